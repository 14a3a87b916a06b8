import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../api/http';
import { predictionQueries } from '../../../api/prediction/queries';
import type { HistoryList, PositionList } from '../../../api/prediction/schemas';
import { recurringQueries, type RecurringListParams } from '../../../api/recurring/queries';
import type { GetRecurringOrdersResponse } from '../../../api/recurring/schemas';
import { sendQueries } from '../../../api/send/queries';
import type { InviteListResponse } from '../../../api/send/schemas';
import { getOrderHistory } from '../../../api/trigger/endpoints';
import { triggerQueries } from '../../../api/trigger/queries';
import type { OrderHistoryResponse } from '../../../api/trigger/schemas';
import type { useWalletReads } from '../../inbox/hooks/use-wallet-reads';
import { ACTIVITY_PRODUCTS } from '../utils/model';
import { type OlderPages, useOlderPages } from './use-older-pages';

const ORDERS = { limit: 100, sort: 'updated_at', dir: 'desc' } as const;

type Reads = ReturnType<typeof useWalletReads>;

const recurringNext =
  (client: ApiClient, wallet: string, orderStatus: RecurringListParams['orderStatus']) =>
  (prev: GetRecurringOrdersResponse, page: number) =>
    prev.page < prev.totalPages
      ? recurringQueries.list(client, {
          user: wallet,
          orderStatus,
          recurringType: 'time',
          page,
          includeFailedTx: false,
        })
      : null;

/** Where the next prediction page starts: after the last one, as long as the one before. */
const span = (prev: HistoryList | PositionList) => ({
  start: prev.pagination.end,
  end: prev.pagination.end + Math.max(1, prev.pagination.end - prev.pagination.start),
});

export interface HistoryPages {
  orders: OrderHistoryResponse[];
  recurring: GetRecurringOrdersResponse[];
  invites: InviteListResponse[];
  predictionHistory: HistoryList[];
  positions: PositionList[];
  older: {
    more: boolean;
    reading: boolean;
    failed: { name: string; page: number; reason: string }[];
    /** Reads one more page of each history that has one, or again the pages that failed. */
    load: () => void;
  };
}

/** The pages after the first of each history, read one more of each each time the user asks for older entries. */
export function useHistoryPages(
  client: ApiClient,
  wallet: string,
  reads: Reads,
  recurringPast: UseQueryResult<GetRecurringOrdersResponse>,
  predictionHistory: UseQueryResult<HistoryList>,
): HistoryPages {
  const [depth, setDepth] = useState(0);
  const orders = useOlderPages(
    reads.signedIn ? reads.orders.data : undefined,
    (prev: OrderHistoryResponse) => {
      const offset = prev.pagination.offset + prev.orders.length;
      if (prev.orders.length === 0 || offset >= prev.pagination.total) return null;
      const params = { ...ORDERS, offset };
      const options = triggerQueries.history(client, wallet, params);
      return { ...options, queryFn: () => reads.session.read(() => getOrderHistory(client, params)) };
    },
    depth,
  );
  const active = useOlderPages(reads.recurring.data, recurringNext(client, wallet, 'active'), depth);
  const past = useOlderPages(recurringPast.data, recurringNext(client, wallet, 'history'), depth);
  const pending = useOlderPages(
    reads.pending.data,
    (prev: InviteListResponse, page) => (prev.hasMoreData ? sendQueries.pending(client, wallet, page) : null),
    depth,
  );
  const sent = useOlderPages(
    reads.history.data,
    (prev: InviteListResponse, page) =>
      prev.hasMoreData ? { ...sendQueries.history(client, wallet, page), placeholderData: undefined } : null,
    depth,
  );
  const bets = useOlderPages(
    predictionHistory.data,
    (prev: HistoryList) => (prev.pagination.hasNext ? predictionQueries.history(client, wallet, span(prev)) : null),
    depth,
  );
  const positions = useOlderPages(
    reads.positions.data,
    (prev: PositionList) => (prev.pagination.hasNext ? predictionQueries.positions(client, wallet, span(prev)) : null),
    depth,
  );
  const named: [string, OlderPages<unknown>][] = [
    [ACTIVITY_PRODUCTS.limit, orders],
    [`${ACTIVITY_PRODUCTS.recurring} (active)`, active],
    [`${ACTIVITY_PRODUCTS.recurring} (past)`, past],
    [`${ACTIVITY_PRODUCTS.invites} (pending)`, pending],
    [`${ACTIVITY_PRODUCTS.invites} (history)`, sent],
    [`${ACTIVITY_PRODUCTS.predictions} (history)`, bets],
    [`${ACTIVITY_PRODUCTS.predictions} (positions)`, positions],
  ];
  const failed = named.flatMap(([name, p]) => (p.failed ? [{ name, ...p.failed }] : []));
  return {
    orders: orders.pages,
    recurring: [...active.pages, ...past.pages],
    invites: [...pending.pages, ...sent.pages],
    predictionHistory: bets.pages,
    positions: positions.pages,
    older: {
      more: named.some(([, p]) => p.more),
      reading: named.some(([, p]) => p.reading),
      failed: failed.map(({ name, page, reason }) => ({ name, page, reason })),
      load: () => {
        if (failed.length > 0) failed.forEach((f) => f.retry());
        else setDepth((d) => d + 1);
      },
    },
  };
}
