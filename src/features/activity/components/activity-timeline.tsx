import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { explainError } from '../../../api/explain-error';
import { ActivityEntry } from '../../../components/tx/activity-entry';
import { Button } from '../../../components/ui/button';
import { MeasuredList } from '../../../components/ui/measured-list';
import { useRowsInSteps } from '../../limit-orders/hooks/use-rows-in-steps';
import type { ServiceHistory } from '../hooks/use-service-history';
import { ACTIVITY_LIMIT, ofProduct, productCounts } from '../utils/merge';
import { ACTIVITY_PRODUCTS, type ActivityItem, type ActivityProduct } from '../utils/model';
import { ServiceEntry } from './service-entry';

const ROW_ESTIMATE = 120;
/** About the rows the scroll box shows with its overscan: drawn a few per transition, then the list takes over. */
const FIRST_ROWS = 9;
const ROWS_PER_TASK = 3;
const itemKey = (i: ActivityItem) => i.id;
const renderItem = (i: ActivityItem) =>
  i.source === 'browser' ? <ActivityEntry record={i.record} /> : <ServiceEntry event={i} />;

const selectClass = 'h-9 rounded-control border border-line bg-surface-sunken px-2 text-sm text-ink';

/** The merged timeline with its product filter and what the services could not tell. */
export function ActivityTimeline({ items, history }: { items: ActivityItem[]; history: ServiceHistory | null }) {
  const [product, setProduct] = useState<ActivityProduct | 'all'>('all');
  const [limit, setLimit] = useState(ACTIVITY_LIMIT);
  const counts = productCounts(items);
  if (product !== 'all' && !counts.has(product)) counts.set(product, 0);
  const matching = ofProduct(items, product);
  const shown = matching.slice(0, limit);
  // Issue 30: a big wallet's first screen of entries, drawn and measured in one task, was a long task at 4× CPU.
  const stepped = useRowsInSteps(Math.min(shown.length, FIRST_ROWS), ROWS_PER_TASK);
  const rows = stepped >= FIRST_ROWS ? shown : shown.slice(0, Math.max(ROWS_PER_TASK, stepped));
  const older = history?.older;
  const loadOlder = () => {
    setLimit((l) => l + ACTIVITY_LIMIT);
    older?.load();
  };
  return (
    <div className="flex flex-col gap-3">
      {history ? <HistoryNotes history={history} /> : null}
      {items.length > 0 ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          Product
          <select
            className={selectClass}
            value={product}
            onChange={(e) => setProduct(e.target.value as ActivityProduct | 'all')}
          >
            <option value="all">All products ({items.length})</option>
            {[...counts].map(([p, n]) => (
              <option key={p} value={p}>
                {ACTIVITY_PRODUCTS[p]} ({n})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          {items.length === 0
            ? 'No activity yet — what you do in any product, here or elsewhere, will appear here.'
            : `Nothing in ${product === 'all' ? 'any product' : ACTIVITY_PRODUCTS[product]} yet.`}
        </p>
      ) : (
        <MeasuredList
          ordered
          label="Activity, newest first"
          items={rows}
          estimate={ROW_ESTIMATE}
          getKey={itemKey}
          renderRow={renderItem}
          className="max-h-[60vh]"
        />
      )}
      {older && older.failed.length > 0 ? (
        <p role="alert" className="rounded-control border border-warning/40 bg-warning/10 p-2 text-sm text-ink">
          {older.failed.map((f) => `Could not read page ${String(f.page)} of ${f.name}: ${f.reason}.`).join(' ')} The
          entries above are all that could be read; Load older tries again.
        </p>
      ) : null}
      {matching.length > limit || older?.more || (older && older.failed.length > 0) ? (
        <Button variant="secondary" onClick={loadOlder} disabled={older?.reading}>
          {older?.reading ? 'Reading older entries…' : 'Load older'}
        </Button>
      ) : null}
    </div>
  );
}

function HistoryNotes({ history }: { history: ServiceHistory }) {
  const signIn = useMutation({ mutationFn: history.signIn });
  return (
    <>
      {history.loading ? (
        <p role="status" className="text-sm text-ink-muted">
          Reading your history from the services…
        </p>
      ) : null}
      {history.failed.length > 0 ? (
        <p className="rounded-control border border-warning/40 bg-warning/10 p-2 text-sm text-ink">
          Could not read the history of {history.failed.join(', ')}; it is read again every few seconds.
        </p>
      ) : null}
      {history.orders === 'signed-out' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line p-2 text-sm">
          <p className="text-ink">Limit order history needs a sign-in with your wallet (a message, no transaction).</p>
          <Button size="sm" variant="secondary" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in to show limit orders'}
          </Button>
          {signIn.isError ? (
            <p role="alert" className="w-full text-danger">
              Sign-in failed: {explainError(signIn.error).title}.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
