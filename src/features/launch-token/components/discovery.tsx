import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Tabs } from '../../../components/ui/tabs';
import { useNow } from '../../../hooks/use-now';
import { formatPercent, formatUsd } from '../../../utils/format';
import { type DiscoveryList, type DiscoveryRow, GRADUATING_FROM_PERCENT, useDiscovery } from '../hooks/use-discovery';
import { ageText, launchHref } from '../utils/launch-view';

const LISTS = [
  { id: 'new', label: 'New' },
  { id: 'graduating', label: 'About to graduate' },
  { id: 'graduated', label: 'Graduated' },
] as const satisfies readonly { id: DiscoveryList; label: string }[];

type SortKey = 'mcap' | 'progress' | 'age';
const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'mcap', label: 'Market cap' },
  { key: 'progress', label: 'Progress' },
  { key: 'age', label: 'Age' },
];
const DEFAULT_SORT: Record<DiscoveryList, { key: SortKey; desc: boolean }> = {
  new: { key: 'age', desc: false },
  graduating: { key: 'progress', desc: true },
  graduated: { key: 'mcap', desc: true },
};

const value = (r: DiscoveryRow, key: SortKey) =>
  key === 'mcap' ? (r.mcap ?? -1) : key === 'progress' ? r.progress : -(r.createdAt ?? 0);

const EMPTY: Record<DiscoveryList, string> = {
  new: 'No new launches on the curve.',
  graduating: `No launch is ${String(GRADUATING_FROM_PERCENT)} % or more of the way to graduation.`,
  graduated: 'No launch has graduated yet.',
};

export function Discovery() {
  const { pools, rows } = useDiscovery();
  const now = useNow(30_000);
  const [list, setList] = useState<DiscoveryList>('new');
  const [sort, setSort] = useState(DEFAULT_SORT.new);
  const shown = (rows ?? [])
    .filter((r) => r.list === list)
    .sort((a, b) => (sort.desc ? value(b, sort.key) - value(a, sort.key) : value(a, sort.key) - value(b, sort.key)));
  const pick = (next: DiscoveryList) => {
    setList(next);
    setSort(DEFAULT_SORT[next]);
  };
  return (
    <Tabs label="Launches" items={LISTS} selected={list} onSelect={pick}>
      {pools.isPending ? (
        <p className="text-sm text-ink-muted">Reading launches…</p>
      ) : pools.isError ? (
        <p role="alert" className="text-sm text-danger">
          Launches could not be read. {pools.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{EMPTY[list]}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{LISTS.find((l) => l.id === list)?.label} launches</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left">
                  Token
                </th>
                {COLUMNS.map((c) => {
                  const active = sort.key === c.key;
                  return (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                      className="px-2 py-1.5 text-right"
                    >
                      <button
                        type="button"
                        className="font-medium hover:text-ink"
                        onClick={() => setSort({ key: c.key, desc: active ? !sort.desc : true })}
                      >
                        {c.label}
                        <span aria-hidden="true">{active ? (sort.desc ? ' ↓' : ' ↑') : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.mint} className="border-t border-line">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    <Link to={launchHref(r.mint)} className="text-accent underline">
                      {r.name} ({r.symbol})
                    </Link>
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.mcap === null ? '—' : formatUsd(r.mcap)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatPercent(r.progress)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{ageText(r.createdAt, now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Tabs>
  );
}
