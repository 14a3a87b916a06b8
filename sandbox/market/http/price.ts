import { Hono } from 'hono';
import { PRICE_IDS_MAX, type PriceResponse } from '../../../src/api/price/schemas';
import { priceEntry } from '../../engine/records';
import type { FamilyContext } from '../../kit/family';
import { PLAIN, refusedAs } from '../../edge/answer';
import { mintList } from '../../edge/query';

/** Price v3 (supplement §1): USD prices of up to 50 mints; a mint without a price (or unknown) is left out. */
export function priceRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.get('/', (c) => {
    const out: PriceResponse = {};
    for (const mint of mintList(c.req.query('ids'), 'ids', PRICE_IDS_MAX)) {
      const token = ctx.world.byMint.get(mint);
      const entry = token && priceEntry(ctx.engine, token);
      if (entry) out[mint] = entry;
    }
    return c.json(out);
  });
  return app;
}
