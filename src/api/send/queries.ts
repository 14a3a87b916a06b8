import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getInviteHistory, getPendingInvites } from './endpoints';

export const sendQueries = {
  all: (client: ApiClient) => ['send', client.baseUrl] as const,
  pending: (client: ApiClient, address: string | undefined, page = 1) =>
    queryOptions({
      queryKey: [...sendQueries.all(client), 'pending', address ?? null, page] as const,
      queryFn: address ? ({ signal }) => getPendingInvites(client, { address, page }, signal) : skipToken,
      staleTime: 10_000,
    }),
  history: (client: ApiClient, address: string | undefined, page = 1) =>
    queryOptions({
      queryKey: [...sendQueries.all(client), 'history', address ?? null, page] as const,
      queryFn: address ? ({ signal }) => getInviteHistory(client, { address, page }, signal) : skipToken,
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};
