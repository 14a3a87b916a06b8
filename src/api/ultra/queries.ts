import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { wireKey } from '../wire-key';
import { getOrder } from './endpoints';
import { ultraOrderParamsSchema, type UltraOrderParams } from './schemas';

export const ultraQueries = {
  all: (client: ApiClient) => ['ultra', client.baseUrl] as const,

  /** GET /ultra/v1/order: a quote without `taker`; with `taker` it carries an unsigned transaction, never cached. */
  order: (client: ApiClient, params: UltraOrderParams | undefined) => {
    const carriesTransaction = params?.taker !== undefined;
    return queryOptions({
      queryKey: [
        ...ultraQueries.all(client),
        'order',
        params ? wireKey(ultraOrderParamsSchema, params) : null,
      ] as const,
      queryFn: params ? ({ signal }) => getOrder(client, params, signal) : skipToken,
      ...(carriesTransaction ? { staleTime: 0, gcTime: 0 } : { staleTime: 10_000 }),
    });
  },
};
