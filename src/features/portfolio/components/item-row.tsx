import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { isBusy, useHomeStore } from '../state/home-store';
import type { PortfolioItem } from '../utils/model';
import { usdText } from '../utils/usd';

function RunText({ id }: { id: string }) {
  const run = useHomeStore((s) => s.runs[id]);
  if (!run) return null;
  const text =
    run.status === 'queued'
      ? 'Waiting its turn…'
      : run.status === 'running'
        ? 'In progress: see the steps above.'
        : run.status === 'done'
          ? run.text
          : `Not done: ${run.message}`;
  return (
    <p
      className={cn(
        'text-sm',
        run.status === 'failed' ? 'text-danger' : run.status === 'done' ? 'text-success' : 'text-ink-muted',
      )}
    >
      {text}
    </p>
  );
}

export function ItemRow({ item, onAct }: { item: PortfolioItem; onAct: (item: PortfolioItem) => void }) {
  const busy = useHomeStore((s) => isBusy(s.runs[item.id]));
  return (
    <li aria-label={item.title} className="flex flex-col gap-1 rounded-control border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium">{item.title}</h3>
        <p className="text-sm tabular-nums">
          <span className="sr-only">Value: </span>
          {usdText(item.usd)}
        </p>
      </div>
      <p className="text-sm tabular-nums">
        <span className="sr-only">Holds: </span>
        {item.holds}
      </p>
      {item.details.length > 0 ? (
        <ul className="text-xs text-ink-muted">
          {item.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {item.action ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAct(item)}>
            <span aria-hidden="true">{item.action.verb}</span>
            <span className="sr-only">{item.action.label}</span>
          </Button>
          <RunText id={item.id} />
        </div>
      ) : null}
    </li>
  );
}
