import { bookContext, bookFamily, type FamilyContext } from '../kit/family';

import { LendBook } from './book';
import { startLend, stopLend } from './landing';
import { lendControlRoutes, lendRoutes } from './routes';
import type { LendContext } from './service';

export function lendContext(ctx: FamilyContext, book: LendBook): LendContext {
  return {
    ...bookContext(ctx, book),
    fund: (owner, asset, amount) => ctx.fund(owner, { tokens: { [asset]: amount } }),
  };
}

// Its keeper: landing listeners, the vaults' co-signers and liquidation on the sandbox clock.
export const lendFamily = bookFamily({
  name: 'lend',
  book: LendBook,
  context: lendContext,
  start: startLend,
  stop: stopLend,
  api: { path: '/lend/v1', routes: lendRoutes },
  control: { path: '/lend', routes: lendControlRoutes },
});
