import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import { recurringQueries } from '../../../api/recurring/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWalletReads } from '../../inbox/hooks/use-wallet-reads';
import { useMintLabels } from '../../send-invites/hooks/use-invite-data';
import { ACTIVITY_PRODUCTS, type ActivityProduct, type ServiceEvent } from '../utils/model';
import { inviteEvents, orderEvents, recurringEvents } from '../utils/order-events';
import { liquidationEvents, predictionEvents, resolutionEvents } from '../utils/position-events';

/** Re-read while the activity centre is open, so what happens elsewhere shows up in it. */
const POLL = { refetchInterval: 10_000, refetchIntervalInBackground: false } as const;

export interface ServiceHistory {
  events: ServiceEvent[];
  loading: boolean;
  /** Products whose history could not be read this time (the others still show). */
  failed: string[];
  /** The order history needs the trigger service's sign-in (spec §4.6): offered, never asked for unprompted. */
  orders: 'signed-in' | 'signed-out';
  signIn: () => Promise<string>;
}

/** What the services know the wallet did or had happen to it, from any browser: the inbox's reads plus two histories. */
export function useServiceHistory(wallet: string): ServiceHistory {
  const client = useApiClient();
  const reads = useWalletReads(wallet, POLL);
  const recurringPast = useQuery({
    ...recurringQueries.list(client, {
      user: wallet,
      orderStatus: 'history',
      recurringType: 'time',
      page: 1,
      includeFailedTx: false,
    }),
    ...POLL,
  });
  const predictionHistory = useQuery({ ...predictionQueries.history(client, wallet), ...POLL });
  const invites = [...(reads.pending.data?.invites ?? []), ...(reads.history.data?.invites ?? [])];
  const labelOf = useMintLabels(invites.map((i) => i.mint));

  const o = reads.orders.data?.orders;
  const r = reads.recurring.data?.time;
  const rp = recurringPast.data?.time;
  const p = reads.pending.data?.invites;
  const h = reads.history.data?.invites;
  const pos = reads.positions.data?.data;
  const ph = predictionHistory.data?.data;
  const b = reads.borrows.data;
  const v = reads.vaults.data;
  const events = useMemo(
    () => [
      ...orderEvents(o ?? []),
      ...recurringEvents([...(r ?? []), ...(rp ?? [])]),
      ...inviteEvents([...(p ?? []), ...(h ?? [])], wallet, labelOf),
      ...predictionEvents(ph ?? []),
      ...resolutionEvents(pos ?? []),
      ...liquidationEvents(b ?? [], v ?? []),
    ],
    [o, r, rp, p, h, ph, pos, b, v, wallet, labelOf],
  );

  const byProduct: [ActivityProduct, UseQueryResult[]][] = [
    ['limit', reads.signedIn ? [reads.orders] : []],
    ['recurring', [reads.recurring, recurringPast]],
    ['invites', [reads.pending, reads.history]],
    ['predictions', [reads.positions, predictionHistory]],
    ['lend', [reads.borrows]],
  ];
  const all = byProduct.flatMap(([, qs]) => qs);
  return {
    events,
    loading: all.some((q) => q.isPending && q.fetchStatus !== 'idle'),
    failed: byProduct.filter(([, qs]) => qs.some((q) => q.isError)).map(([product]) => ACTIVITY_PRODUCTS[product]),
    orders: reads.signedIn ? 'signed-in' : 'signed-out',
    signIn: reads.session.signIn,
  };
}
