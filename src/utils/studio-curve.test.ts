import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCurve,
  feeBpsAt,
  quoteBuy,
  quoteSell,
  rawPrice,
  STUDIO_TOTAL_SUPPLY,
  toRaw,
  vestedAt,
} from './studio-curve';

const meme = buildCurve(toRaw(16000, 6), toRaw(69000, 6), 0n);

describe('studio curve', () => {
  it('opens at the start market cap and graduates at the migration market cap', () => {
    const supply = Number(STUDIO_TOTAL_SUPPLY);
    expect(rawPrice(meme, { sold: 0n, raised: 0n }) * supply).toBeCloseTo(16000e6, -4);
    const end = { sold: meme.sellable, raised: meme.migrationQuote };
    expect(rawPrice(meme, end) * supply).toBeCloseTo(69000e6, -5);
    // The graduated pool opens at the same price.
    expect((Number(meme.migrationQuote) / Number(meme.migrationBase)) * supply).toBeCloseTo(69000e6, -6);
    expect(meme.sellable + meme.migrationBase).toBe(STUDIO_TOTAL_SUPPLY);
  });

  it('refuses caps that make no curve and locks above 80 %', () => {
    expect(() => buildCurve(5n, 5n, 0n)).toThrow(/migrationMarketCap/);
    expect(() => buildCurve(1n, 5n, (STUDIO_TOTAL_SUPPLY * 81n) / 100n)).toThrow(/80 %/);
  });

  it('never returns more on a buy then a sell than was paid (any state, amount and fee)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        fc.constantFrom(0, 100, 200, 9900),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 2, max: 50 }),
        (paid, before, feeBps, startK, ratio) => {
          const curve = buildCurve(toRaw(startK, 6) * 100n, toRaw(startK, 6) * 100n * BigInt(ratio), 0n);
          const opened = quoteBuy(curve, { sold: 0n, raised: 0n }, before, 0);
          const state = opened?.next ?? { sold: 0n, raised: 0n };
          const buy = quoteBuy(curve, state, paid, feeBps);
          if (!buy) return;
          const sell = quoteSell(curve, buy.next, buy.amountOut, feeBps);
          expect(sell?.amountOut ?? 0n).toBeLessThanOrEqual(paid);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('caps the graduating buy at what is left to sell', () => {
    const buy = quoteBuy(meme, { sold: 0n, raised: 0n }, toRaw(1e9, 6), 100);
    expect(buy?.amountOut).toBe(meme.sellable);
    expect(quoteBuy(meme, buy?.next ?? { sold: 0n, raised: 0n }, 1000n, 100)).toBeNull();
  });

  it('decays the anti-sniping fee from 99 % to the base fee', () => {
    const fee = { feeBps: 100, antiSniping: true, totalDuration: 60 } as const;
    expect(feeBpsAt(fee, 0)).toBe(9900);
    expect(feeBpsAt(fee, 30)).toBe(5000);
    expect(feeBpsAt(fee, 60)).toBe(100);
    expect(feeBpsAt({ ...fee, baseFeeMode: 'exponential' }, 30)).toBeLessThan(5000);
    expect(feeBpsAt({ feeBps: 200, antiSniping: false }, 0)).toBe(200);
    // One whole percent at a time, every step taken: 99, 98, … down to the base fee.
    for (const mode of ['linear', 'exponential'] as const) {
      const seen = new Set<number>();
      for (let t = 0; t <= 60; t += 0.01) seen.add(feeBpsAt({ ...fee, baseFeeMode: mode }, t));
      expect([...seen].every((bps) => bps % 100 === 0)).toBe(true);
      expect(seen.size).toBe(99);
    }
  });

  it('unlocks vesting at the cliff then by periods', () => {
    const v = { total: 1200n, cliffUnlock: 200n, periods: 10, durationSeconds: 1000, cliffSeconds: 50 };
    expect(vestedAt(v, null)).toBe(0n);
    expect(vestedAt(v, 49)).toBe(0n);
    expect(vestedAt(v, 50)).toBe(200n);
    expect(vestedAt(v, 350)).toBe(500n);
    expect(vestedAt(v, 5000)).toBe(1200n);
  });
});
