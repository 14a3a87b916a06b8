import { useMemo } from 'react';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import type { TxRecord } from '../../../lib/tx/record';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { useServiceHistory } from '../hooks/use-service-history';
import { mergeActivity } from '../utils/merge';
import { ActivityTimeline } from './activity-timeline';

const NO_EVENTS = [] as const;

export function ActivityPanel() {
  const wallet = useWallet().publicKey?.toBase58() ?? null;
  const records = usePendingTxStore((s) => s.records);
  const mine = useMemo(() => (wallet ? records.filter((r) => r.wallet === wallet) : records), [records, wallet]);
  if (!wallet) return <ActivityTimeline items={mergeActivity(mine, NO_EVENTS)} history={null} />;
  return <WalletActivity key={wallet} wallet={wallet} records={mine} />;
}

function WalletActivity({ wallet, records }: { wallet: string; records: readonly TxRecord[] }) {
  const history = useServiceHistory(wallet);
  const items = useMemo(() => mergeActivity(records, history.events), [records, history.events]);
  return <ActivityTimeline items={items} history={history} />;
}
