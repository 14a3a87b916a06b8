import { connectIntentProps, useWallet } from '../../hooks/wallet/use-wallet';
import { useServiceStatus } from '../../hooks/use-service-status';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';

/** Service reachable, then a wallet: shown above the page's own layout, which stays visible. */
export function PageRequirements({ walletFor }: { walletFor: string }) {
  const status = useServiceStatus();
  const { connected } = useWallet();
  const openDialog = useUiStore((s) => s.dialogOpened);

  return (
    <div className="flex flex-col gap-3">
      {status.state === 'unreachable' ? (
        <Notice
          tone="danger"
          title={`Service unreachable at ${status.baseUrl}: check Settings`}
          actions={
            <>
              <Button size="sm" onClick={() => openDialog('settings')}>
                Open Settings
              </Button>
              <Button size="sm" variant="secondary" onClick={status.recheck}>
                Try again
              </Button>
            </>
          }
        >
          {status.error.kind === 'network' ? 'Nothing answered at that address.' : `${status.error.message}.`} Check the
          API base URL in Settings, or start the local sandbox with <code>npm run dev</code>.
        </Notice>
      ) : null}
      {status.state === 'key-refused' ? (
        <Notice
          tone="danger"
          title={`The API key was refused by ${status.baseUrl}`}
          actions={
            <Button size="sm" onClick={() => openDialog('settings')}>
              Open Settings
            </Button>
          }
        >
          Check the API key in Settings.
        </Notice>
      ) : null}
      {!connected ? (
        <Notice
          title="Connect a wallet"
          actions={
            <Button size="sm" onClick={() => openDialog('wallet')} {...connectIntentProps}>
              Connect wallet
            </Button>
          }
        >
          Connect a wallet {walletFor}.
        </Notice>
      ) : null}
    </div>
  );
}
