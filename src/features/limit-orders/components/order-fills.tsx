import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { fillsView } from '../utils/fill-view';

/** A partly filled order in full: what filled, at what average, what is left, and each fill with its transaction. */
export function OrderFills({ order }: { order: OrderHistoryItem }) {
  const link = useExplorerLink();
  const view = fillsView(order);
  if (view.fills.length === 0) return null;
  return (
    <div className="mt-1 text-xs">
      <p>{view.progress}</p>
      {view.average ? <p>{view.average}</p> : null}
      <details className="mt-1">
        <summary className="cursor-pointer text-ink-muted">
          {view.fills.length === 1 ? '1 fill' : `${view.fills.length} fills`}
        </summary>
        <ul aria-label="Fills" className="mt-1 flex flex-col gap-1">
          {view.fills.map((f) => {
            const href = f.signature ? link({ kind: 'tx', signature: f.signature }) : null;
            return (
              <li key={f.key}>
                {f.text}
                {href ? (
                  <>
                    {' '}
                    <a className="text-accent underline" href={href} target="_blank" rel="noreferrer">
                      View fill transaction
                    </a>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
