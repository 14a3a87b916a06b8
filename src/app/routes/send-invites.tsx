import { ErrorBoundary } from '../../components/ui/error-boundary';
import { SendInvitesPage } from '../../features/send-invites/send-invites-page';

export function Component() {
  return (
    <ErrorBoundary name="Send Invites">
      <SendInvitesPage />
    </ErrorBoundary>
  );
}
