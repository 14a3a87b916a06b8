import { type CandidatePath, type ReserveReader, sides } from './pool-paths';

/** Splits move in whole percent, so quote v1's integer `percent` is exact. */
export const SPLIT_STEP_BPS = 100;
const STEPS = 10_000 / SPLIT_STEP_BPS;

interface FloatHop {
  readonly rin: number;
  readonly rout: number;
  /** The share of the input left after the LP fee. */
  readonly keep: number;
}

/** A path's output for `x` input, in floating point: fine for choosing a split, never for the amounts. */
function outputOf(hops: readonly FloatHop[], x: number): number {
  let amount = x;
  for (const h of hops) {
    const net = amount * h.keep;
    amount = (h.rout * net) / (h.rin + net);
  }
  return amount;
}

/**
 * The path the greedy loop below would give every step, found without running it (most orders are small for the
 * pools they touch): the path whose first step gains most still gains more on its last step than any other path on
 * its first. Gains only fall as a path takes more (concave output), so then no step ever goes elsewhere. Ties are
 * broken as the loop breaks them (the lower index wins). Null when the loop has to run.
 */
function allOnOnePath(floats: readonly (readonly FloatHop[])[], chunk: number): number | null {
  const firstGain = floats.map((hops) => outputOf(hops, chunk));
  let p = -1;
  let best = -Infinity;
  firstGain.forEach((gain, i) => {
    if (gain > best) {
      best = gain;
      p = i;
    }
  });
  const hops = floats[p];
  if (!hops) return null;
  const last = outputOf(hops, STEPS * chunk) - outputOf(hops, (STEPS - 1) * chunk);
  const loses = firstGain.some((gain, j) => j !== p && (j < p ? gain >= last : gain > last));
  return loses ? null : p;
}

/**
 * A split of `amount` over at most `maxPaths` pool-disjoint paths, by greedy allocation: each 1 % step goes to the
 * path whose output grows most from it. Constant-product output is concave in the input, so this lands within one
 * step of the best split. Paths never share a pool, so each path's exact amounts are plain cp-math on the current
 * reserves, whatever order the transaction executes them in.
 *
 * Returns path index → bps (multiples of SPLIT_STEP_BPS, adding up to 10,000), largest share first.
 */
export function greedySplit(
  paths: readonly CandidatePath[],
  amount: bigint,
  maxPaths: number,
  reserves: ReserveReader,
  /** Tests turn the shortcut off to prove it gives what the loop gives. */
  fastPath = true,
): [number, number][] {
  const floats = paths.map((p) =>
    p.steps.map((s): FloatHop => {
      const [rin, rout] = sides(s, reserves);
      return { rin: Number(rin), rout: Number(rout), keep: 1 - s.pool.feeBps / 10_000 };
    }),
  );
  const poolsOf = paths.map((p) => p.steps.map((s) => s.pool.index));
  const chunk = Number(amount) / STEPS;
  const single = fastPath ? allOnOnePath(floats, chunk) : null;
  if (single !== null) return [[single, 10_000]];
  const steps = new Array<number>(paths.length).fill(0);
  const current = new Array<number>(paths.length).fill(0);
  const used: number[] = [];
  const usedPools = new Set<number>();
  for (let n = 0; n < STEPS; n++) {
    let best = -1;
    let bestGain = -Infinity;
    for (let i = 0; i < paths.length; i++) {
      const active = (steps[i] ?? 0) > 0;
      if (!active && (used.length >= maxPaths || (poolsOf[i] ?? []).some((p) => usedPools.has(p)))) continue;
      const gain = outputOf(floats[i] ?? [], ((steps[i] ?? 0) + 1) * chunk) - (current[i] ?? 0);
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    }
    if (best < 0) break;
    if ((steps[best] ?? 0) === 0) {
      used.push(best);
      for (const p of poolsOf[best] ?? []) usedPools.add(p);
    }
    steps[best] = (steps[best] ?? 0) + 1;
    current[best] = outputOf(floats[best] ?? [], (steps[best] ?? 0) * chunk);
  }
  return used
    .map((i): [number, number] => [i, (steps[i] ?? 0) * SPLIT_STEP_BPS])
    .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}
