import type { TxError } from './tx-error';
import { txErrorFix } from './tx-error';
import type { TxRecord } from './record';
import type { TrackerDeps } from './tracker-deps';

const PROGRESS_TITLES = {
  signing: 'Waiting for your signature',
  sending: 'Sending',
  confirming: 'Confirming',
} as const;

const FAILURE_TITLES = { failed: 'Transaction failed', expired: 'Transaction expired' } as const;

function explorer(deps: TrackerDeps, signature: string | null) {
  const href = signature ? deps.txLink(signature) : null;
  return href ? { link: { href, label: 'View on explorer' } } : {};
}

/** One toast per record, replaced in place; a failure stays until dismissed. */
export function toastRecord(deps: TrackerDeps, record: TxRecord, options: { resumed?: boolean } = {}): void {
  const toast = deps.notify;
  const { id, status, summary, signature } = record;
  switch (status) {
    case 'signing':
    case 'sending':
    case 'confirming':
      toast({
        id,
        tone: 'info',
        title: options.resumed ? 'Checking a pending transaction' : PROGRESS_TITLES[status],
        description: summary,
        durationMs: null,
        ...explorer(deps, signature),
      });
      return;
    case 'confirmed':
      toast({ id, tone: 'success', title: 'Confirmed', description: summary, ...explorer(deps, signature) });
      return;
    case 'failed':
    case 'expired': {
      const why = record.error ? `${record.error.message} ${record.error.fix}` : summary;
      toast({ id, tone: 'danger', title: FAILURE_TITLES[status], description: why, ...explorer(deps, signature) });
    }
  }
}

/** A transaction that never reached the wallet or was not signed: nothing happened, and the toast says so. */
export function toastNotSigned(deps: TrackerDeps, id: string, error: TxError): void {
  const rejected = error.kind === 'rejected';
  deps.notify({
    id,
    tone: rejected ? 'info' : 'danger',
    title: rejected ? 'Signature rejected' : 'Not signed',
    description: error.kind === 'failed' ? `${error.message} ${txErrorFix(error)}` : error.message,
  });
}
