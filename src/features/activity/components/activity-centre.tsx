import { ClockIcon } from '../../../components/ui/icons';
import { lazy } from 'react';
import { selectPendingCount, usePendingTxStore } from '../../../stores/pending-tx-store';
import { HeaderPanelButton } from '../../../components/page/header-panel-button';

// The timeline and the services' reads load when the activity centre first opens, not with the first page; through a
// loader chunk, so the first page does not carry the names of every chunk they use.
const ActivityPanel = lazy(() => import('./load-activity-panel').then((m) => ({ default: m.ActivityPanel })));

export function ActivityCentre() {
  const pending = usePendingTxStore(selectPendingCount);
  return (
    <HeaderPanelButton
      name="Activity"
      count={pending}
      counted="pending"
      className="max-sm:px-2.5"
      badgeClassName="min-w-5 px-1.5 text-xs leading-5"
      description="Every product, from any device. Pending ones keep being tracked, even after a reload."
      loading="Loading activity…"
      panel={() => <ActivityPanel />}
    >
      <ClockIcon />
      <span className="hidden sm:inline lg:hidden">Activity</span>
    </HeaderPanelButton>
  );
}
