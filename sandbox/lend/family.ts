import { defineFamily, type FamilyContext } from '../kit/family';
import { LendBook, type LendState } from './book';
import { startLend, stopLend } from './landing';
import { lendControlRoutes, lendRoutes } from './routes';
import type { LendContext } from './service';

export function lendContext(ctx: FamilyContext, book: LendBook): LendContext {
  return {
    world: ctx.world,
    ledger: ctx.ledger,
    seed: ctx.seed,
    now: () => ctx.time.now(),
    book,
    persist: () => ctx.persist(),
    fund: (owner, asset, amount) => ctx.fund(owner, { tokens: { [asset]: amount } }),
  };
}

export const lendFamily = defineFamily({
  name: 'lend',
  build: 'open',
  create(ctx, saved: LendState | undefined) {
    const book = new LendBook(() => ctx.markDirty());
    book.load(saved);
    return book;
  },
  save: (book) => book.toJSON(),
  reset: (book) => book.reset(),
  // Landing listeners, the vaults' co-signers and liquidation on the sandbox clock.
  keeper: {
    runs: 'app',
    start: (book, ctx) => startLend(lendContext(ctx, book), (listener) => ctx.time.onAdvance(listener)),
    stop: (book) => stopLend(book),
  },
  mounts: [{ path: '/lend/v1', routes: (ctx, book) => lendRoutes(lendContext(ctx, book())) }],
  control: [{ path: '/lend', routes: (ctx, book) => lendControlRoutes(lendContext(ctx, book())) }],
});
