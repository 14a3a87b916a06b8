import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { recurringQueries } from '../../../api/recurring/queries';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { Button } from '../../../components/ui/button';
import { MeasuredList } from '../../../components/ui/measured-list';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import type { LabelOf } from '../../../lib/tx/statement';
import { useRowsInSteps } from '../hooks/use-rows-in-steps';
import { recurringTitle, RecurringOrderItem } from './recurring-order-item';

const KNOWN = new Map<string, { symbol: string; decimals: number }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, t]),
);

const NONE: TimeRecurring[] = [];
const ROW_ESTIMATE = 200;
const ROWS_PER_TASK = 2;
const orderKey = (o: TimeRecurring) => o.orderKey;

function OrderList({ status, heading, drawn }: { status: 'active' | 'history'; heading: string; drawn: boolean }) {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...recurringQueries.list(client, {
      user: publicKey?.toBase58(),
      orderStatus: status,
      recurringType: 'time',
      page,
      includeFailedTx: false,
    }),
    refetchInterval: 4_000,
  });
  const orders: TimeRecurring[] = query.data?.time ?? NONE;
  const mintKey = [...new Set(orders.flatMap((o) => [o.inputMint, o.outputMint]))].sort().join(',');
  const mints = useMemo(() => (mintKey ? mintKey.split(',') : undefined), [mintKey]);
  // Deferred: the labels landing re-render every drawn row, in a transition rather than in the task they land in.
  const labels = useDeferredValue(useTokenInfos(mints).data);
  // Stable while the labels are, so the memoised rows skip the 4 s refetch that changed nothing.
  const labelOf: LabelOf = useCallback((mint) => labels?.get(mint) ?? KNOWN.get(mint), [labels]);
  const totalPages = query.data?.totalPages ?? 0;
  // A row lists each of its fills: the page's ten drawn and measured at once were a long task at 4× CPU (issue 30).
  const stepped = useRowsInSteps(drawn ? orders.length : 0, ROWS_PER_TASK);
  const drawnRows = Math.max(ROWS_PER_TASK, stepped);
  const shown = useMemo(() => orders.slice(0, drawnRows), [orders, drawnRows]);
  const headingId = `recurring-${status}-heading`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {heading}
      </h3>
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load these orders: {query.error.message}
        </p>
      ) : query.isPending || !drawn ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : orders.length === 0 ? (
        <p className="text-sm text-ink-muted">{status === 'active' ? 'No active orders.' : 'No past orders yet.'}</p>
      ) : (
        <MeasuredList
          label={heading}
          items={shown}
          estimate={ROW_ESTIMATE}
          getKey={orderKey}
          rowLabel={(o) => recurringTitle(o, labelOf)}
          renderRow={(o) => <RecurringOrderItem order={o} labelOf={labelOf} />}
          className="max-h-[40rem]"
        />
      )}
      {totalPages > 1 ? (
        <nav aria-label={`${heading} pages`} className="flex items-center gap-2 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {String(page)} of {String(totalPages)}
          </span>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

export function RecurringOrders() {
  const { connected } = useWallet();
  // Each list draws in a transition of its own after the form, not in the task that opens the tab (issue 30).
  const drawn = useRowsInSteps(2, 1);
  if (!connected) return <p className="text-sm text-ink-muted">Connect a wallet to see your recurring orders.</p>;
  return (
    <div className="flex flex-col gap-4">
      <OrderList status="active" heading="Active recurring orders" drawn={drawn >= 1} />
      <OrderList status="history" heading="Past recurring orders" drawn={drawn >= 2} />
    </div>
  );
}
