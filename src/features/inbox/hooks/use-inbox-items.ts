import { useMemo } from 'react';
import { useMintLabels } from '../../send-invites/hooks/use-invite-data';
import { useMyLaunches } from '../../launch-token/hooks/use-my-launches';
import { useLaunchSection } from '../../portfolio/hooks/use-other-sections';
import { detectInvites, detectOrders, detectRecurring } from '../utils/detect-orders';
import { detectBorrow, detectFees, detectGraduated, detectPredictions } from '../utils/detect-positions';
import type { InboxItem } from '../utils/model';
import { useWalletReads } from './use-wallet-reads';

const POLL_MS = 10_000;

/**
 * Every product's history and position reads, polled. TanStack Query stops an interval while the tab is hidden and
 * refetches on focus (the catch-up); `background` keeps it going only for the user who asked for notifications.
 */
export function useInboxItems(
  wallet: string,
  now: number,
  background: boolean,
): { items: InboxItem[]; ready: boolean } {
  const poll = { refetchInterval: POLL_MS, refetchIntervalInBackground: background } as const;
  const { signedIn, orders, recurring, pending, history, positions, borrows, vaults } = useWalletReads(wallet, poll);
  const launches = useLaunchSection(wallet, poll);
  const mine = useMyLaunches(wallet, poll);
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
  const graduated = mine.data;
  // The first answer of every read (or its failure) is the baseline; before it, an empty list would be misread.
  const reads = [recurring, pending, history, positions, borrows, mine, ...(signedIn ? [orders] : [])];
  const ready = reads.every((q) => q.isFetched);
  const items = useMemo(
    () => [
      ...detectOrders(o ?? [], wallet, now),
      ...detectRecurring(r ?? [], now),
      ...detectInvites(p ?? [], h ?? [], wallet, labelOf, now),
      ...detectPredictions(pos ?? [], wallet, now),
      ...detectBorrow(b ?? [], v ?? []),
      ...detectFees(fees),
      ...detectGraduated(graduated ?? []),
    ],
    [o, r, p, h, pos, b, v, fees, graduated, wallet, labelOf, now],
  );
  return { items, ready };
}
