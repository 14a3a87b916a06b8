import { lazy } from 'react';

// Its own chunk: the panel's many chunk names are listed here, not in every page's first-load code.
const Panel = lazy(() => import('./activity-panel').then((m) => ({ default: m.ActivityPanel })));

export function ActivityPanel() {
  return <Panel />;
}
