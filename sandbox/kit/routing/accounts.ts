import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { TOKEN_2022_PROGRAM } from '../../world/token';

/** Taker, its input and output accounts, token, ATA, system and compute-budget programs, platform-fee account. */
export const FIXED_ACCOUNTS = 8;
export const RFQ_ACCOUNTS = 3;

interface RoutedHop {
  readonly pool: Pool;
  readonly inputMint: Address;
  readonly outputMint: Address;
}

/** A rough count (quote v1 `maxAccounts` is "a rough estimate" too); one pool authority per DEX label here. */
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
