import { ErrorBoundary } from '../../components/ui/error-boundary';
import { EarnBorrowPage } from '../../features/earn-borrow/earn-borrow-page';

export function Component() {
  return (
    <ErrorBoundary name="Earn/Borrow">
      <EarnBorrowPage />
    </ErrorBoundary>
  );
}
