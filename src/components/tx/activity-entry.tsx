import { useId } from 'react';
import { useExplorerLink } from '../../hooks/use-explorer-link';
import { TX_KINDS, type TxRecord, type TxStatus } from '../../lib/tx/record';
import { cn } from '../../utils/cn';
import { formatDateTimeEnUs } from '../../utils/en-us-date';

const KIND_LABELS: Record<(typeof TX_KINDS)[number], string> = {
  swap: 'Swap',
  send: 'Send',
  order: 'Limit order',
  recurring: 'Recurring order',
  launch: 'Token launch',
  invite: 'Invite',
  lend: 'Lend',
  prediction: 'Prediction',
};

export function txKindLabel(kind: string): string {
  return (KIND_LABELS as Record<string, string | undefined>)[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** Status in words (never colour alone). */
const STATUS: Record<TxStatus, { text: string; className: string }> = {
  signing: { text: 'Waiting for your signature', className: 'text-ink-muted' },
  sending: { text: 'Sending', className: 'text-ink-muted' },
  confirming: { text: 'Confirming', className: 'text-ink-muted' },
  confirmed: { text: 'Confirmed', className: 'text-success' },
  failed: { text: 'Failed', className: 'text-danger' },
  expired: { text: 'Expired, nothing spent', className: 'text-warning' },
};

export const timeText = formatDateTimeEnUs;

export function ActivityEntry({ record }: { record: TxRecord }) {
  const link = useExplorerLink();
  const txHref = record.signature ? link({ kind: 'tx', signature: record.signature }) : null;
  const titleId = useId();
  const status = STATUS[record.status];
  const pending = record.status === 'signing' || record.status === 'sending' || record.status === 'confirming';
  return (
    <article aria-labelledby={titleId} className="rounded-control border border-line bg-surface-raised p-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="font-medium text-ink">
          {txKindLabel(record.kind)}
        </h3>
        <p className={cn('flex items-center gap-1.5 font-medium', status.className)}>
          {pending ? <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" /> : null}
          {status.text}
        </p>
      </div>
      <p className="mt-1 text-ink">{record.summary}</p>
      <p className="mt-1 text-xs text-ink-muted">
        <time dateTime={new Date(record.createdAt).toISOString()}>{timeText(record.createdAt)}</time>
      </p>
      {record.error && record.status !== 'confirmed' ? (
        <div className="mt-2 rounded-control border border-danger/40 bg-danger/10 p-2">
          <p className="text-ink">{record.error.message}</p>
          <p className="mt-1 text-ink-muted">{record.error.fix}</p>
        </div>
      ) : null}
      {txHref ? (
        <a className="mt-2 inline-block text-accent underline" href={txHref} target="_blank" rel="noreferrer">
          View on explorer<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
