import { Hono } from 'hono';
import type { Sandbox } from '../sandbox';
import { startSend } from './keeper';
import { inviteHistory, inviteJson, pendingInvites } from './list';
import { claimInvite } from './payout';
import { answer } from '../edge/validate';
import { craftClawback, craftSend, type SendContext } from './service';

export function sendContext(sandbox: Sandbox): SendContext {
  return {
    world: sandbox.world,
    ledger: sandbox.ledger,
    seed: sandbox.options.seed,
    now: () => sandbox.time.now(),
    book: sandbox.send,
    persist: () => sandbox.save(true),
  };
}

// Send: spec §4.9, supplement §9.
export function sendRoutes(sandbox: Sandbox) {
  const ctx = sendContext(sandbox);
  startSend(ctx, (listener) => sandbox.time.onAdvance(listener));
  const app = new Hono();
  app.post('/craft-send', (c) => answer(c, (body) => craftSend(ctx, body)));
  app.post('/craft-clawback', (c) => answer(c, (body) => craftClawback(ctx, body)));
  app.get('/pending-invites', (c) => answer(c, (query) => pendingInvites(ctx, query)));
  app.get('/invite-history', (c) => answer(c, (query) => inviteHistory(ctx, query)));
  return app;
}

/** `/__sandbox/send/claim`: a recipient's claim, which only the real mobile app makes (supplement §9). */
export function sendControlRoutes(sandbox: Sandbox) {
  return new Hono().post('/claim', (c) =>
    answer(c, (body) => ({ invite: inviteJson(claimInvite(sendContext(sandbox), body)) })),
  );
}
