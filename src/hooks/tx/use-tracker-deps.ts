import { useConnection } from '../wallet/use-wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { useSetting } from '../../stores/settings-store';
import { useToastStore } from '../../stores/toast-store';
import { useApiClient } from '../use-api-client';
import { useExplorerLink } from '../use-explorer-link';
import { refreshBalances } from '../use-wallet-balances';
import { sleep, type TrackerDeps, type TxNotice, type TxRecords } from '../../lib/tx/tracker-deps';

export const storeRecords: TxRecords = {
  all: () => usePendingTxStore.getState().records,
  started: (record) => usePendingTxStore.getState().txStarted(record),
  updated: (id, patch) => usePendingTxStore.getState().txUpdated(id, patch),
  discarded: (id) => usePendingTxStore.getState().txDiscarded(id),
};

export const notifyToast = (notice: TxNotice) => void useToastStore.getState().toastShown(notice);

export function useTrackerDeps(): TrackerDeps {
  const { connection } = useConnection();
  const client = useApiClient();
  const submissionUrl = useSetting('submissionUrl');
  const link = useExplorerLink();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      records: storeRecords,
      notify: notifyToast,
      connection,
      client,
      submissionUrl,
      txLink: (signature: string) => link({ kind: 'tx', signature }),
      onSettled: () => void refreshBalances(queryClient),
      sleep,
      now: Date.now,
    }),
    [connection, client, submissionUrl, link, queryClient],
  );
}
