import { describe, expect, it } from 'vitest';
import type { Pool } from '../../engine/pool-layout';
import type { CandidatePath } from './pool-paths';
import { greedySplit } from './split';

/** A direct path through a made-up pool: only the fields the split reads. */
function path(index: number, base: bigint, quote: bigint, feeBps: number): CandidatePath {
  const pool = { index, feeBps } as unknown as Pool;
  return { steps: [{ pool, inputMint: 'in', outputMint: 'out', baseIn: true }], midRate: Number(quote) / Number(base) };
}

describe('greedySplit', () => {
  it('gives exactly what the full greedy loop gives, shortcut or not, over 2,000 random books', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let shortcuts = 0;
    for (let n = 0; n < 2_000; n++) {
      const count = 2 + Math.floor(random() * 3);
      const depth = BigInt(Math.floor(1e9 + random() * 1e12));
      const paths = Array.from({ length: count }, (_, i) =>
        path(
          i,
          depth + BigInt(Math.floor(random() * 1e11)),
          depth * 150n,
          [1, 2, 4, 5, 25, 100][Math.floor(random() * 6)] ?? 5,
        ),
      );
      const reserves = (pool: Pool) => {
        const p = paths[pool.index];
        const base = BigInt(Math.round(Number(depth) * (1 + pool.index * 0.3 * random())));
        return { base: p ? base : 0n, quote: base * 150n };
      };
      const memo = new Map<number, { base: bigint; quote: bigint }>();
      const read = (pool: Pool) => {
        let r = memo.get(pool.index);
        if (!r) memo.set(pool.index, (r = reserves(pool)));
        return r;
      };
      const amount = BigInt(Math.floor(10 ** (3 + random() * 9)));
      const fast = greedySplit(paths, amount, 3, read);
      expect(fast).toEqual(greedySplit(paths, amount, 3, read, false));
      if (fast.length === 1) shortcuts += 1;
    }
    // Both kinds of book occurred: the comparison covered the shortcut and the loop.
    expect(shortcuts).toBeGreaterThan(100);
    expect(shortcuts).toBeLessThan(1_900);
  });
});
