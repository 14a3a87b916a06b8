import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { PRODUCTS, type Section } from '../utils/model';
import { sumUsd, usdText, type MicroUsd } from '../utils/usd';

export interface NetWorthPart {
  name: string;
  usd: MicroUsd | null;
  status: Section['status'];
  unpriced: number;
}

export function partOf(section: Section): NetWorthPart {
  const sum = sumUsd(section.items.map((i) => i.usd));
  return { name: PRODUCTS[section.product], usd: sum.total, status: section.status, unpriced: sum.unpriced };
}

const STATUS_TEXT: Record<Exclude<Section['status'], 'ready'>, string> = {
  loading: 'Loading…',
  error: 'Could not be read',
  'signed-out': 'Sign in to count',
};

/** The total of every part that arrived; what is missing or unpriced is said beside it, never silently left out. */
export function NetWorth({ parts }: { parts: readonly NetWorthPart[] }) {
  const id = useId();
  const ready = parts.filter((p) => p.status === 'ready');
  const total = sumUsd(ready.map((p) => p.usd));
  const missing = parts.length - ready.length;
  const unpriced = ready.reduce((n, p) => n + p.unpriced, 0);
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>Net worth</CardTitle>
      <p className="mt-1 text-3xl font-semibold tabular-nums" aria-describedby={`${id}-note`}>
        {usdText(total.total)}
      </p>
      <p id={`${id}-note`} className="text-xs text-ink-muted">
        {missing > 0 ? `Without ${String(missing)} part${missing === 1 ? '' : 's'} not counted yet. ` : ''}
        {unpriced > 0
          ? `${String(unpriced)} holding${unpriced === 1 ? ' has' : 's have'} no price and ${unpriced === 1 ? 'is' : 'are'} not counted.`
          : ''}
        {missing === 0 && unpriced === 0 ? 'Everything this wallet holds and has parked, at current prices.' : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {parts.map((p) => (
          <div key={p.name} className="flex justify-between gap-2 border-b border-line py-1">
            <dt className="text-ink-muted">{p.name}</dt>
            <dd className="tabular-nums">{p.status === 'ready' ? usdText(p.usd) : STATUS_TEXT[p.status]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
