import { ClockIcon } from '../../../components/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { selectPendingCount, usePendingTxStore } from '../../../stores/pending-tx-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

// The timeline and the services' reads load when the activity centre first opens, not with the first page; through a
// loader chunk, so the first page does not carry the names of every chunk they use.
const ActivityPanel = lazy(() => import('./load-activity-panel').then((m) => ({ default: m.ActivityPanel })));

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
        description="Every product, from any device. Pending ones keep being tracked, even after a reload."
      >
        {open ? (
          <Suspense fallback={<p className="py-6 text-center text-sm text-ink-muted">Loading activity…</p>}>
            <ActivityPanel />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
