import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earnRateHistoryResponseSchema,
  earnTokensResponseSchema,
  type EarnRateHistory,
} from '../../src/api/lend/schemas';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { openHarness, serveRpc, usdcFunding } from '../test-harness';
import { borrower, MIN_I128, operateAs } from './borrow/test-kit';
import { act, earningsOf, LEND, USDC, type LendEnv } from './test-kit';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'lend-rates-test' }));
});
afterAll(() => env.close());

const DAY = 86_400_000;

async function history(range: '7d' | '30d' = '30d'): Promise<EarnRateHistory> {
  const res = await env.call(`/earn/rate-history?asset=${USDC}&range=${range}`);
  expect(res.status).toBe(200);
  return earnRateHistoryResponseSchema.parse(res.body);
}
const usdcToken = async () =>
  earnTokensResponseSchema.parse((await env.call('/earn/tokens')).body).find((t) => t.assetAddress === USDC);
const nowSec = () => Math.floor(env.sandbox.time.now() / 1000);

describe('GET /lend/v1/earn/rate-history (sandbox only)', () => {
  it("starts with 30 days drawn from the curve, ending on the tokens' rate now", async () => {
    const month = await history();
    expect(month.points.length).toBeGreaterThan(150);
    expect(month.points[0]!.time).toBeGreaterThanOrEqual(nowSec() - 30 * 86_400);
    const last = month.points.at(-1)!;
    expect(last).toMatchObject({ supplyRate: 520, utilization: 8_000 });
    expect(last.time).toBeGreaterThanOrEqual(nowSec() - 1);
    expect(last.borrowRate).toBeGreaterThan(last.supplyRate);
    expect((await usdcToken())?.supplyRate).toBe(last.supplyRate);
    const week = await history('7d');
    expect(week.points.length).toBeLessThan(month.points.length / 3);
    expect(week.points.every((p) => p.time >= nowSec() - 7 * 86_400)).toBe(true);
  });

  it('records a point when a deposit moves utilisation, and the position earns at the new rate', async () => {
    const before = (await history()).points.length;
    const user = env.wallet(usdcFunding(5_000_000_000n));
    await act(env, 'deposit', user, USDC, 'amount', 4_000_000_000n);
    const after = await history();
    expect(after.points).toHaveLength(before + 1);
    const last = after.points.at(-1)!;
    // 16,000 lent of 24,000 supplied.
    expect(last.utilization).toBe(6_666);
    expect(last.supplyRate).toBeLessThan(520);
    expect((await usdcToken())?.supplyRate).toBe(last.supplyRate);
    // Free liquidity: 24,000 supplied less 16,000 lent, give or take the share conversion's rounding and the interest
    // of the seconds the test took (~40 units each).
    const free = (await usdcToken())?.liquiditySupplyData?.withdrawable ?? 0n;
    expect(free >= 7_999_999_990n && free < 8_001_000_000n).toBe(true);

    env.sandbox.time.advance(365 * DAY);
    const advancedAt = nowSec();
    const clocked = (await history()).points.filter((p) => p.time >= advancedAt - 1);
    expect(clocked.length).toBeGreaterThan(0);
    // A year's interest is supplied too: utilisation and the rate ease a little.
    expect(clocked[0]!.supplyRate).toBeLessThanOrEqual(last.supplyRate);
    expect(clocked[0]!.supplyRate).toBeGreaterThan(last.supplyRate - 10);
    const earned = BigInt((await earningsOf(env, user, USDC))?.earnings ?? 0);
    const expected = (4_000_000_000n * BigInt(last.supplyRate)) / 10_000n;
    // Exactly the year at the rate the deposit left (5.20 % would be 208 USDC), give or take rounding and the seconds the test took.
    expect(earned - expected).toBeGreaterThanOrEqual(-3n);
    expect(earned - expected).toBeLessThanOrEqual(1_000n);
  });

  it('moves with a withdrawal limit (liquidity that cannot leave counts as lent out)', async () => {
    const set = await env.control('/lend/withdrawal-limit', { asset: USDC, withdrawable: '30000000' });
    expect(set.status).toBe(200);
    const limited = (await history()).points.at(-1)!;
    expect(limited.utilization).toBeGreaterThan(9_900);
    expect(limited.supplyRate).toBeGreaterThan(3_000);
    await env.control('/lend/withdrawal-limit', { asset: USDC, withdrawable: null });
    expect((await history()).points.at(-1)!.supplyRate).toBeLessThan(520);
  });

  it("counts what the borrow vaults lend as USDC's: a borrow and its repayment each record a point", async () => {
    const before = (await history()).points.at(-1)!;
    const user = borrower(env, 2_000_000_000n, 200_000_000n);
    const id = await operateAs(env, user, { positionId: 0, colAmount: '2000000000', debtAmount: '100000000' });
    const borrowed = await history();
    const atBorrow = borrowed.points.at(-1)!;
    expect(atBorrow.utilization).toBeGreaterThan(before.utilization);
    expect(atBorrow.supplyRate).toBeGreaterThan(before.supplyRate);
    await operateAs(env, user, { positionId: id, debtAmount: MIN_I128 });
    const repaid = await history();
    expect(repaid.points.at(-1)!.utilization).toBe(before.utilization);
    expect(repaid.points.some((p) => p.utilization === atBorrow.utilization)).toBe(true);
  });

  it('answers 400 naming the field, and 404 in the real dialect (the real service has no such read)', async () => {
    expect((await env.call('/earn/rate-history?range=7d')).body.error).toMatch(/^asset/);
    expect((await env.call(`/earn/rate-history?asset=${USDC}&range=1y`)).body.error).toMatch(/^range/);
    const real = createApiApp({
      sandbox: env.sandbox,
      clock: new Clock(env.sandbox.ledger, 0),
      apiKey: 'k',
      dialect: 'real',
    });
    const res = await real.request(`/lend/v1/earn/rate-history?asset=${USDC}&range=7d`, {
      headers: { 'x-api-key': 'k' },
    });
    expect(res.status).toBe(404);
  });
});
