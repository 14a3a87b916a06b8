import { defineFamily, type FamilyContext } from '../kit/family';
import { RecurringBook, type RecurringState } from './book';
import { startKeeper, stopKeeper } from './keeper';
import { recurringRoutes } from './routes';
import type { RecurringContext } from './service';

export function recurringContext(ctx: FamilyContext, book: RecurringBook): RecurringContext {
  return {
    world: ctx.world,
    ledger: ctx.ledger,
    get engine() {
      return ctx.engine;
    },
    now: () => ctx.time.now(),
    book,
    persist: () => ctx.persist(),
  };
}

export const recurringFamily = defineFamily({
  name: 'recurring',
  build: 'open',
  create(ctx, saved: RecurringState | undefined) {
    const book = new RecurringBook(() => ctx.markDirty());
    book.load(saved);
    return book;
  },
  save: (book) => book.toJSON(),
  reset: (book) => book.reset(),
  // Rounds fall due on the sandbox clock; a sandbox without the API runs none.
  keeper: {
    runs: 'app',
    start: (book, ctx) => startKeeper(recurringContext(ctx, book), (listener) => ctx.time.onAdvance(listener)),
    stop: (book) => stopKeeper(book),
  },
  mounts: [{ path: '/recurring/v1', routes: (ctx, book) => recurringRoutes(recurringContext(ctx, book())) }],
});
