import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { useApiClient } from '../../../hooks/use-api-client';

const STATUS_TEXT: Record<string, string> = {
  created: 'Waiting for the keeper to fill it…',
  partiallyfilled: 'Partly filled…',
  filled: 'Filled.',
  failed: 'The order failed; the deposit is returned.',
};

/** The order's fill status, polled until final (supplement §11). */
export function OrderStatusLine({ orderPubkey }: { orderPubkey: string }) {
  const client = useApiClient();
  const status = useQuery(predictionQueries.orderStatus(client, orderPubkey));
  const s = status.data?.status;
  return (
    <span role="status" className="block">
      Order status: {s ? (STATUS_TEXT[s] ?? s) : status.isError ? 'unknown (could not be read).' : 'checking…'}
    </span>
  );
}
