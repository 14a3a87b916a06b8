import { describe, expect, it } from 'vitest';
import { reportText, runInSequence, type Runnable } from './run-sequence';

const item = (id: string, usd: bigint | null): Runnable => ({ id, title: `Item ${id}`, usd });

describe('runInSequence', () => {
  it('runs every item in order, one at a time, and a failure stops nothing after it', async () => {
    const started: string[] = [];
    let running = 0;
    const outcomes: string[] = [];
    const report = await runInSequence(
      [item('a', 1_000_000n), item('b', 2_500_000n), item('c', 3_000_000n)],
      async ({ id }) => {
        started.push(id);
        running += 1;
        expect(running).toBe(1);
        await new Promise((r) => setTimeout(r, 1));
        running -= 1;
        if (id === 'b') throw new Error('Rejected in your wallet.');
        return `${id} done`;
      },
      (i, o) => outcomes.push(`${i.id}:${o.ok ? o.text : o.message}`),
    );
    expect(started).toEqual(['a', 'b', 'c']);
    expect(outcomes).toEqual(['a:a done', 'b:Rejected in your wallet.', 'c:c done']);
    expect(report.done.map((d) => d.item.id)).toEqual(['a', 'c']);
    expect(report.failed).toEqual([{ item: item('b', 2_500_000n), message: 'Rejected in your wallet.' }]);
    expect(reportText(report)).toBe('2 of 3 brought home. Left: 1 worth $2.50: Item b.');
  });

  it('a thrown non-Error still counts as a failure with a sentence', async () => {
    const report = await runInSequence([item('x', null)], () => Promise.reject(new Error('')));
    expect(report.failed[0]?.message).toBe('It failed.');
    expect(reportText(report)).toBe('0 of 1 brought home. Left: 1: Item x.');
  });

  it('says so when everything came home', async () => {
    const report = await runInSequence([item('a', 1n), item('b', 2n)], (i) => Promise.resolve(i.id));
    expect(reportText(report)).toBe('All 2 brought home.');
  });

  it('sums what is left exactly, in micro-dollars', async () => {
    const report = await runInSequence([item('a', 100_000_000_000_001n), item('b', 200_000_000_000_002n)], () =>
      Promise.reject(new Error('no')),
    );
    expect(reportText(report)).toBe('0 of 2 brought home. Left: 2 worth $300,000,000.00: Item a; Item b.');
  });
});
