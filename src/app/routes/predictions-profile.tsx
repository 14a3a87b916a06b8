import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/router';
import { PageHeaderPlaceholder } from '../../components/page/page-header';
import { ErrorBoundary } from '../../components/ui/error-boundary';

// Loaded apart, as the leaderboard is (predictions-leaderboard.tsx).
const TraderProfilePage = lazy(() =>
  import('../../features/predictions/components/trader-profile').then((m) => ({ default: m.TraderProfilePage })),
);

export function Component() {
  const { wallet = '' } = useParams();
  return (
    <ErrorBoundary name="Trader profile">
      <Suspense fallback={<PageHeaderPlaceholder route="predictions" />}>
        <TraderProfilePage key={wallet} wallet={wallet} />
      </Suspense>
    </ErrorBoundary>
  );
}
