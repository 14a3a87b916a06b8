import { useQuery } from '@tanstack/react-query';
import { getOrderHistory } from '../../../api/trigger/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import { predictionQueries } from '../../../api/prediction/queries';
import { recurringQueries } from '../../../api/recurring/queries';
import { sendQueries } from '../../../api/send/queries';
import { triggerQueries } from '../../../api/trigger/queries';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useApiClient } from '../../../hooks/use-api-client';

/** The limit orders page's own read (same key), so the two share one cache entry. */
const ORDERS = { limit: 100, sort: 'updated_at', dir: 'desc' } as const;

interface ReadsPolling {
  refetchInterval: number;
  refetchIntervalInBackground: boolean;
}

/**
 * Every product's history and position reads of one wallet, shared by the inbox and the activity centre (the same
 * keys, so one cache entry each). The order history needs the trigger session; without it that read waits.
 */
export function useWalletReads(wallet: string, poll: ReadsPolling) {
  const client = useApiClient();
  const session = useTriggerSession();
  const signedIn = session.signedIn && session.wallet === wallet;
  const orderOptions = triggerQueries.history(client, signedIn ? wallet : undefined, ORDERS);
  const orders = useQuery({
    ...orderOptions,
    ...(signedIn ? { queryFn: () => session.read(() => getOrderHistory(client, ORDERS)) } : {}),
    ...poll,
  });
  const recurring = useQuery({
    ...recurringQueries.list(client, {
      user: wallet,
      orderStatus: 'active',
      recurringType: 'time',
      page: 1,
      includeFailedTx: false,
    }),
    ...poll,
  });
  const pending = useQuery({ ...sendQueries.pending(client, wallet), ...poll });
  const history = useQuery({ ...sendQueries.history(client, wallet), ...poll });
  const positions = useQuery({ ...predictionQueries.positions(client, wallet), ...poll });
  const borrows = useQuery({ ...lendQueries.borrowPositions(client, [wallet]), ...poll });
  const vaults = useQuery(lendQueries.borrowVaults(client));
  return { session, signedIn, orders, recurring, pending, history, positions, borrows, vaults };
}
