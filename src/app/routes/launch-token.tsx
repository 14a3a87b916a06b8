import { ErrorBoundary } from '../../components/ui/error-boundary';
import { LaunchTokenPage } from '../../features/launch-token/launch-token-page';

export function Component() {
  return (
    <ErrorBoundary name="Launch Token">
      <LaunchTokenPage />
    </ErrorBoundary>
  );
}
