import { observe, reconcile, sendCosigner } from './landing';
import { expireDue } from './payout';
import type { SendContext } from './service';

const KEEPER_TICK_MS = 1_000;
const running = new WeakMap<object, () => void>();

// One set of hooks per book however many apps mount the routes.
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

export function stopSend(book: object) {
  running.get(book)?.();
}
