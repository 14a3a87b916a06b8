import type { Router } from '../../../src/api/common';
import { poolExactIn } from '../../engine/pool-math';
import type { Engine } from '../../engine/engine';
import type { Reserves } from '../../engine/liquidity';
import type { Address } from '../../world/address';
import type { RouteQuote } from '../../kit/types';

/** Spec §2.2. */
export const SWAP_TYPE: Readonly<Record<Router, string>> = {
  aggregator_a: 'aggregator',
  rfq_mm: 'rfq',
  aggregator_b: 'aggregator_b',
  aggregator_c: 'aggregator_c',
};

export const RFQ_LABEL = 'RFQ Market Maker';

export function usdOf(engine: Engine, mint: Address, raw: bigint): number | undefined {
  const price = engine.prices.usdNow(mint);
  const token = engine.world.byMint.get(mint);
  if (price === null || !token) return undefined;
  return Math.round((Number(raw) / 10 ** token.decimals) * price * 1e6) / 1e6;
}

export interface RoutePlanStep {
  swapInfo: {
    ammKey: string;
    label: string;
    inputMint: string;
    outputMint: string;
    inAmount: string;
    outAmount: string;
    feeAmount: string;
    feeMint: string;
  };
  percent: number;
  bps: number;
  usdValue?: number | undefined;
}

/** Spec §2.2: `bps`/`percent` are the share of all input of that mint at that stage (a two-hop path 100 % each). */
export function routePlan(engine: Engine, route: RouteQuote): RoutePlanStep[] {
  if (route.paths.length === 0) {
    const usdValue = usdOf(engine, route.inputMint, route.inAmount);
    return [
      {
        swapInfo: {
          ammKey: route.rfq?.maker ?? '',
          label: RFQ_LABEL,
          inputMint: route.inputMint,
          outputMint: route.outputMint,
          inAmount: route.inAmount.toString(),
          outAmount: route.outAmount.toString(),
          feeAmount: '0',
          feeMint: route.inputMint,
        },
        percent: 100,
        bps: 10_000,
        ...(usdValue === undefined ? {} : { usdValue }),
      },
    ];
  }
  const hops = route.paths.flatMap((p) => p.hops);
  const intoMint = new Map<Address, bigint>();
  for (const hop of hops) intoMint.set(hop.inputMint, (intoMint.get(hop.inputMint) ?? 0n) + hop.amountIn);
  return hops.map((hop) => {
    const total = intoMint.get(hop.inputMint) ?? 0n;
    const bps = total === 0n ? 0 : Number((hop.amountIn * 10_000n + total / 2n) / total);
    const usdValue = usdOf(engine, hop.inputMint, hop.amountIn);
    return {
      swapInfo: {
        ammKey: engine.layout.addresses(hop.pool).id,
        label: hop.pool.dex,
        inputMint: hop.inputMint,
        outputMint: hop.outputMint,
        inAmount: hop.amountIn.toString(),
        outAmount: hop.amountOut.toString(),
        feeAmount: hop.lpFee.toString(),
        feeMint: hop.inputMint,
      },
      percent: bps / 100,
      bps,
      // Absent when unpriced: left out of the JSON (a spread made each step a slower object to build and write).
      usdValue,
    };
  });
}

export function swapEvents(route: RouteQuote) {
  if (route.paths.length === 0) {
    return [
      {
        inputMint: route.inputMint,
        inputAmount: route.inAmount.toString(),
        outputMint: route.outputMint,
        outputAmount: route.outAmount.toString(),
      },
    ];
  }
  return route.paths.flatMap((p) =>
    p.hops.map((h) => ({
      inputMint: h.inputMint,
      inputAmount: h.amountIn.toString(),
      outputMint: h.outputMint,
      outputAmount: h.amountOut.toString(),
    })),
  );
}

/** In transaction order, each hop seeing the reserves earlier hops left (two paths may share a pool). */
export function requotePools(engine: Engine, route: RouteQuote): bigint {
  const reserves = new Map<number, Reserves>();
  let total = 0n;
  for (const path of route.paths) {
    let amount = path.hops[0]?.amountIn ?? 0n;
    for (const hop of path.hops) {
      const r = reserves.get(hop.pool.index) ?? engine.liquidity.reserves(hop.pool);
      const baseIn = hop.inputMint === hop.pool.baseMint;
      const [rin, rout] = baseIn ? [r.base, r.quote] : [r.quote, r.base];
      const q = poolExactIn(hop.pool, rin, rout, amount, baseIn);
      const next = baseIn
        ? { base: q.reserveInAfter, quote: q.reserveOutAfter }
        : { base: q.reserveOutAfter, quote: q.reserveInAfter };
      reserves.set(hop.pool.index, next);
      amount = q.amountOut;
    }
    total += amount;
  }
  return total;
}
