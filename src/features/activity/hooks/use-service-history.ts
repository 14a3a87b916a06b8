import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import { recurringQueries } from '../../../api/recurring/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWalletReads } from '../../inbox/hooks/use-wallet-reads';
import { useRowsInSteps } from '../../limit-orders/hooks/use-rows-in-steps';
import { useMintLabels } from '../../send-invites/hooks/use-invite-data';
import { ACTIVITY_PRODUCTS, type ActivityProduct, type ServiceEvent } from '../utils/model';
import { inviteEvents, orderEvents, recurringEvents } from '../utils/order-events';
import { liquidationEvents, predictionEvents, resolutionEvents } from '../utils/position-events';
import { useChainLiquidations } from './use-chain-liquidations';
import { type HistoryPages, useHistoryPages } from './use-history-pages';

/** Re-read while the activity centre is open, so what happens elsewhere shows up in it. */
const POLL = { refetchInterval: 10_000, refetchIntervalInBackground: false } as const;
const NONE: ServiceEvent[] = [];
const PRODUCTS_BUILT = 5;

export interface ServiceHistory {
  events: ServiceEvent[];
  loading: boolean;
  /** Products whose history could not be read this time (the others still show). */
  failed: string[];
  /** The order history needs the trigger service's sign-in (spec §4.6): offered, never asked for unprompted. */
  orders: 'signed-in' | 'signed-out';
  signIn: () => Promise<string>;
  older: HistoryPages['older'];
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
  const pages = useHistoryPages(client, wallet, reads, recurringPast, predictionHistory);
  const o = useMemo(
    () => [reads.orders.data, ...pages.orders].flatMap((d) => d?.orders ?? []),
    [reads.orders.data, pages.orders],
  );
  const r = reads.recurring.data?.time;
  const rp = useMemo(
    () => [recurringPast.data, ...pages.recurring].flatMap((d) => d?.time ?? []),
    [recurringPast.data, pages.recurring],
  );
  const p = reads.pending.data?.invites;
  const h = useMemo(
    () => [reads.history.data, ...pages.invites].flatMap((d) => d?.invites ?? []),
    [reads.history.data, pages.invites],
  );
  const pos = useMemo(
    () => [reads.positions.data, ...pages.positions].flatMap((d) => d?.data ?? []),
    [reads.positions.data, pages.positions],
  );
  const ph = useMemo(
    () => [predictionHistory.data, ...pages.predictionHistory].flatMap((d) => d?.data ?? []),
    [predictionHistory.data, pages.predictionHistory],
  );
  const labelOf = useMintLabels([...(p ?? []), ...h].map((i) => i.mint));
  const b = reads.borrows.data;
  const v = reads.vaults.data;
  const liquidations = useChainLiquidations(b);
  // Issue 30: the render that opens the centre only subscribes; then each product's events are built in a transition
  // of their own (a big wallet's five, cold code included, were one long task). After that, one memo a product: a
  // read that lands rebuilds its own product's events only, in a transition after the render that takes the read (the
  // page's own subscribers to the same reads are in that one).
  const built = useRowsInSteps(PRODUCTS_BUILT, 1);
  const [b1, b2, b3, b4, b5] = [built > 0, built > 1, built > 2, built > 3, built > 4];
  const read = useDeferredValue(
    useMemo(
      () => ({ o, r, rp, p, h, pos, ph, b, v, liquidations, labelOf }),
      [o, r, rp, p, h, pos, ph, b, v, liquidations, labelOf],
    ),
  );
  const limit = useMemo(() => (b1 ? orderEvents(read.o) : NONE), [b1, read.o]);
  const recurring = useMemo(
    () => (b2 ? recurringEvents([...(read.r ?? []), ...read.rp]) : NONE),
    [b2, read.r, read.rp],
  );
  const invites = useMemo(
    () => (b3 ? inviteEvents([...(read.p ?? []), ...read.h], wallet, read.labelOf) : NONE),
    [b3, read.p, read.h, wallet, read.labelOf],
  );
  const predictions = useMemo(
    () => (b4 ? [...predictionEvents(read.ph), ...resolutionEvents(read.pos)] : NONE),
    [b4, read.ph, read.pos],
  );
  const lend = useMemo(
    () => (b5 ? liquidationEvents(read.b ?? [], read.v ?? [], read.liquidations) : NONE),
    [b5, read.b, read.v, read.liquidations],
  );
  const events = useMemo(
    () => [...limit, ...recurring, ...invites, ...predictions, ...lend],
    [limit, recurring, invites, predictions, lend],
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
    loading: built < PRODUCTS_BUILT || all.some((q) => q.isPending && q.fetchStatus !== 'idle'),
    failed: byProduct.filter(([, qs]) => qs.some((q) => q.isError)).map(([product]) => ACTIVITY_PRODUCTS[product]),
    orders: reads.signedIn ? 'signed-in' : 'signed-out',
    signIn: reads.session.signIn,
    older: pages.older,
  };
}
