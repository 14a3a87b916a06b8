import type { TxActionFailure, TxActionStage, TxActionState } from '../../hooks/tx/use-tx-action';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';

const STAGES: Record<TxActionStage, string> = {
  crafting: 'Preparing the transaction…',
  checking: 'Checking what it would change…',
  signing: 'Waiting for your wallet…',
  sending: 'Sending…',
  confirming: 'Confirming on chain…',
};

const TITLES: Record<TxActionFailure['kind'], string> = {
  unreadable: 'Unreadable transaction',
  refused: 'Refused by the safety check',
  unverified: 'Not checked, so not signed',
  rejected: 'Rejected in your wallet',
  expired: 'The transaction expired',
  failed: 'The transaction failed',
  api: 'The service refused',
  rpc: 'The network could not be reached',
  changed: 'The quote changed',
};

/** Any page's write (issue 11 §1): stage, simulated changes, second confirmation, each failure's fix. */
export function TxProgress<R>({
  state,
  stages = {},
  onRetry,
}: {
  state: TxActionState<R>;
  stages?: Partial<Record<TxActionStage, string>>;
  onRetry?: () => void;
}) {
  if (state.status === 'confirm-unverified') {
    return (
      <Notice
        tone="warning"
        title="This transaction could not be checked"
        className="mt-2"
        actions={
          <>
            <Button variant="secondary" onClick={state.cancel}>
              Don’t sign
            </Button>
            <Button variant="danger" onClick={state.confirm}>
              Sign without the check
            </Button>
          </>
        }
      >
        {state.message} Sign only if you trust this app and the service.
      </Notice>
    );
  }
  if (state.status === 'error') {
    const { failure } = state;
    const fix = failure.kind === 'api' ? ` ${failure.fix}` : '';
    return (
      <Notice
        tone="danger"
        title={TITLES[failure.kind]}
        className="mt-2"
        actions={
          failure.kind === 'expired' && onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              Get a new transaction and sign again
            </Button>
          ) : null
        }
      >
        {failure.message}
        {fix}
      </Notice>
    );
  }
  const busy = state.status !== 'idle' && state.status !== 'done';
  return (
    <div role="status" className="min-h-5 text-center text-sm text-ink-muted">
      {busy ? <p>{stages[state.status] ?? STAGES[state.status]}</p> : null}
      {busy && state.changes ? <p className="mt-1 text-ink">{state.changes}</p> : null}
    </div>
  );
}
