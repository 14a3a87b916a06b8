import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getRecurringOrders } from './endpoints';
import type { GetRecurringOrdersParams } from './schemas';

export type RecurringListParams = Omit<GetRecurringOrdersParams, 'user'> & { user: string | undefined };

export const recurringQueries = {
  all: (client: ApiClient) => ['recurring', client.baseUrl] as const,
  list: (client: ApiClient, params: RecurringListParams) => {
    const { user, ...filters } = params;
    return queryOptions({
      queryKey: [...recurringQueries.all(client), 'list', user ?? null, filters] as const,
      queryFn: user ? ({ signal }) => getRecurringOrders(client, { ...filters, user }, signal) : skipToken,
      staleTime: 10_000,
    });
  },
};
