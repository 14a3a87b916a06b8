import { useParams } from '../../lib/router';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { TokenPage } from '../../features/launch-token/components/token-page';

export function Component() {
  const { mint = '' } = useParams();
  return (
    <ErrorBoundary name="Launch">
      <TokenPage key={mint} mint={mint} />
    </ErrorBoundary>
  );
}
