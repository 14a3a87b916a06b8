import { ErrorBoundary } from '../../components/ui/error-boundary';
import { LimitOrdersPage } from '../../features/limit-orders/limit-orders-page';

export function Component() {
  return (
    <ErrorBoundary name="Limit Orders">
      <LimitOrdersPage />
    </ErrorBoundary>
  );
}
