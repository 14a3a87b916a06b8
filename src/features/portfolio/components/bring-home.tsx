import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { isBusy, useHomeStore } from '../state/home-store';
import type { PortfolioItem } from '../utils/model';
import { sumUsd, usdText } from '../utils/usd';

/** One summary before the first signature, then the runner takes the items in turn; the report says what is left. */
export function BringHome({ items, waiting }: { items: readonly PortfolioItem[]; waiting: number }) {
  const [open, setOpen] = useState(false);
  const requested = useHomeStore((s) => s.requested);
  const busy = useHomeStore((s) => Object.values(s.runs).some(isBusy));
  const report = useHomeStore((s) => s.batch?.report ?? null);
  const total = sumUsd(items.map((i) => i.usd));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" className="sm:w-auto" disabled={items.length === 0 || busy} onClick={() => setOpen(true)}>
          Bring everything home
        </Button>
        <p className="text-sm text-ink-muted">
          {items.length === 0
            ? 'Nothing is parked outside your wallet right now.'
            : `${String(items.length)} item${items.length === 1 ? '' : 's'} worth ${usdText(total.total)} can come back to your wallet.`}
        </p>
      </div>
      {report ? (
        <Notice tone={report.startsWith('All') ? 'success' : 'warning'} title="Bring everything home: done">
          {report}
        </Notice>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title="Bring everything home?">
        <p className="text-sm">
          Each of these asks your wallet for one signature, in this order. If one fails or you reject it, the others
          still run, and you will see what is left.
        </p>
        <ol aria-label="What will happen" className="my-3 flex list-decimal flex-col gap-1 pl-5 text-sm">
          {items.map((i) => (
            <li key={i.id}>
              {i.action?.label} <span className="text-ink-muted tabular-nums">({usdText(i.usd)})</span>
            </li>
          ))}
        </ol>
        <p className="text-sm font-medium tabular-nums">In total: {usdText(total.total)}</p>
        {waiting > 0 ? (
          <p className="mt-1 text-sm text-warning">
            {String(waiting)} product{waiting === 1 ? ' is' : 's are'} still loading or could not be read: what{' '}
            {waiting === 1 ? 'it holds is' : 'they hold is'} not in this list.
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Not now
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              requested(items, true);
            }}
          >
            Start ({String(items.length)} signature{items.length === 1 ? '' : 's'})
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
