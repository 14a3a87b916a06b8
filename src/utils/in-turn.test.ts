import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turn';

describe('inTurns', () => {
  it('runs at most `limit` reads at once, and every one to its end, a refused one included', async () => {
    const inTurn = inTurns(2);
    let now = 0;
    let most = 0;
    let started = 0;
    const read = (i: number) => async () => {
      started++;
      most = Math.max(most, ++now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now--;
      if (i === 3) throw new Error('refused');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => inTurn(read(i))));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([0, 1, 2, 'refused', 4, 5]);
    expect(started).toBe(6);
  });

  it('does not start a read in the caller’s task', async () => {
    const inTurn = inTurns(4);
    let ran = false;
    const done = inTurn(() => {
      ran = true;
      return Promise.resolve();
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toBe(false);
    await done;
    expect(ran).toBe(true);
  });
});
