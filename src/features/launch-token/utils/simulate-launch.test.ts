import { describe, expect, it } from 'vitest';
import { buildCurve, quoteBuy, STUDIO_TOTAL_SUPPLY, toRaw } from '../../../api/studio/curve';
import { PRESETS } from './launch-params';
import { buyAtLaunch, devBuyPlan, simulateLaunch } from './simulate-launch';

const SUPPLY = Number(STUDIO_TOTAL_SUPPLY) / 1e6;

describe('curve simulator', () => {
  it('shows the Meme curve the pool will charge: caps, raise, and a buy of the raise graduates it', () => {
    const sim = simulateLaunch(PRESETS.Meme);
    if (!sim) throw new Error('no simulation');
    expect(sim.startPrice * SUPPLY).toBeCloseTo(16000, 0);
    expect(sim.graduationPrice * SUPPLY).toBeCloseTo(69000, -1);
    // The same curve the sandbox builds from the same body.
    const pool = buildCurve(toRaw(16000, 6), toRaw(69000, 6), 0n);
    expect(sim.curve).toEqual(pool);
    expect(sim.raise).toBe(Number(pool.migrationQuote) / 1e6);
    // Paying the shown raise plus the 1 % fee buys every curve token.
    const gross = (pool.migrationQuote * 10_000n) / 9_900n + 1n;
    const buy = quoteBuy(pool, { sold: 0n, raised: 0n }, gross, 100);
    expect(buy?.next.sold).toBe(pool.sellable);
    expect(sim.soldOnCurve + sim.poolTokens).toBe(SUPPLY);
    // The buy the table shows is the pool's own trade: 99.5 USDC reaching it, 1 % fee.
    expect(buyAtLaunch(sim, '99.5')).toEqual({
      tokens: quoteBuy(pool, { sold: 0n, raised: 0n }, 99_500_000n, 100)?.amountOut,
      fee: 995_000n,
    });
    expect(buyAtLaunch(sim, 'x')).toBeNull();
    expect(sim.vesting).toBeNull();
    expect(sim.fee).toBeNull();
  });

  it('shows the Indie vesting and the anti-sniping decay', () => {
    const sim = simulateLaunch(PRESETS.Indie);
    if (!sim?.vesting || !sim.fee) throw new Error('no vesting or fee');
    expect(sim.locked).toBe(100_000_000);
    expect(sim.vesting.unlocks[0]).toEqual({ day: 0, tokens: 0 });
    expect(sim.vesting.unlocks.at(-1)).toEqual({ day: 365, tokens: 100_000_000 });
    expect(sim.vesting.y.at(-1)).toBe(100_000_000);
    expect(sim.fee.y[0]).toBe(99);
    expect(sim.fee.y.at(-1)).toBe(1);
    expect(sim.fee.x.at(-1)).toBe(120);
    for (let i = 1; i < sim.fee.y.length; i++) expect(sim.fee.y[i]).toBeLessThanOrEqual(sim.fee.y[i - 1] ?? 0);
  });

  it('has no curve while the caps make none', () => {
    expect(simulateLaunch({ ...PRESETS.Meme, migrationMarketCap: '16000' })).toBeNull();
    expect(simulateLaunch({ ...PRESETS.Meme, initialMarketCap: 'abc' })).toBeNull();
  });

  it('plans a dev buy as the fresh curve fills it: tokens, share, price after, the 1 % slippage floor', () => {
    const sim = simulateLaunch(PRESETS.Meme);
    if (!sim) throw new Error('no simulation');
    const trade = quoteBuy(sim.curve, { sold: 0n, raised: 0n }, 100_000_000n, 100);
    const plan = devBuyPlan(sim, '100');
    if (!plan || typeof plan === 'string' || !trade) throw new Error(typeof plan === 'string' ? plan : 'no plan');
    expect(plan).toMatchObject({ quoteIn: 100_000_000n, tokens: trade.amountOut, fee: 1_000_000n });
    expect(plan.minOut).toBe((trade.amountOut * 99n) / 100n);
    expect(plan.sharePercent).toBeCloseTo((Number(trade.amountOut) / Number(STUDIO_TOTAL_SUPPLY)) * 100, 9);
    expect(plan.priceAfter).toBeGreaterThan(sim.startPrice);
    expect(devBuyPlan(sim, '')).toBeNull();
    expect(devBuyPlan(sim, '0')).toBeNull();
    expect(devBuyPlan(sim, 'lots')).toBe('Dev buy: enter an amount of USDC, or leave it empty.');
    expect(devBuyPlan(sim, '1000000')).toMatch(/would buy the whole curve at launch/);
  });
});
