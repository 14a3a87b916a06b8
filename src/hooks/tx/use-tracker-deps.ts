import { useConnection } from '@solana/wallet-adapter-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSetting } from '../../stores/settings-store';
import { useApiClient } from '../use-api-client';
import { useExplorerLink } from '../use-explorer-link';
import { refreshBalances } from '../use-wallet-balances';
import { sleep, type TrackerDeps } from './tracker-deps';

/** The app's RPC connection, API client, submission URL and explorer, as the tracker needs them. */
export function useTrackerDeps(): TrackerDeps {
  const { connection } = useConnection();
  const client = useApiClient();
  const submissionUrl = useSetting('submissionUrl');
  const link = useExplorerLink();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
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
