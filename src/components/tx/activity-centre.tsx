import { ClockIcon } from '../ui/icons';
import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { selectPendingCount, usePendingTxStore } from '../../stores/pending-tx-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ActivityEntry } from './activity-entry';

/** Entries shown; older ones stay stored (up to the store's cap) but are not rendered. */
export const ACTIVITY_LIMIT = 50;

/** The timeline of the connected wallet (of every wallet used here when none is connected), newest first. */
export function ActivityList() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const records = usePendingTxStore((s) => s.records);
  const shown = useMemo(
    // The store keeps its records newest first.
    () => (wallet ? records.filter((r) => r.wallet === wallet) : records).slice(0, ACTIVITY_LIMIT),
    [records, wallet],
  );
  if (shown.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-muted">No activity yet — your swaps will appear here.</p>;
  }
  return (
    <ol aria-label="Transactions, newest first" className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
      {shown.map((r) => (
        <ActivityEntry key={r.id} record={r} />
      ))}
    </ol>
  );
}

/** The header button with the number of pending transactions, opening the activity centre. */
export function ActivityCentre() {
  const [open, setOpen] = useState(false);
  const pending = usePendingTxStore(selectPendingCount);
  return (
    <>
      <Button
        variant="ghost"
        className="max-sm:px-2.5"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={pending > 0 ? `Activity, ${pending} pending` : 'Activity'}
      >
        <ClockIcon />
        {/* Labels where there is room: phones-with-space, and wide screens beside the full navigation. */}
        <span className="hidden sm:inline lg:hidden 2xl:inline">Activity</span>
        {pending > 0 ? (
          <span
            aria-hidden="true"
            className="min-w-5 rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-ink"
          >
            {pending}
          </span>
        ) : null}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Activity"
        description="Transactions from this browser. Pending ones keep being tracked, even after a reload."
      >
        <ActivityList />
      </Dialog>
    </>
  );
}
