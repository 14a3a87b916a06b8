import * as z from 'zod/mini';
import {
  ANTI_SNIPING_WINDOWS,
  FEE_BPS,
  imageProblem,
  MAX_VESTED_PERCENT,
  QUOTE_SYMBOLS,
  readNumber,
  VESTING_DURATIONS,
  VESTING_PERIODS,
  type CurveFields,
  type LaunchFields,
} from './launch-params';

type Check<T> = (ctx: z.core.ParsePayload<T>) => void;
// `continue`: a field's problem does not stop the checks over the whole form, so every field is named at once.
const refuse = <T>(ctx: z.core.ParsePayload<T>, message: string, path?: string) =>
  ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true, ...(path ? { path: [path] } : {}) });

function link(label: string): Check<string> {
  return (ctx) => {
    const text = ctx.value.trim();
    if (text === '') return;
    try {
      if (new URL(text).protocol !== 'https:') refuse(ctx, `${label}: use an https:// link.`);
    } catch {
      refuse(ctx, `${label}: not a link (start it with https://).`);
    }
  };
}

const curveShape = {
  quote: z.literal(QUOTE_SYMBOLS),
  initialMarketCap: z.string(),
  migrationMarketCap: z.string(),
  vestedPercent: z.string(),
  vestingDuration: z.literal(VESTING_DURATIONS),
  vestingPeriods: z.literal(VESTING_PERIODS),
  cliff: z.literal(VESTING_DURATIONS),
  cliffUnlockPercent: z.string(),
  antiSniping: z.boolean(),
  antiSnipingSeconds: z.literal(ANTI_SNIPING_WINDOWS),
  lpLocked: z.boolean(),
  feeBps: z.literal(FEE_BPS),
};

/** The curve's rules (supplement §8): each names its field, several at once. */
const curveRules: Check<CurveFields> = (ctx) => {
  const f = ctx.value;
  const start = readNumber(f.initialMarketCap);
  const end = readNumber(f.migrationMarketCap);
  if (start === null || start <= 0) refuse(ctx, `Start market cap: enter an amount of ${f.quote}.`, 'initialMarketCap');
  if (end === null || end <= 0) {
    refuse(ctx, `Graduation market cap: enter an amount of ${f.quote}.`, 'migrationMarketCap');
  } else if (start !== null && start > 0 && end <= start) {
    refuse(ctx, 'Graduation market cap: must be above the start market cap.', 'migrationMarketCap');
  } else if (start !== null && start > 0 && end > start * 1000) {
    refuse(ctx, 'Graduation market cap: at most 1,000 times the start market cap.', 'migrationMarketCap');
  }
  const vested = readNumber(f.vestedPercent);
  if (vested === null || vested > MAX_VESTED_PERCENT) {
    refuse(ctx, `Vested share: a percentage from 0 to ${String(MAX_VESTED_PERCENT)}.`, 'vestedPercent');
  } else if (vested > 0 && (f.vestingDuration === 0 || f.vestingPeriods === 0)) {
    refuse(ctx, 'Vested share: choose a vesting duration and a number of unlocks, or vest 0 %.', 'vestedPercent');
  }
  const cliffUnlock = readNumber(f.cliffUnlockPercent);
  if (cliffUnlock === null || (vested !== null && cliffUnlock > vested)) {
    refuse(ctx, 'Unlocked at the cliff: a percentage no larger than the vested share.', 'cliffUnlockPercent');
  }
};

export const curveSchema = z.object(curveShape).check(curveRules);

/** A launch the service may be asked for: every field checked, in the order the form shows them. */
export const launchSchema = z.pipe(
  z
    .object({
      name: z.string().check(
        z.refine((t) => t.trim() !== '', 'Name: enter the token’s name.'),
        z.refine((t) => t.trim().length <= 32, 'Name: at most 32 characters.'),
      ),
      symbol: z.string().check(
        z.refine((t) => t.trim() !== '', 'Symbol: enter a ticker, such as MEME.'),
        z.refine((t) => /^[A-Z0-9]{1,10}$/.test(t.trim()), 'Symbol: 1 to 10 letters or digits.'),
      ),
      image: z.custom<File | null>().check((ctx) => {
        const problem = ctx.value ? imageProblem(ctx.value) : 'Image: choose a JPEG, PNG, GIF or WebP file.';
        if (problem) refuse(ctx, problem);
      }),
      description: z.string().check(z.maxLength(500, 'Description: at most 500 characters.')),
      website: z.string().check(link('Website')),
      twitter: z.string().check(link('X (Twitter)')),
      telegram: z.string().check(link('Telegram')),
      devBuy: z.string(),
      ...curveShape,
    })
    .check(curveRules),
  z.transform((f): LaunchFields & { image: File } => (f.image ? { ...f, image: f.image } : z.NEVER)),
);
