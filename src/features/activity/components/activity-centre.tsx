import { ClockIcon } from '../../../components/ui/icons';
import { selectPendingCount, usePendingTxStore } from '../../../stores/pending-tx-store';
import { HeaderPanelButton } from '../../../components/page/header-panel-button';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';

// The timeline and the services' reads load when the activity centre is pointed at or first opens, not with the first
// page; through a loader chunk, so the first page does not carry the names of every chunk they use.
const loadPanel = chunkLoader(() => import('./load-activity-panel').then((m) => m.loadActivityPanel()));
const ActivityPanel = lazyLoaded(loadPanel, (Panel) => Panel);

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
      preload={loadPanel.preload}
      panel={() => <ActivityPanel />}
    >
      <ClockIcon />
      <span className="hidden sm:inline lg:hidden">Activity</span>
    </HeaderPanelButton>
  );
}
