import { bpsToPercentString } from '../../../utils/bps';

/** Price moves above this are not worth a retry: the market is moving too fast, or the route is gone. */
export const DOCTOR_MAX_BPS = 1_000;
/** What a retry adds over the move seen: the price keeps moving while the user signs. */
const CUSHION_BPS = 20;

export type Diagnosis =
  | { kind: 'slippage'; movedBps: number; slippageBps: number; retryBps: number | null; sentence: string }
  | { kind: 'stale'; ageSeconds: number; sentence: string }
  | null;

export const isSlippageFailure = (message: string) => /slippage|can no longer fill/i.test(message);

/** How far the quote's output fell between the signed order and a fresh one, in bps (rounded up), never negative. */
export function movedBps(signedOut: bigint, freshOut: bigint): number {
  if (signedOut <= 0n || freshOut >= signedOut) return 0;
  return Number(((signedOut - freshOut) * 10_000n + signedOut - 1n) / signedOut);
}

/** The failure in numbers, and the slippage (rounded up to 0.1 %) that would have let it through. */
export function diagnose(input: {
  message: string;
  expired: boolean;
  slippageBps: number;
  signedOut: bigint;
  freshOut: bigint | null;
  ageMs: number;
}): Diagnosis {
  if (input.expired) {
    const ageSeconds = Math.round(input.ageMs / 1000);
    return {
      kind: 'stale',
      ageSeconds,
      sentence: `Your quote was ${String(ageSeconds)} s old when its transaction expired: a fresh quote and a prompt signature fix it.`,
    };
  }
  if (!isSlippageFailure(input.message) || input.freshOut === null) return null;
  const moved = movedBps(input.signedOut, input.freshOut);
  const slip = `your slippage was ${bpsToPercentString(input.slippageBps)} %`;
  if (moved <= input.slippageBps) {
    return {
      kind: 'slippage',
      movedBps: moved,
      slippageBps: input.slippageBps,
      retryBps: null,
      sentence: `The price has moved ${bpsToPercentString(moved)} % since your quote and ${slip}: it moved further while the swap was sent, then back. A new quote should go through.`,
    };
  }
  const needed = Math.ceil((moved + CUSHION_BPS) / 10) * 10;
  const retryBps = needed > DOCTOR_MAX_BPS ? null : needed;
  const advice =
    retryBps === null
      ? ` That is more than ${bpsToPercentString(DOCTOR_MAX_BPS)} %: wait for the market to settle or trade a smaller amount.`
      : ` ${bpsToPercentString(retryBps)} % would have let it through.`;
  return {
    kind: 'slippage',
    movedBps: moved,
    slippageBps: input.slippageBps,
    retryBps,
    sentence: `The price moved ${bpsToPercentString(moved)} %, ${slip}, so the swap stopped and nothing was spent.${advice}`,
  };
}
