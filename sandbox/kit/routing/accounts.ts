import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { TOKEN_2022_PROGRAM } from '../../world/token';

/**
 * Accounts every swap transaction touches whatever its route: the taker (signer and fee payer), its input and output
 * token accounts, the token program, the associated-token program, the system program, the compute-budget program
 * and the platform-fee account.
 */
export const FIXED_ACCOUNTS = 8;
/** An RFQ fill adds the maker (a signer) and its two inventory accounts. */
export const RFQ_ACCOUNTS = 3;

interface RoutedHop {
  readonly pool: Pool;
  readonly inputMint: Address;
  readonly outputMint: Address;
}

/**
 * A rough count of the accounts a route's transaction needs (quote v1 `maxAccounts` is "a rough estimate" too): the
 * fixed ones, every mint, each pool's two vaults, one authority per DEX label (the sandbox's pool authorities are per
 * label), one token account per intermediate token and the Token-2022 program when a mint needs it.
 */
export function estimateAccounts(
  inputMint: Address,
  outputMint: Address,
  paths: readonly { readonly hops?: readonly RoutedHop[]; readonly steps?: readonly RoutedHop[] }[],
  rfq = false,
): number {
  const mints = new Set<Address>([inputMint, outputMint]);
  const pools = new Set<number>();
  const authorities = new Set<string>();
  let token2022 = false;
  for (const path of paths) {
    for (const hop of path.hops ?? path.steps ?? []) {
      mints.add(hop.inputMint);
      mints.add(hop.outputMint);
      pools.add(hop.pool.index);
      authorities.add(hop.pool.dex);
      token2022 ||= hop.pool.baseProgram === TOKEN_2022_PROGRAM || hop.pool.quoteProgram === TOKEN_2022_PROGRAM;
    }
  }
  const intermediates = mints.size - 2;
  return (
    FIXED_ACCOUNTS +
    mints.size +
    2 * pools.size +
    authorities.size +
    intermediates +
    (token2022 ? 1 : 0) +
    (rfq ? RFQ_ACCOUNTS : 0)
  );
}
