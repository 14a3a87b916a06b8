import { maxSpendable } from '../../../components/token/spendable';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';

export type EarnMode = 'deposit' | 'withdraw';

export interface EarnAmountCheck {
  raw: bigint | null;
  problem: string | null;
}

/**
 * The most a user may enter: the wallet's balance for a deposit (SOL keeps `reserve` for fees and rent), the
 * position's `underlyingAssets` for a withdraw.
 */
export function earnMax(mode: EarnMode, mint: string, available: bigint, reserve: bigint): bigint {
  return mode === 'deposit' ? maxSpendable(mint, available, reserve) : available;
}

export function checkEarnAmount(
  text: string,
  mode: EarnMode,
  token: { mint: string; symbol: string; decimals: number },
  available: bigint | null,
  reserve: bigint,
): EarnAmountCheck {
  if (text === '') return { raw: null, problem: null };
  const parsed = parseAmountInput(text, token.decimals);
  if (!parsed.ok) return { raw: null, problem: null };
  const { raw } = parsed;
  if (raw === 0n) return { raw, problem: 'Enter an amount above zero.' };
  if (available === null) return { raw, problem: null };
  if (available === 0n) {
    return {
      raw,
      problem:
        mode === 'deposit'
          ? `Your wallet holds no ${token.symbol}. Get some first, or choose another asset.`
          : `You have no ${token.symbol} deposited. Deposit first.`,
    };
  }
  const max = earnMax(mode, token.mint, available, reserve);
  if (raw <= max) return { raw, problem: null };
  const most = `${toDecimalString(max, token.decimals)} ${token.symbol}`;
  if (mode === 'withdraw') return { raw, problem: `Your deposit is ${most}. Enter at most that, or use Max.` };
  return {
    raw,
    problem:
      max < available
        ? `At most ${most}: ${toDecimalString(available - max, 9)} SOL stays in your wallet for fees and rent.`
        : `Your wallet holds ${most}. Enter at most that, or use Max.`,
  };
}

/**
 * The write a withdraw becomes: all of the deposit (Max, or the exact figure shown) redeems every share, so no
 * dust is left; a smaller amount withdraws that amount of the underlying.
 */
export function withdrawWrite(raw: bigint, underlyingAssets: bigint, shares: bigint) {
  return raw >= underlyingAssets
    ? ({ action: 'redeem', shares } as const)
    : ({ action: 'withdraw', amount: raw } as const);
}
