import { bookContext, bookFamily, type FamilyContext } from '../kit/family';

import { seedRecurringOrders } from './big-wallet';
import { RecurringBook } from './book';
import { startKeeper, stopKeeper } from './keeper';
import { recurringRoutes } from './routes';
import type { RecurringContext } from './service';

export function recurringContext(ctx: FamilyContext, book: RecurringBook): RecurringContext {
  return {
    ...bookContext(ctx, book),
    get engine() {
      return ctx.engine;
    },
  };
}

// Rounds fall due on the sandbox clock; a sandbox without the API runs none.
export const recurringFamily = bookFamily({
  name: 'recurring',
  book: RecurringBook,
  context: recurringContext,
  start: startKeeper,
  stop: stopKeeper,
  api: { path: '/recurring/v1', routes: recurringRoutes },
  seedWallet: seedRecurringOrders,
});
