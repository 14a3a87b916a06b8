import { KNOWN_TOKENS } from '../../config/tokens';

/**
 * SOL that Max and Half leave in the wallet: the network fee, a priority fee and the rent of the output token's
 * account a swap may open (about 0.002 SOL) all come out of SOL, so spending every lamport would fail the swap.
 */
export const SOL_FEE_RESERVE_LAMPORTS = 10_000_000n;
export const SOL_FEE_RESERVE_TEXT = '0.01 SOL';

/** The most of `balance` a swap may spend: everything, except SOL keeps the fee reserve. */
export function maxSpendable(mint: string, balance: bigint): bigint {
  if (mint !== KNOWN_TOKENS.SOL.mint) return balance;
  return balance > SOL_FEE_RESERVE_LAMPORTS ? balance - SOL_FEE_RESERVE_LAMPORTS : 0n;
}

/** Half the balance (rounded down), never more than {@link maxSpendable}. */
export function halfSpendable(mint: string, balance: bigint): bigint {
  const half = balance / 2n;
  const max = maxSpendable(mint, balance);
  return half < max ? half : max;
}
