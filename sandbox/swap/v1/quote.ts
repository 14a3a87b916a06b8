import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Ledger } from '../../chain/ledger';
import { findRoutes } from '../../kit/routing/find-routes';
import type { RouteQuote } from '../../kit/types';
import { dexConstraint, type QuoteRequestV1 } from './quote-params';
import { quoteWire, reliableAmmsReport, type QuoteWire } from './quote-wire';

/** The on-chain aggregator's interface: no RFQ, no single-pool routers. */
export const QUOTE_V1_ROUTERS = ['aggregator_a'] as const;

export function routeForQuote(engine: Engine, req: QuoteRequestV1): RouteQuote | null {
  const result = findRoutes(
    engine,
    {
      inputMint: req.inputMint,
      outputMint: req.outputMint,
      amount: req.amount,
      swapMode: req.swapMode,
      routers: QUOTE_V1_ROUTERS,
      ...dexConstraint(req),
      onlyDirectRoutes: req.onlyDirectRoutes,
      restrictIntermediateTokens: req.restrictIntermediateTokens,
      maxAccounts: req.maxAccounts,
    },
    engine.nowMs(),
  );
  return result.best;
}

function allowedBy(req: QuoteRequestV1): (pool: Pool) => boolean {
  const { dexes, excludeDexes } = dexConstraint(req);
  return (pool) => (dexes === undefined || dexes.has(pool.dex)) && !excludeDexes?.has(pool.dex);
}

/** Spec §4.1, §2.1: `timeTaken` in seconds as the real service; `contextSlot` also dates the quote for `POST /swap`. */
export function quoteV1(engine: Engine, ledger: Ledger, req: QuoteRequestV1): QuoteWire | null {
  const started = performance.now();
  const route = routeForQuote(engine, req);
  if (!route) return null;
  const report = reliableAmmsReport(engine, route, allowedBy(req));
  return quoteWire(engine, route, req, {
    contextSlot: ledger.slot,
    timeTaken: (performance.now() - started) / 1000,
    report,
  });
}
