import type * as z from 'zod';
import type { quoteSchema, routePlanStepV1Schema } from '../../../src/api/swap/schemas-v1';
import { poolExactIn } from '../../engine/pool-math';
import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { Hop, RouteQuote } from '../../kit/types';

export type QuoteWire = z.input<typeof quoteSchema>;
type RoutePlanStepWire = z.input<typeof routePlanStepV1Schema>;

const BPS = 10_000n;

export interface QuoteTerms {
  readonly slippageBps: number;
  readonly platformFeeBps: number;
  readonly instructionVersion: 'V1' | 'V2';
}

/** Spec §2.1. */
export interface QuoteAmounts {
  readonly inAmount: bigint;
  readonly outAmount: bigint;
  readonly otherAmountThreshold: bigint;
  /** As Jupiter v6 charges it. */
  readonly platformFee: bigint;
}

/** ExactIn: fee off the output, threshold = output − slippage; ExactOut: fee on the input, threshold = most input. */
export function quoteAmounts(
  route: Pick<RouteQuote, 'swapMode' | 'inAmount' | 'outAmount'>,
  terms: Pick<QuoteTerms, 'slippageBps' | 'platformFeeBps'>,
): QuoteAmounts {
  const feeBps = BigInt(terms.platformFeeBps);
  const slippage = BigInt(terms.slippageBps);
  if (route.swapMode === 'ExactIn') {
    const platformFee = (route.outAmount * feeBps) / BPS;
    const outAmount = route.outAmount - platformFee;
    return {
      inAmount: route.inAmount,
      outAmount,
      otherAmountThreshold: (outAmount * (BPS - slippage)) / BPS,
      platformFee,
    };
  }
  const platformFee = (route.inAmount * feeBps) / BPS;
  const inAmount = route.inAmount + platformFee;
  return {
    inAmount,
    outAmount: route.outAmount,
    otherAmountThreshold: (inAmount * (BPS + slippage)) / BPS,
    platformFee,
  };
}

/** Largest remainder. */
function shares(parts: readonly bigint[], total: number): number[] {
  const sum = parts.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return parts.map(() => 0);
  const exact = parts.map((p) => (p * BigInt(total) * 1_000_000n) / sum);
  const floors = exact.map((e) => Number(e / 1_000_000n));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [Number(e % 1_000_000n), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** Path by path (`/swap` rebuilds paths from it); `percent` is null under `instructionVersion=V2` (spec §2.1). */
export function routePlan(
  route: RouteQuote,
  ammKey: (pool: Pool) => Address,
  version: 'V1' | 'V2',
): RoutePlanStepWire[] {
  const hops: Hop[] = route.paths.flatMap((p) => [...p.hops]);
  const byMint = new Map<Address, number[]>();
  hops.forEach((hop, i) => byMint.set(hop.inputMint, [...(byMint.get(hop.inputMint) ?? []), i]));
  const bps = new Array<number>(hops.length).fill(0);
  const percent = new Array<number>(hops.length).fill(0);
  for (const indices of byMint.values()) {
    const amounts = indices.map((i) => hops[i]?.amountIn ?? 0n);
    const b = shares(amounts, 10_000);
    const p = shares(amounts, 100);
    indices.forEach((hopIndex, k) => {
      bps[hopIndex] = b[k] ?? 0;
      percent[hopIndex] = p[k] ?? 0;
    });
  }
  return hops.map((hop, i) => ({
    swapInfo: {
      ammKey: ammKey(hop.pool),
      label: hop.pool.dex,
      inputMint: hop.inputMint,
      outputMint: hop.outputMint,
      inAmount: hop.amountIn.toString(),
      outAmount: hop.amountOut.toString(),
      // Deprecated (spec §2.1): the AMM fee is already inside outAmount.
      feeAmount: '0',
      feeMint: hop.inputMint,
    },
    percent: version === 'V2' ? null : (percent[i] ?? 0),
    bps: bps[i] ?? 0,
  }));
}

export function fractionString(x: number): string {
  if (!Number.isFinite(x) || x === 0) return '0';
  const text = x.toFixed(12).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** Each direct pool → what it alone would pay, so a client can check the route against single markets. */
export function reliableAmmsReport(
  engine: Engine,
  route: RouteQuote,
  allowed: (pool: Pool) => boolean,
): { info: Record<string, string> } | null {
  const { inputMint, outputMint } = route;
  const info: Record<string, string> = {};
  for (const pool of engine.layout.byMint.get(inputMint) ?? []) {
    const pair = pool.baseMint === inputMint ? pool.quoteMint : pool.baseMint;
    if (pair !== outputMint || !allowed(pool)) continue;
    const r = engine.liquidity.reserves(pool);
    const [rin, rout] = pool.baseMint === inputMint ? [r.base, r.quote] : [r.quote, r.base];
    if (rin === 0n || rout === 0n) continue;
    const baseIn = pool.baseMint === inputMint;
    info[engine.layout.addresses(pool).id] = poolExactIn(pool, rin, rout, route.inAmount, baseIn).amountOut.toString();
  }
  return Object.keys(info).length > 0 ? { info } : null;
}

/** Spec §2.1. */
export function quoteWire(
  engine: Engine,
  route: RouteQuote,
  terms: QuoteTerms,
  extra: { contextSlot: number; timeTaken: number; report: QuoteWire['mostReliableAmmsQuoteReport'] },
): QuoteWire {
  const amounts = quoteAmounts(route, terms);
  return {
    inputMint: route.inputMint,
    inAmount: amounts.inAmount.toString(),
    outputMint: route.outputMint,
    outAmount: amounts.outAmount.toString(),
    otherAmountThreshold: amounts.otherAmountThreshold.toString(),
    swapMode: route.swapMode,
    slippageBps: terms.slippageBps,
    platformFee:
      terms.platformFeeBps > 0 ? { amount: amounts.platformFee.toString(), feeBps: terms.platformFeeBps } : null,
    priceImpactPct: fractionString(route.priceImpact),
    routePlan: routePlan(route, (pool) => engine.layout.addresses(pool).id, terms.instructionVersion),
    contextSlot: extra.contextSlot,
    timeTaken: extra.timeTaken,
    mostReliableAmmsQuoteReport: extra.report,
  };
}
