import { ClockIcon } from '../ui/icons';
import { lazy, Suspense, useState } from 'react';
import { selectPendingCount, usePendingTxStore } from '../../stores/pending-tx-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

// The timeline loads when the activity centre first opens, not with the first page.
const ActivityList = lazy(() => import('./activity-list').then((m) => ({ default: m.ActivityList })));

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
        <span className="hidden sm:inline lg:hidden">Activity</span>
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
        {open ? (
          <Suspense fallback={<p className="py-6 text-center text-sm text-ink-muted">Loading activity…</p>}>
            <ActivityList />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
