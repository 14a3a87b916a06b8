import { useId } from 'react';
import { timeText } from '../../../components/tx/activity-entry';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { ACTIVITY_PRODUCTS, type ServiceEvent } from '../utils/model';

/** An event a service reported: what happened, its amounts, when, and its transaction when there is one. */
export function ServiceEntry({ event }: { event: ServiceEvent }) {
  const link = useExplorerLink();
  const href = event.signature ? link({ kind: 'tx', signature: event.signature }) : null;
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-control border border-line bg-surface-raised p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="font-medium text-ink">
          {event.title}
        </h3>
        <p className="text-ink-muted">{ACTIVITY_PRODUCTS[event.product]}</p>
      </div>
      <p className="mt-1 break-words text-ink">{event.detail}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {event.at === null ? (
          'Time not given by the service'
        ) : (
          <time dateTime={new Date(event.at).toISOString()}>{timeText(event.at)}</time>
        )}
      </p>
      {href ? (
        <a className="mt-2 inline-block text-accent underline" href={href} target="_blank" rel="noreferrer">
          View on explorer<span className="sr-only">: {event.title} (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
