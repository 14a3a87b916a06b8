import { Hono, type Context } from 'hono';
import { envelope, PredictionError } from './errors';
import * as reads from './reads';
import type { PredictionService } from './service';

type Handler = (c: Context) => unknown;

const p = (c: Context, name: string): string => c.req.param(name) ?? '';

/** Every answer in JSON; a PredictionError becomes the family's envelope (supplement §11). */
const json =
  (handler: Handler) =>
  async (c: Context): Promise<Response> => {
    try {
      return c.json((await handler(c)) as object);
    } catch (error) {
      if (error instanceof PredictionError) return c.json(envelope(error), error.status);
      throw error;
    }
  };

/** `/prediction/v1`: thin routes over the family's domain code. */
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
  app.get(
    '/trading-status',
    json(() => ({ trading_active: service().state.tradingActive })),
  );

  app.all(
    '*',
    json((c) => {
      throw new PredictionError(
        404,
        'invalid_request_error',
        `No route for ${c.req.method} ${c.req.path}`,
        'route_not_found',
      );
    }),
  );
  app.onError((error, c) => {
    console.error(error);
    const message = `Sandbox error: ${error instanceof Error ? error.message : String(error)}`;
    return c.json(envelope(new PredictionError(500, 'api_error', message, 'internal_error')), 500);
  });
  return app;
}
