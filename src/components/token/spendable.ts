import { KNOWN_TOKENS } from '../../config/tokens';
import type { Settings } from '../../stores/settings-schema';
import { toDecimalString } from '../../utils/amount';

/**
 * SOL that Max and Half leave in the wallet before Settings add theirs: the network fee, an automatic priority fee and
 * the rent of the output token's account a swap may open (about 0.002 SOL) all come out of SOL, so spending every
 * lamport would fail the swap.
 */
export const SOL_FEE_RESERVE_LAMPORTS = 10_000_000n;

/** The base reserve plus a custom priority fee (its maximum either way) and the MEV tip from Settings. */
export function solFeeReserve(fees: Pick<Settings, 'priorityFee' | 'mevTipLamports'>): bigint {
  const priority = fees.priorityFee.mode === 'custom' ? BigInt(fees.priorityFee.lamports) : 0n;
  return SOL_FEE_RESERVE_LAMPORTS + priority + BigInt(fees.mevTipLamports);
}

export function reserveText(reserve: bigint): string {
  return `${toDecimalString(reserve, 9)} SOL`;
}

/** The most of `balance` a swap may spend: everything, except SOL keeps the fee reserve. */
export function maxSpendable(mint: string, balance: bigint, reserve = SOL_FEE_RESERVE_LAMPORTS): bigint {
  if (mint !== KNOWN_TOKENS.SOL.mint) return balance;
  return balance > reserve ? balance - reserve : 0n;
}

/** Half the balance (rounded down), never more than {@link maxSpendable}. */
export function halfSpendable(mint: string, balance: bigint, reserve = SOL_FEE_RESERVE_LAMPORTS): bigint {
  const half = balance / 2n;
  const max = maxSpendable(mint, balance, reserve);
  return half < max ? half : max;
}
