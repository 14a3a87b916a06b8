import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PortfolioPage } from '../../features/portfolio/portfolio-page';

export function Component() {
  return (
    <ErrorBoundary name="Portfolio">
      <PortfolioPage />
    </ErrorBoundary>
  );
}
