import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePriceOrder } from '../../../api/trigger/endpoints';
import type { OrderHistoryItem, UpdatePriceOrderRequest } from '../../../api/trigger/schemas';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useTriggerKey } from './use-trigger-data';

export type PriceEdit = Pick<UpdatePriceOrderRequest, 'triggerPriceUsd' | 'tpPriceUsd' | 'slPriceUsd' | 'slippageBps'>;

const newPrice = z.pipe(
  z.string(),
  z.transform((t) => (Number(t) > 0 ? Number(t) : undefined)),
);

/** The prices to change: each one typed above zero for a part the order has; the others are left as they are. */
export const priceEditSchema = (order: OrderHistoryItem) =>
  z.pipe(
    z.object({ trigger: newPrice, tp: newPrice, sl: newPrice }),
    z.transform(({ trigger, tp, sl }) => {
      const edit: PriceEdit = {};
      if (order.orderType !== 'oco' && !order.trailingBps && trigger !== undefined) edit.triggerPriceUsd = trigger;
      if (order.orderType !== 'single' && tp !== undefined) edit.tpPriceUsd = tp;
      if (order.orderType !== 'single' && sl !== undefined) edit.slPriceUsd = sl;
      return edit;
    }),
  );

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
