import { KNOWN_TOKENS } from '../../config/tokens';
import type { Settings } from '../../stores/settings-schema';
import { toDecimalString } from '../../utils/amount';

/** SOL Max / Half leave for the network fee, an automatic priority fee and an output account's rent (~0.002 SOL). */
export const SOL_FEE_RESERVE_LAMPORTS = 10_000_000n;

export function solFeeReserve(fees: Pick<Settings, 'priorityFee' | 'mevTipLamports'>): bigint {
  const priority = fees.priorityFee.mode === 'custom' ? BigInt(fees.priorityFee.lamports) : 0n;
  return SOL_FEE_RESERVE_LAMPORTS + priority + BigInt(fees.mevTipLamports);
}

export function reserveText(reserve: bigint): string {
  return `${toDecimalString(reserve, 9)} SOL`;
}

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
