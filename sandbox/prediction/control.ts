import { Hono } from 'hono';
import * as z from 'zod';
import { PLAIN, refusedAs } from '../edge/answer';
import { readJson } from '../edge/body';
import { Refused } from '../kit/refused';
import { eventSvg } from './image';
import type { PredictionService } from './service';

const resolveSchema = z.strictObject({ marketId: z.string().min(1), result: z.enum(['yes', 'no']) });
const tradingSchema = z.strictObject({ active: z.boolean() });

export function predictionControlRoutes(service: () => PredictionService) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));

  app.get('/images/:file', (c) => {
    const eventId = decodeURIComponent(c.req.param('file').replace(/\.svg$/, ''));
    const event = service().markets.event(eventId);
    if (!event) throw new Refused(404, `no event ${eventId}`);
    return c.body(eventSvg(event), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.post('/resolve', async (c) => {
    const body = await readJson(c, resolveSchema, PLAIN);
    return c.json(service().resolve(body.marketId, body.result));
  });

  app.post('/trading', async (c) => {
    const { active } = await readJson(c, tradingSchema, PLAIN);
    service().setTradingActive(active);
    return c.json({ trading_active: active });
  });

  return app;
}
