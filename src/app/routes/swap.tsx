import { ErrorBoundary } from '../../components/ui/error-boundary';
import { SwapPage } from '../../features/swap/swap-page';

export function Component() {
  return (
    <ErrorBoundary name="Swap">
      <SwapPage />
    </ErrorBoundary>
  );
}
