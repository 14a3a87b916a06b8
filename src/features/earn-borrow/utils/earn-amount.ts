import * as z from 'zod/mini';
import { maxSpendable } from '../../../components/token/spendable';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import type { EarnWrite } from './earn-statement';

const EARN_MODES = ['deposit', 'withdraw'] as const;
export type EarnMode = (typeof EARN_MODES)[number];

export interface EarnAmountCheck {
  raw: bigint | null;
  problem: string | null;
}

/**
 * The most a user may enter: the wallet's balance for a deposit (SOL keeps `reserve` for fees and rent), the
 * position's `underlyingAssets` for a withdraw, capped by what the vault lets leave now (`withdrawable`).
 */
export function earnMax(
  mode: EarnMode,
  mint: string,
  available: bigint,
  reserve: bigint,
  withdrawable: bigint | null = null,
): bigint {
  if (mode === 'deposit') return maxSpendable(mint, available, reserve);
  return withdrawable !== null && withdrawable < available ? withdrawable : available;
}

export function checkEarnAmount(
  text: string,
  mode: EarnMode,
  token: { mint: string; symbol: string; decimals: number },
  available: bigint | null,
  reserve: bigint,
  withdrawable: bigint | null = null,
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
  const max = earnMax(mode, token.mint, available, reserve, withdrawable);
  if (raw <= max) return { raw, problem: null };
  const most = `${toDecimalString(max, token.decimals)} ${token.symbol}`;
  if (mode === 'withdraw' && max < available && raw <= available) {
    return { raw, problem: `Only ${most} can be withdrawn now: the vault's withdrawal limit holds the rest.` };
  }
  if (mode === 'withdraw') {
    return {
      raw,
      problem: `Your deposit is ${toDecimalString(available, token.decimals)} ${token.symbol}. Enter at most that, or use Max.`,
    };
  }
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

export interface EarnContext {
  token: { mint: string; symbol: string; decimals: number };
  /** The wallet's balance of the asset, null until read. */
  balance: bigint | null;
  position: { underlyingAssets: bigint; shares: bigint } | undefined;
  reserve: bigint;
  withdrawable: bigint | null;
}

export const earnAvailable = (mode: EarnMode, ctx: EarnContext): bigint | null =>
  mode === 'deposit' ? ctx.balance : (ctx.position?.underlyingAssets ?? 0n);

/** The write the values ask for (null while there is none), or the amount's problem. */
export const earnSchema = (ctx: EarnContext) =>
  z.pipe(
    z.object({ mode: z.enum(EARN_MODES), amount: z.string(), maxChosen: z.boolean() }),
    z.transform(({ mode, amount, maxChosen }, c): EarnWrite | null => {
      const available = earnAvailable(mode, ctx);
      const { raw, problem } = checkEarnAmount(amount, mode, ctx.token, available, ctx.reserve, ctx.withdrawable);
      if (problem !== null) {
        c.issues.push({ code: 'custom', path: ['amount'], message: problem, input: amount });
        return z.NEVER;
      }
      if (raw === null || available === null) return null;
      if (mode === 'deposit') return { action: 'deposit', amount: raw };
      const deposited = ctx.position?.underlyingAssets ?? 0n;
      const most = earnMax('withdraw', ctx.token.mint, deposited, ctx.reserve, ctx.withdrawable);
      return withdrawWrite(maxChosen ? most : raw, deposited, ctx.position?.shares ?? 0n);
    }),
  );
