import { dcaOutBounds } from '../../utils/dca-out-bounds';
import type { DcaOpenSpec } from './dca-open';

/** openDcaV2's (and openDca's) three options after the fixed arguments; `startAt` is Unix seconds. */
export interface DcaRangeFields {
  minOutAmount: bigint | null;
  maxOutAmount: bigint | null;
  startAt: bigint | null;
}

/** How long "start now" may still wait: the service crafts with its own clock, a little apart from this one. */
const START_NOW_SLACK_S = 120n;

// The service's own rounding of the screen's price (a JSON number, supplement §7): a raw unit, or a part per 10^12.
const slack = (expected: bigint) => 1n + expected / 10n ** 12n;

const when = (t: bigint) => {
  const ms = Number(t) * 1000;
  return Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString().replace('.000Z', 'Z') : `Unix time ${t.toString()}`;
};

function outBoundsMismatch(open: DcaRangeFields, spec: DcaOpenSpec, perCycle: bigint): string | null {
  // The round size the order runs, already held to the screen's rounds: the bounds are the screen's prices on it.
  const expected = dcaOutBounds(perCycle, spec);
  const { minOutAmount: minOut, maxOutAmount: maxOut } = open;
  if (expected.minOut === null && minOut !== null) {
    return `It requires at least ${minOut.toString()} units a round, a maximum price you did not set (the order might never fill): not signed.`;
  }
  if (expected.maxOut === null && maxOut !== null) {
    return `It allows at most ${maxOut.toString()} units a round, a minimum price you did not set (the order might never fill): not signed.`;
  }
  if (expected.minOut !== null && minOut === null) {
    return 'It runs rounds at any price, not only up to the maximum price you set: not signed.';
  }
  if (expected.maxOut !== null && maxOut === null) {
    return 'It runs rounds at any price, not only down to the minimum price you set: not signed.';
  }
  if (expected.minOut !== null && minOut !== null) {
    if (minOut < expected.minOut - slack(expected.minOut)) {
      return `It accepts as little as ${minOut.toString()} units a round, below the ${expected.minOut.toString()} your maximum price allows: not signed.`;
    }
    if (minOut > expected.minOut + slack(expected.minOut)) {
      return `It requires ${minOut.toString()} units a round, more than the ${expected.minOut.toString()} your maximum price asks (the order might never fill): not signed.`;
    }
  }
  if (expected.maxOut !== null && maxOut !== null) {
    if (maxOut > expected.maxOut + slack(expected.maxOut)) {
      return `It accepts up to ${maxOut.toString()} units a round, above the ${expected.maxOut.toString()} your minimum price allows: not signed.`;
    }
    if (maxOut < expected.maxOut - slack(expected.maxOut)) {
      return `It allows at most ${maxOut.toString()} units a round, less than the ${expected.maxOut.toString()} your minimum price allows (the order might never fill): not signed.`;
    }
  }
  return null;
}

/** Issue 24: the order's price range and start are the form's, never the service's. */
export function rangeMismatch(
  open: DcaRangeFields,
  spec: DcaOpenSpec,
  perCycle: bigint,
  nowSeconds: number,
): string | null {
  const out = outBoundsMismatch(open, spec, perCycle);
  if (out) return out;
  const { startAt } = open;
  if (spec.startAt !== null && startAt !== BigInt(spec.startAt)) {
    const at = startAt === null ? 'at once' : `at ${when(startAt)}`;
    return `It starts the order ${at}, not at ${when(BigInt(spec.startAt))} as shown: not signed.`;
  }
  if (spec.startAt === null && startAt !== null && startAt > BigInt(Math.floor(nowSeconds)) + START_NOW_SLACK_S) {
    return `It holds the first round until ${when(startAt)}, you chose to start now: not signed.`;
  }
  return null;
}
