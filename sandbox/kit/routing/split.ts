import { type CandidatePath, type ReserveReader, sides } from './pool-paths';

/** Whole percent, so quote v1's integer `percent` is exact. */
export const SPLIT_STEP_BPS = 100;
const STEPS = 10_000 / SPLIT_STEP_BPS;

interface FloatHop {
  readonly rin: number;
  readonly rout: number;
  readonly keep: number;
}

/** Floating point: fine for choosing a split, never for the amounts. */
function outputOf(hops: readonly FloatHop[], x: number): number {
  let amount = x;
  for (const h of hops) {
    const net = amount * h.keep;
    amount = (h.rout * net) / (h.rin + net);
  }
  return amount;
}

// What the greedy loop would give, without running it: when the best first step still beats every other path
// on its last step, concave outputs keep every step there (ties to the lower index). Null when the loop must run.
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

// Greedy 1 % steps to the path that gains most: concave cp output lands within a step of the best split.
// Paths share no pool, so their amounts are plain cp-math whatever the order. Returns index → bps, largest first.
export function greedySplit(
  paths: readonly CandidatePath[],
  amount: bigint,
  maxPaths: number,
  reserves: ReserveReader,
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
