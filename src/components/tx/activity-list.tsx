import { useMemo } from 'react';
import { useWallet } from '../../hooks/wallet/use-wallet';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { ActivityEntry } from './activity-entry';

/** Entries shown; older ones stay stored (up to the store's cap) but are not rendered. */
export const ACTIVITY_LIMIT = 50;

export function ActivityList() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const records = usePendingTxStore((s) => s.records);
  const shown = useMemo(
    () => (wallet ? records.filter((r) => r.wallet === wallet) : records).slice(0, ACTIVITY_LIMIT),
    [records, wallet],
  );
  if (shown.length === 0) {
    return <p className="py-6 text-center text-sm text-ink-muted">No activity yet — your swaps will appear here.</p>;
  }
  return (
    <ol aria-label="Transactions, newest first" className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
      {shown.map((r) => (
        <ActivityEntry key={r.id} record={r} />
      ))}
    </ol>
  );
}
