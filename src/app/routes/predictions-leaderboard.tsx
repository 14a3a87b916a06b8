import { lazy, Suspense } from 'react';
import { PageHeaderPlaceholder } from '../../components/page/page-header';
import { ErrorBoundary } from '../../components/ui/error-boundary';

// Loaded apart: statically, what it shares with /predictions would leave that page's chunk and grow its first load.
const LeaderboardPage = lazy(() =>
  import('../../features/predictions/components/leaderboard').then((m) => ({ default: m.LeaderboardPage })),
);

export function Component() {
  return (
    <ErrorBoundary name="Leaderboard">
      <Suspense fallback={<PageHeaderPlaceholder route="predictions" />}>
        <LeaderboardPage />
      </Suspense>
    </ErrorBoundary>
  );
}
