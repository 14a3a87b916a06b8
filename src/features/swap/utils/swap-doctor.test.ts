import { describe, expect, it } from 'vitest';
import { diagnose, movedBps } from './swap-doctor';

const base = { message: 'Slippage tolerance exceeded: 98 < 99', expired: false, slippageBps: 50, ageMs: 3_000 };

describe('swap doctor', () => {
  it('measures the move from the signed output to a fresh one, rounded up', () => {
    expect(movedBps(1_000_000n, 982_000n)).toBe(180);
    expect(movedBps(1_000_000n, 981_999n)).toBe(181);
    expect(movedBps(1_000_000n, 1_100_000n)).toBe(0);
  });

  it('says the move and the slippage in numbers, and the setting that would have worked', () => {
    const d = diagnose({ ...base, signedOut: 1_000_000n, freshOut: 982_000n });
    expect(d).toMatchObject({ kind: 'slippage', movedBps: 180, slippageBps: 50, retryBps: 200 });
    expect(d?.sentence).toBe(
      'The price moved 1.8 %, your slippage was 0.5 %, so the swap stopped and nothing was spent. 2 % would have let it through.',
    );
  });

  it('offers no slippage retry above 10 %, and a plain one when the price came back', () => {
    expect(diagnose({ ...base, signedOut: 1_000_000n, freshOut: 850_000n })?.sentence).toContain('more than 10 %');
    expect(diagnose({ ...base, signedOut: 1_000_000n, freshOut: 850_000n })).toMatchObject({ retryBps: null });
    expect(diagnose({ ...base, signedOut: 1_000_000n, freshOut: 999_000n })).toMatchObject({
      movedBps: 10,
      retryBps: null,
    });
  });

  it('words an expired quote by its age, and knows nothing of other failures', () => {
    expect(diagnose({ ...base, expired: true, signedOut: 1n, freshOut: null, ageMs: 71_400 })?.sentence).toContain(
      'was 71 s old',
    );
    expect(diagnose({ ...base, message: 'Program failed', signedOut: 1n, freshOut: 1n })).toBeNull();
  });
});
