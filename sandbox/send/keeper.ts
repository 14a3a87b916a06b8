import { observe, reconcile, sendCosigner } from './landing';
import { expireDue } from './payout';
import type { SendContext } from './service';

const KEEPER_TICK_MS = 1_000;
const running = new WeakMap<object, () => void>();

/**
 * Send's hooks on the ledger and the clock, one set per book however many apps mount the routes: landings are read
 * as they happen (the creation and the clawback land through the plain RPC), the escrows co-sign crafted clawbacks,
 * and expired invites go back to their senders every second and at once on a clock jump.
 */
export function startSend(ctx: SendContext, onAdvance: (listener: () => void) => () => void): () => void {
  const started = running.get(ctx.book);
  if (started) return started;
  reconcile(ctx);
  const offLanding = ctx.ledger.on('transaction', (record) => observe(ctx, record));
  const offCosigner = ctx.ledger.addCosigner(sendCosigner(ctx));
  const tick = () => {
    try {
      if (expireDue(ctx) > 0) ctx.persist();
    } catch (error) {
      console.error('send keeper:', error);
    }
  };
  const timer = setInterval(tick, KEEPER_TICK_MS);
  timer.unref();
  const offAdvance = onAdvance(tick);
  const stop = () => {
    clearInterval(timer);
    offAdvance();
    offCosigner();
    offLanding();
    running.delete(ctx.book);
  };
  running.set(ctx.book, stop);
  return stop;
}

/** Stop Send's hooks for this book, if they run (the sandbox closing). */
export function stopSend(book: object) {
  running.get(book)?.();
}
