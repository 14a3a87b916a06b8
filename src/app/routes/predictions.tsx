import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PredictionsPage } from '../../features/predictions/predictions-page';

export function Component() {
  return (
    <ErrorBoundary name="Predictions">
      <PredictionsPage />
    </ErrorBoundary>
  );
}
