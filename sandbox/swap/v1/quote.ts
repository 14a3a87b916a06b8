import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Ledger } from '../../chain/ledger';
import { findRoutes } from '../../kit/routing/find-routes';
import type { RouteQuote } from '../../kit/types';
import { dexConstraint, type QuoteRequestV1 } from './quote-params';
import { quoteWire, reliableAmmsReport, type QuoteWire } from './quote-wire';

/** Quote v1 is the on-chain aggregator's interface: only `aggregator_a` competes (no RFQ, no single-pool routers). */
export const QUOTE_V1_ROUTERS = ['aggregator_a'] as const;

/** The route aggregator_a offers for a quote-v1 request, or null when none exists within its constraints. */
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

/** The venues the request allows, for the single-pool report. */
function allowedBy(req: QuoteRequestV1): (pool: Pool) => boolean {
  const { dexes, excludeDexes } = dexConstraint(req);
  return (pool) => (dexes === undefined || dexes.has(pool.dex)) && !excludeDexes?.has(pool.dex);
}

/**
 * `GET /swap/v1/quote` (spec §4.1, §2.1): aggregator_a's best route with the request's platform fee and slippage.
 * `timeTaken` is in seconds, as the real service reports it; `contextSlot` is the slot the reserves were read at,
 * which also dates the quote for `POST /swap`.
 */
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
