import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { answerRefused } from '../edge/answer';
import { readJson } from '../edge/body';
import { Refused } from '../kit/refused';
import { badParam, refused } from './errors';
import { PREDICTION_ENVELOPE } from './http';
import { addressOf, enumOf } from './query';
import { orderBodySchema } from './order-body';
import { DEFAULT_SLIPPAGE_BPS } from './order-response';
import * as reads from './reads';
import type { PredictionService } from './service';

const p = (c: Context, name: string): string => c.req.param(name) ?? '';

const E = PREDICTION_ENVELOPE;

const json = (handler: (c: Context) => unknown) => async (c: Context) => c.json((await handler(c)) as object);

export function predictionRoutes(service: () => PredictionService) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    service().touch(new URL(c.req.url).origin);
    await next();
  });
  const m = () => service().markets;
  app.get(
    '/events',
    json((c) => reads.listEvents(m(), c.req.query())),
  );
  app.get(
    '/events/search',
    json((c) => reads.searchEvents(m(), c.req.query())),
  );
  app.get(
    '/events/scores',
    json((c) => reads.scores(m(), c.req.query())),
  );
  app.get(
    '/events/:eventId',
    json((c) => {
      const q = c.req.query();
      const event = reads.eventOr404(m(), p(c, 'eventId'));
      return m().eventJson(event, { markets: q.includeMarkets !== 'false', all: q.includeAllMarkets === 'true' });
    }),
  );
  app.get(
    '/events/:eventId/score',
    json((c) => m().score(reads.eventOr404(m(), p(c, 'eventId')))),
  );
  app.get(
    '/events/:eventId/markets',
    json((c) => reads.eventMarkets(m(), p(c, 'eventId'), c.req.query())),
  );
  app.get(
    '/events/:eventId/markets/:marketId',
    json((c) => {
      const market = reads.marketOr404(m(), p(c, 'marketId'));
      if (market.eventId !== p(c, 'eventId')) throw reads.marketNotInEvent(market.marketId);
      return m().marketJson(market);
    }),
  );
  app.get(
    '/markets/:marketId',
    json((c) => m().marketJson(reads.marketOr404(m(), p(c, 'marketId')))),
  );
  app.get(
    '/orderbook/:marketId',
    json((c) => m().orderbookJson(reads.marketOr404(m(), p(c, 'marketId')))),
  );
  const t = () => service().trading;
  const v = () => service().views;
  const fields = async (c: Context) => {
    const raw = await readJson(c, z.unknown(), E);
    return (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  };
  const owner = (raw: unknown) => addressOf(typeof raw === 'string' ? raw : undefined, 'ownerPubkey', true);

  app.post(
    '/orders',
    json(async (c) => t().createOrder(await readJson(c, orderBodySchema, E))),
  );
  app.get(
    '/orders',
    json((c) => v().orders(c.req.query())),
  );
  app.get(
    '/orders/status/:orderPubkey',
    json((c) => v().orderStatus(p(c, 'orderPubkey'))),
  );
  app.get(
    '/orders/:orderPubkey',
    json((c) => v().order(p(c, 'orderPubkey'))),
  );
  app.post(
    '/execute',
    json(async (c) => {
      const f = await fields(c);
      if (typeof f.signedTransaction !== 'string' || f.signedTransaction === '') {
        throw badParam('signedTransaction', 'signedTransaction is required', 'parameter_missing');
      }
      return t().execute(f.signedTransaction, typeof f.requestId === 'string' ? f.requestId : undefined);
    }),
  );
  app.get(
    '/positions',
    json((c) => v().positions(c.req.query())),
  );
  app.get(
    '/positions/:positionPubkey',
    json((c) => v().position(p(c, 'positionPubkey'))),
  );
  app.delete(
    '/positions/:positionPubkey',
    json(async (c) => {
      const f = await fields(c);
      const who = owner(f.ownerPubkey);
      return t().sell(
        { ownerPubkey: who, positionPubkey: p(c, 'positionPubkey') },
        t().held(p(c, 'positionPubkey')),
        DEFAULT_SLIPPAGE_BPS,
      );
    }),
  );
  app.delete(
    '/positions',
    json(async (c) => {
      const f = await fields(c);
      const who = owner(f.ownerPubkey);
      const bps = f.minSellPriceSlippageBps;
      if (typeof bps !== 'number' || !Number.isInteger(bps) || bps < 0 || bps > 10_000) {
        throw badParam('minSellPriceSlippageBps', 'minSellPriceSlippageBps is required: an integer from 0 to 10000');
      }
      return t().closeAll(who, bps);
    }),
  );
  app.post(
    '/positions/:positionPubkey/claim',
    json(async (c) => {
      const f = await fields(c);
      return t().claim(p(c, 'positionPubkey'), owner(f.ownerPubkey));
    }),
  );
  app.get(
    '/history',
    json((c) => v().history(c.req.query())),
  );
  const s = () => service().social;
  app.get(
    '/markets/:marketId/price-history',
    json((c) => {
      const windowS = { '24h': 86_400, '1w': 604_800 }[
        enumOf(c.req.query(), 'interval', ['24h', '1w'] as const) ?? '24h'
      ];
      return m().priceHistory(reads.marketOr404(m(), p(c, 'marketId')), windowS);
    }),
  );
  app.get(
    '/events/suggested/:pubkey',
    json((c) => s().suggested(p(c, 'pubkey'), c.req.query())),
  );
  app.get(
    '/profiles/:ownerPubkey',
    json((c) => s().profile(p(c, 'ownerPubkey'))),
  );
  app.get(
    '/profiles/:ownerPubkey/pnl-history',
    json((c) => s().pnlHistory(p(c, 'ownerPubkey'), c.req.query())),
  );
  app.get(
    '/leaderboards',
    json((c) => s().leaderboards(c.req.query())),
  );
  app.get(
    '/trades',
    json((c) => s().trades(c.req.query())),
  );
  app.get(
    '/vault-info',
    json(() => s().vaultInfo()),
  );
  app.get(
    '/trading-status',
    json(() => ({ trading_active: service().state.tradingActive })),
  );

  app.all(
    '*',
    json((c) => {
      throw refused(404, 'invalid_request_error', `No route for ${c.req.method} ${c.req.path}`, 'route_not_found');
    }),
  );
  app.onError((error, c) => {
    if (error instanceof Refused) return answerRefused(c, E, error);
    console.error(error);
    return answerRefused(c, E, refused(500, 'api_error', `Sandbox error: ${error.message}`, 'internal_error'));
  });
  return app;
}
