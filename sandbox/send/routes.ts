import { Hono } from 'hono';
import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import { craftClawbackParamsSchema, craftSendParamsSchema } from '../../src/api/send/schemas';
import { errorEnvelope, refusedAs } from '../edge/answer';
import { readJson, readQuery } from '../edge/body';
import { inviteHistory, inviteJson, listQuery, pendingInvites } from './list';
import { claimInvite, claimSchema } from './payout';
import { craftClawback, craftSend, INVITE_LIFETIME_MS, pendingInvite, type SendContext } from './service';

const E = errorEnvelope('Body must be JSON', false);

// Send: spec §4.9, supplement §9.
export function sendRoutes(ctx: SendContext) {
  const app = new Hono();
  app.onError(refusedAs(E));
  app.post('/craft-send', async (c) => c.json(craftSend(ctx, await readJson(c, craftSendParamsSchema, E))));
  app.post('/craft-clawback', async (c) => c.json(craftClawback(ctx, await readJson(c, craftClawbackParamsSchema, E))));
  app.get('/pending-invites', (c) => c.json(pendingInvites(ctx, readQuery(c, listQuery, E))));
  app.get('/invite-history', (c) => c.json(inviteHistory(ctx, readQuery(c, listQuery, E))));
  return app;
}

const expirySchema = z.strictObject({
  invitePDA: addressSchema,
  expiresInMs: z.int().min(1).max(INVITE_LIFETIME_MS),
});

/**
 * `/__sandbox/send/claim`: a recipient's claim, which only the real mobile app makes (supplement §9).
 * `/__sandbox/send/expiry`: a pending invite's expiry brought nearer, so a test sees it within a day of it.
 */
export function sendControlRoutes(ctx: SendContext) {
  return new Hono()
    .onError(refusedAs(E))
    .post('/claim', async (c) => {
      const req = await readJson(c, claimSchema, E);
      return c.json({ invite: inviteJson(claimInvite(ctx, req)) });
    })
    .post('/expiry', async (c) => {
      const { invitePDA, expiresInMs } = await readJson(c, expirySchema, E);
      const invite = pendingInvite(ctx, invitePDA);
      invite.expiresAt = Math.min(invite.expiresAt, ctx.now() + expiresInMs);
      ctx.book.changed();
      return c.json({ invite: inviteJson(invite) });
    });
}
