import { describe, expect, it } from 'vitest';
import { borrowBps, MAX_POINTS, pointAt, pushPoint, seededHistory, supplyBps, utilisationBps } from './rates';
import { MARKETS } from './vault';

const [usdc, sol, usdt] = MARKETS;

describe('the rate curve', () => {
  it("gives today's supply rates at each market's own utilisation", () => {
    const at = (m: (typeof MARKETS)[number]) => supplyBps(m.curve, utilisationBps(m.pool.supplied, m.pool.borrowed));
    expect([at(usdc), at(sol), at(usdt)]).toEqual([520n, 310n, 480n]);
  });

  it('is the base at 0 %, gentle to the kink, steep after it, and suppliers earn less than borrowers pay', () => {
    const c = usdc.curve;
    expect(borrowBps(c, 0n)).toBe(50n);
    expect(supplyBps(c, 0n)).toBe(0n);
    expect(borrowBps(c, 9_000n)).toBe(50n + 756n);
    expect(borrowBps(c, 10_000n)).toBe(50n + 756n + 6_000n);
    const below = borrowBps(c, 8_500n) - borrowBps(c, 8_000n);
    const above = borrowBps(c, 9_500n) - borrowBps(c, 9_000n);
    expect(above).toBeGreaterThan(below * 10n);
    for (let u = 0n; u < 10_000n; u += 250n) {
      expect(supplyBps(c, u + 250n)).toBeGreaterThanOrEqual(supplyBps(c, u));
      expect(supplyBps(c, u)).toBeLessThan(borrowBps(c, u));
    }
  });

  it('reads utilisation as borrowed over supplied, capped at 100 %, 0 with nothing supplied', () => {
    expect(utilisationBps(100n, 80n)).toBe(8_000n);
    expect(utilisationBps(100n, 150n)).toBe(10_000n);
    expect(utilisationBps(0n, 10n)).toBe(0n);
  });
});

describe('the history', () => {
  it('seeds 30 days every 4 hours before the opening, deterministic, settling on the opening rate', () => {
    const u0 = utilisationBps(usdc.pool.supplied, usdc.pool.borrowed);
    const end = Date.UTC(2026, 0, 31);
    const points = seededHistory('seed-a', usdc.asset, usdc.curve, u0, end);
    expect(points).toHaveLength(180);
    expect(points[0]?.t).toBe(end - 30 * 86_400_000);
    expect(points.at(-1)?.t).toBe(end - 4 * 3_600_000);
    expect(Math.abs((points.at(-1)?.u ?? 0) - Number(u0))).toBeLessThan(200);
    expect(new Set(points.map((p) => p.supply)).size).toBeGreaterThan(20);
    expect(points.every((p) => p.u >= 0 && p.u <= 9_800)).toBe(true);
    expect(seededHistory('seed-a', usdc.asset, usdc.curve, u0, end)).toEqual(points);
    expect(seededHistory('seed-b', usdc.asset, usdc.curve, u0, end)).not.toEqual(points);
  });

  it(`keeps the last ${String(MAX_POINTS)} points`, () => {
    let list = pushPoint(undefined, pointAt(usdc.curve, 0n, 0));
    for (let t = 1; t <= MAX_POINTS + 10; t++) list = pushPoint(list, pointAt(usdc.curve, 8_000n, t));
    expect(list).toHaveLength(MAX_POINTS);
    expect(list.at(-1)?.t).toBe(MAX_POINTS + 10);
    expect(list[0]?.t).toBe(11);
  });
});
