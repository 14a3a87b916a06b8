import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getOrderHistory } from '../../../api/trigger/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import { predictionQueries } from '../../../api/prediction/queries';
import { recurringQueries } from '../../../api/recurring/queries';
import { sendQueries } from '../../../api/send/queries';
import { triggerQueries } from '../../../api/trigger/queries';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useApiClient } from '../../../hooks/use-api-client';
import { useMintLabels } from '../../send-invites/hooks/use-invite-data';
import { useLaunchSection } from '../../portfolio/hooks/use-other-sections';
import { detectInvites, detectOrders, detectRecurring } from '../utils/detect-orders';
import { detectBorrow, detectFees, detectPredictions } from '../utils/detect-positions';
import type { InboxItem } from '../utils/model';

const POLL_MS = 10_000;
/** The limit orders page's own read (same key), so the two share one cache entry. */
const ORDERS = { limit: 100, sort: 'updated_at', dir: 'desc' } as const;

/**
 * Every product's history and position reads, polled. TanStack Query stops an interval while the tab is hidden and
 * refetches on focus (the catch-up); `background` keeps it going only for the user who asked for notifications.
 */
export function useInboxItems(
  wallet: string,
  now: number,
  background: boolean,
): { items: InboxItem[]; ready: boolean } {
  const client = useApiClient();
  const session = useTriggerSession();
  const poll = { refetchInterval: POLL_MS, refetchIntervalInBackground: background } as const;
  const signedIn = session.signedIn && session.wallet === wallet;
  const orderOptions = triggerQueries.history(client, signedIn ? wallet : undefined, ORDERS);
  const orders = useQuery({
    ...orderOptions,
    ...(signedIn ? { queryFn: () => session.read(() => getOrderHistory(client, ORDERS)) } : {}),
    ...poll,
  });
  const recurring = useQuery({
    ...recurringQueries.list(client, {
      user: wallet,
      orderStatus: 'active',
      recurringType: 'time',
      page: 1,
      includeFailedTx: false,
    }),
    ...poll,
  });
  const pending = useQuery({ ...sendQueries.pending(client, wallet), ...poll });
  const history = useQuery({ ...sendQueries.history(client, wallet), ...poll });
  const positions = useQuery({ ...predictionQueries.positions(client, wallet), ...poll });
  const borrows = useQuery({ ...lendQueries.borrowPositions(client, [wallet]), ...poll });
  const vaults = useQuery(lendQueries.borrowVaults(client));
  const launches = useLaunchSection(wallet);
  const invites = [...(pending.data?.invites ?? []), ...(history.data?.invites ?? [])];
  const labelOf = useMintLabels(invites.map((i) => i.mint));

  const o = orders.data?.orders;
  const r = recurring.data?.time;
  const p = pending.data?.invites;
  const h = history.data?.invites;
  const pos = positions.data?.data;
  const b = borrows.data;
  const v = vaults.data;
  const fees = launches.items;
  // The first answer of every read (or its failure) is the baseline; before it, an empty list would be misread.
  const reads = [recurring, pending, history, positions, borrows, ...(signedIn ? [orders] : [])];
  const ready = reads.every((q) => q.isFetched);
  const items = useMemo(
    () => [
      ...detectOrders(o ?? [], wallet, now),
      ...detectRecurring(r ?? [], now),
      ...detectInvites(p ?? [], h ?? [], wallet, labelOf, now),
      ...detectPredictions(pos ?? [], wallet, now),
      ...detectBorrow(b ?? [], v ?? []),
      ...detectFees(fees),
    ],
    [o, r, p, h, pos, b, v, fees, wallet, labelOf, now],
  );
  return { items, ready };
}
