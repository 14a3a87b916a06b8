import { defineFamily, type FamilyContext } from '../kit/family';
import { SendBook, type SendState } from './book';
import { startSend, stopSend } from './keeper';
import { sendControlRoutes, sendRoutes } from './routes';
import type { SendContext } from './service';

export function sendContext(ctx: FamilyContext, book: SendBook): SendContext {
  return {
    world: ctx.world,
    ledger: ctx.ledger,
    seed: ctx.seed,
    now: () => ctx.time.now(),
    book,
    persist: () => ctx.persist(),
  };
}

export const sendFamily = defineFamily({
  name: 'send',
  build: 'open',
  create(ctx, saved: SendState | undefined) {
    const book = new SendBook(() => ctx.markDirty());
    book.load(saved);
    return book;
  },
  save: (book) => book.toJSON(),
  reset: (book) => book.reset(),
  // The landing listener, the escrow co-signer and expiry on the sandbox clock.
  keeper: {
    runs: 'app',
    start: (book, ctx) => startSend(sendContext(ctx, book), (listener) => ctx.time.onAdvance(listener)),
    stop: (book) => stopSend(book),
  },
  mounts: [{ path: '/send/v1', routes: (ctx, book) => sendRoutes(sendContext(ctx, book())) }],
  control: [{ path: '/send', routes: (ctx, book) => sendControlRoutes(sendContext(ctx, book())) }],
});
