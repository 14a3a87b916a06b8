import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePriceOrder } from '../../../api/trigger/endpoints';
import type { OrderHistoryItem, UpdatePriceOrderRequest } from '../../../api/trigger/schemas';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useTriggerKey } from './use-trigger-data';

export type PriceEdit = Pick<UpdatePriceOrderRequest, 'triggerPriceUsd' | 'tpPriceUsd' | 'slPriceUsd' | 'slippageBps'>;

/** Change an open order's prices in place (PATCH, only while `open`). */
export function useEditOrder(order: OrderHistoryItem) {
  const client = useApiClient();
  const { authed } = useTriggerSession();
  const queryClient = useQueryClient();
  const key = useTriggerKey();
  return useMutation({
    mutationFn: (edit: PriceEdit) =>
      authed(() => updatePriceOrder(client, { orderId: order.id, orderType: order.orderType as never, ...edit })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
