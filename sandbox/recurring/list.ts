import { type GetRecurringOrdersParams, RECURRING_PAGE_SIZE } from '../../src/api/recurring/schemas';
import { isActive, type RecurringContext } from './service';
import { timeRecurringWire } from './wire';

// GET /getRecurringOrders (supplement §7).
export function listOrders(ctx: RecurringContext, params: GetRecurringOrdersParams) {
  const wantActive = params.orderStatus === 'active';
  const orders =
    params.recurringType === 'price'
      ? []
      : [...ctx.book.orders.values()]
          .filter(
            (o) =>
              o.user === params.user &&
              isActive(o) === wantActive &&
              (params.mint === undefined || o.inputMint === params.mint || o.outputMint === params.mint),
          )
          .sort((a, b) => (wantActive ? b.createdAt - a.createdAt : b.updatedAt - a.updatedAt));
  const start = (params.page - 1) * RECURRING_PAGE_SIZE;
  const page = orders
    .slice(start, start + RECURRING_PAGE_SIZE)
    .map((o) => timeRecurringWire(ctx.world, o, params.includeFailedTx));
  const items =
    params.recurringType === 'all'
      ? { all: page.map((o) => ({ ...o, recurringType: 'time' as const })) }
      : { [params.recurringType]: page };
  return {
    user: params.user,
    orderStatus: params.orderStatus,
    ...items,
    totalPages: Math.ceil(orders.length / RECURRING_PAGE_SIZE),
    page: params.page,
  };
}
