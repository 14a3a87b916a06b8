import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePriceOrder } from '../../../api/trigger/endpoints';
import type { OrderHistoryItem, UpdatePriceOrderRequest } from '../../../api/trigger/schemas';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useTriggerKey } from './use-trigger-data';

export type PriceEdit = Pick<
  UpdatePriceOrderRequest,
  'triggerPriceUsd' | 'tpPriceUsd' | 'slPriceUsd' | 'slippageBps' | 'tpSlippageBps' | 'slSlippageBps'
>;

/** The field a slippage edit sets: an OCO leg has its own (by the side it watches), other orders one. */
export function slippageField(o: OrderHistoryItem): 'slippageBps' | 'tpSlippageBps' | 'slSlippageBps' | null {
  if (o.orderType !== 'oco') return o.trailingBps ? null : 'slippageBps';
  if (o.triggerCondition === 'above') return 'tpSlippageBps';
  return o.triggerCondition === 'below' ? 'slSlippageBps' : null;
}

const newSlippage = z.pipe(
  z.string(),
  z.transform((t) => {
    const bps = Math.round(Number(t.replace(',', '.')) * 100);
    return t.trim() !== '' && Number.isInteger(bps) && bps >= 0 && bps <= 10_000 ? bps : undefined;
  }),
);

const newPrice = z.pipe(
  z.string(),
  z.transform((t) => (Number(t) > 0 ? Number(t) : undefined)),
);

/** What to change: each price typed above zero for a part the order has, and its slippage; the rest is left as is. */
export const priceEditSchema = (order: OrderHistoryItem) =>
  z.pipe(
    z.object({ trigger: newPrice, tp: newPrice, sl: newPrice, slip: newSlippage }),
    z.transform(({ trigger, tp, sl, slip }) => {
      const edit: PriceEdit = {};
      const field = slippageField(order);
      if (field && slip !== undefined) edit[field] = slip;
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
