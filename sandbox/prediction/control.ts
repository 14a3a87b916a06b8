import { Hono } from 'hono';
import * as z from 'zod';
import { jsonBody } from '../edge/validate';
import { eventSvg } from './image';
import type { PredictionService } from './service';

const resolveSchema = z.strictObject({ marketId: z.string().min(1), result: z.enum(['yes', 'no']) });
const tradingSchema = z.strictObject({ active: z.boolean() });

export function predictionControlRoutes(service: () => PredictionService) {
  const app = new Hono();

  app.get('/images/:file', (c) => {
    const eventId = decodeURIComponent(c.req.param('file').replace(/\.svg$/, ''));
    const event = service().markets.event(eventId);
    if (!event) return c.json({ error: `no event ${eventId}` }, 404);
    return c.body(eventSvg(event), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.post('/resolve', async (c) => {
    const body = await jsonBody(c, resolveSchema);
    if (!body.ok) return body.response;
    const answer = service().resolve(body.data.marketId, body.data.result);
    if ('error' in answer) return c.json(answer, answer.status);
    return c.json(answer);
  });

  app.post('/trading', async (c) => {
    const body = await jsonBody(c, tradingSchema);
    if (!body.ok) return body.response;
    service().setTradingActive(body.data.active);
    return c.json({ trading_active: body.data.active });
  });

  return app;
}
