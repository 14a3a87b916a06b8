import { describe, expect, it } from 'vitest';
import { orderResponseSchema, type OrderResponse } from '../../../api/swap/schemas-v2';
import { OTHER, orderWire, SOL, TAKER, USDC } from '../../../api/swap/test-fixtures';
import {
  allInUsd,
  costLines,
  impactOf,
  impactTier,
  MAX_ROUTE_STEPS,
  payerRole,
  percentText,
  rateText,
  routeView,
} from './quote-view';

const sol = { mint: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { mint: USDC, symbol: 'USDC', decimals: 6 };
const order = (over: Partial<Record<string, unknown>> = {}): OrderResponse =>
  orderResponseSchema.parse({ ...orderWire, router: 'aggregator_a', taker: TAKER, ...over });

describe('rate', () => {
  it('shows the rate both ways from the amounts', () => {
    expect(rateText(order(), sol, usdc, false)).toBe('1 SOL ≈ 170.575 USDC');
    expect(rateText(order(), sol, usdc, true)).toBe('1 USDC ≈ 0.00586254 SOL');
  });
});

describe('price impact (issue 24)', () => {
  const noUsd = (over: Record<string, unknown>) => {
    const { inUsdValue: _i, outUsdValue: _o, priceImpact: _p, ...rest } = orderWire;
    return orderResponseSchema.parse({ ...rest, ...over });
  };
  it('reads priceImpactPct as the fraction, never the percentage-point priceImpact of the real service', () => {
    // Real service since July 2026: priceImpact -1.2 means -1.2 %, priceImpactPct "-0.012" the same as a fraction.
    expect(impactOf(noUsd({ priceImpact: -1.2, priceImpactPct: '-0.012' }))).toBeCloseTo(0.012);
    // The sandbox (spec): both fractions.
    expect(impactOf(noUsd({ priceImpact: -0.012, priceImpactPct: '-0.012' }))).toBeCloseTo(0.012);
  });
  it('never alarms when the impact is in the user’s favour', () => {
    expect(impactOf(noUsd({ priceImpactPct: '0.3' }))).toBe(0);
    // The USD values decide the direction when the order has them (they cannot be on another scale).
    expect(impactOf(order({ priceImpactPct: '-0.3', inUsdValue: 100, outUsdValue: 130 }))).toBe(0);
    expect(impactTier(impactOf(order({ priceImpactPct: '0.3', inUsdValue: 100, outUsdValue: 130 })))).toBe('low');
  });
  it('counts a loss the USD values show, at the steeper of the two readings', () => {
    expect(impactOf(order({ priceImpactPct: '0.2', inUsdValue: 100, outUsdValue: 99 }))).toBeCloseTo(0.2);
    expect(impactOf(order({ priceImpactPct: '-0.0001', inUsdValue: 100, outUsdValue: 60 }))).toBeCloseTo(0.4);
  });
  it('falls back to the USD values when priceImpactPct cannot be read', () => {
    expect(impactOf(order({ priceImpactPct: 'n/a', inUsdValue: 100, outUsdValue: 80 }))).toBeCloseTo(0.2);
  });
  it('tiers at 1 % (warn), 5 % (checkbox), 15 % (typed) and refuses above 50 %', () => {
    expect(impactTier(0)).toBe('low');
    expect(impactTier(0.01)).toBe('low');
    expect(impactTier(0.0101)).toBe('warn');
    expect(impactTier(0.05)).toBe('warn');
    expect(impactTier(0.0501)).toBe('confirm');
    expect(impactTier(0.15)).toBe('confirm');
    expect(impactTier(0.1501)).toBe('typed');
    expect(impactTier(0.5)).toBe('typed');
    expect(impactTier(0.5001)).toBe('refuse');
  });
  it('treats an unreadable impact as unknown, which needs the typed confirmation', () => {
    expect(impactOf(noUsd({ priceImpact: -0.001, priceImpactPct: 'n/a' }))).toBeNull();
    expect(impactTier(null)).toBe('typed');
    expect(percentText(null)).toBe('unknown');
  });
  it('refuses an order whose lamport fees are not whole numbers (they would crash the cost lines)', () => {
    for (const key of ['signatureFeeLamports', 'prioritizationFeeLamports', 'rentFeeLamports']) {
      expect(orderResponseSchema.safeParse({ ...orderWire, [key]: 5000.5 }).success, key).toBe(false);
      expect(orderResponseSchema.safeParse({ ...orderWire, [key]: -1 }).success, key).toBe(false);
    }
  });
  it('prints small impacts honestly', () => {
    expect(percentText(0.00001)).toBe('<0.01%');
    expect(percentText(0.0523)).toBe('5.23%');
  });
});

describe('route', () => {
  it('counts hops and splits', () => {
    const step = (label: string, i: string, o: string, bps: number) => ({
      swapInfo: { ammKey: label, label, inputMint: i, outputMint: o, inAmount: '1', outAmount: '1' },
      percent: bps / 100,
      bps,
    });
    const split = routeView(
      order({ routePlan: [step('Orca Whirlpool', SOL, USDC, 6000), step('Phoenix', SOL, USDC, 4000)] }),
    );
    expect(split).toMatchObject({ hops: 1, splits: 2 });
    expect(split.steps.map((s) => s.percent)).toEqual([60, 40]);
    const twoHop = routeView(
      order({ outputMint: OTHER, routePlan: [step('A', SOL, USDC, 10000), step('B', USDC, OTHER, 10000)] }),
    );
    expect(twoHop).toMatchObject({ hops: 2, splits: 1 });
  });

  it('lists at most MAX_ROUTE_STEPS steps and counts the rest (a 10,000-step route, issue 11 §5)', () => {
    const step = {
      swapInfo: { ammKey: 'k', label: 'X', inputMint: SOL, outputMint: USDC, inAmount: '1', outAmount: '1' },
    };
    const long = routeView(order({ routePlan: Array.from({ length: 10_000 }, () => step) }));
    expect(long.steps).toHaveLength(MAX_ROUTE_STEPS);
    expect(long.moreSteps).toBe(10_000 - MAX_ROUTE_STEPS);
    expect(long.splits).toBe(10_000);
  });
});

describe('costs and payers', () => {
  it('prices each fee from the order and says who pays', () => {
    const o = order({
      platformFee: { amount: '8529', feeBps: 5, feeMint: USDC },
      signatureFeePayer: TAKER,
      prioritizationFeePayer: TAKER,
      rentFeeLamports: 2_039_280,
      rentFeePayer: TAKER,
    });
    const lines = costLines(o, [sol, usdc], 170);
    expect(lines.map((l) => [l.key, l.amount, l.payer])).toEqual([
      ['platform', '0.008529 USDC (5 bps)', 'you'],
      ['signature', '0.000005 SOL', 'you'],
      ['priority', '0.0002546 SOL', 'you'],
      ['rent', '0.00203928 SOL', 'you'],
    ]);
    const usd = allInUsd(lines);
    expect(usd).toBeCloseTo(0.008529 * (17.05 / 17.05746) + (5000 + 254600 + 2039280) * 1.7e-7, 6);
  });
  it('leaves out fees others pay from the all-in figure', () => {
    const gas = 'gasTzr94Pmp4Gf8vknQnqxeYxdgwFjbgdJa4msYRpnB';
    const o = order({ gasless: true, feeMint: USDC, signatureFeePayer: gas, prioritizationFeePayer: gas });
    expect(payerRole(gas, o)).toBe('service');
    const lines = costLines(o, [sol, usdc], 170);
    expect(lines.find((l) => l.key === 'signature')?.payer).toBe('service');
    expect(allInUsd(lines)).toBeCloseTo((8529 * 17.05) / 17057460, 8);
  });
  it('names the market maker when it pays', () => {
    const o = order({ router: 'rfq_mm', maker: OTHER, signatureFeePayer: OTHER });
    expect(payerRole(OTHER, o)).toBe('market-maker');
  });
});
