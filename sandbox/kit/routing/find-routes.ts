import { ROUTERS } from '../../../src/api/common';
import type { Engine } from '../../engine/engine';
import type { RouteQuote, RouteRequest, RouterName, RoutingResult } from '../types';
import { estimateAccounts } from './accounts';
import { marketMakerFor } from './market-maker';
import { memoReserves } from './pool-paths';
import { aggregatorA, singlePoolRouter } from './pool-routers';

const BPS = 10_000n;

const netOut = (q: RouteQuote): bigint => q.outAmount * (BPS - BigInt(q.defaultFeeBps));
const grossIn = (q: RouteQuote): bigint => q.inAmount * (BPS + BigInt(q.defaultFeeBps));

function beats(a: RouteQuote, b: RouteQuote): boolean {
  return a.swapMode === 'ExactIn' ? netOut(a) > netOut(b) : grossIn(a) < grossIn(b);
}

function rfqQuote(engine: Engine, req: RouteRequest, nowMs: number): RouteQuote | null {
  // The maker trades ExactIn only, and is no DEX that a quote-v1 `dexes` list could name.
  if (req.swapMode !== 'ExactIn' || req.dexes !== undefined) return null;
  const quote = marketMakerFor(engine).quote(req.inputMint, req.outputMint, req.amount, nowMs);
  if (!quote) return null;
  const accounts = estimateAccounts(req.inputMint, req.outputMint, [], true);
  return req.maxAccounts !== undefined && accounts > req.maxAccounts ? null : quote;
}

/** Every allowed router quotes; best output after its own fee wins, ties to the spec's router order. Reads only. */
export function findRoutes(engine: Engine, req: RouteRequest, nowMs: number): RoutingResult {
  const quotes: RouteQuote[] = [];
  if (req.amount <= 0n || req.inputMint === req.outputMint) return { best: null, quotes };
  const reserves = memoReserves((pool) => engine.liquidity.reserves(pool));
  const allowed = new Set<RouterName>(req.routers);
  for (const router of ROUTERS) {
    if (!allowed.has(router)) continue;
    let quote: RouteQuote | null;
    if (router === 'aggregator_a') quote = aggregatorA(engine.layout, req, reserves);
    else if (router === 'rfq_mm') quote = rfqQuote(engine, req, nowMs);
    else quote = singlePoolRouter(router, engine.layout, req, reserves);
    if (quote) quotes.push(quote);
  }
  let best: RouteQuote | null = null;
  for (const quote of quotes) if (best === null || beats(quote, best)) best = quote;
  return { best, quotes };
}
