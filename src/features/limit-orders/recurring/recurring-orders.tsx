import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recurringQueries } from '../../../api/recurring/queries';
import type { TimeRecurring } from '../../../api/recurring/schemas';
import { Button } from '../../../components/ui/button';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTokenInfos } from '../../../hooks/use-token-infos';
import type { LabelOf } from '../../../lib/tx/statement';
import { RecurringOrderItem } from './recurring-order-item';

const KNOWN = new Map<string, { symbol: string; decimals: number }>(
  Object.values(KNOWN_TOKENS).map((t) => [t.mint, t]),
);

function OrderList({ status, heading }: { status: 'active' | 'history'; heading: string }) {
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
  const orders: TimeRecurring[] = query.data?.time ?? [];
  const mints = [...new Set(orders.flatMap((o) => [o.inputMint, o.outputMint]))];
  const infos = useTokenInfos(mints.length > 0 ? mints : undefined);
  const labelOf: LabelOf = (mint) => infos.data?.get(mint) ?? KNOWN.get(mint);
  const totalPages = query.data?.totalPages ?? 0;
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
      ) : query.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : orders.length === 0 ? (
        <p className="text-sm text-ink-muted">{status === 'active' ? 'No active orders.' : 'No past orders yet.'}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {orders.map((o) => (
            <RecurringOrderItem key={o.orderKey} order={o} labelOf={labelOf} />
          ))}
        </ul>
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
  if (!connected) return <p className="text-sm text-ink-muted">Connect a wallet to see your recurring orders.</p>;
  return (
    <div className="flex flex-col gap-4">
      <OrderList status="active" heading="Active recurring orders" />
      <OrderList status="history" heading="Past recurring orders" />
    </div>
  );
}
