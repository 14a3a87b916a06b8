import * as z from 'zod';
import {
  HISTORY_LIMIT_MAX,
  HISTORY_SORTS,
  HISTORY_STATE_GROUPS,
  HISTORY_STATES,
  RAW_STATE_DISPLAY,
  SORT_DIRS,
  type DisplayState,
} from '../../src/api/trigger/schemas';
import type { Address } from '../world/address';
import type { TriggerStore } from './store';
import { type OrderRecord, refused } from './types';

const int = (min: number, max?: number) => {
  let n = z.coerce.number().int().min(min);
  if (max !== undefined) n = n.max(max);
  return n;
};

/** Spec §4.6: strings on the wire, defaults from the spec's table. */
export const historyQuerySchema = z.object({
  state: z.enum(HISTORY_STATES).optional(),
  mint: z.string().min(32).max(44).optional(),
  limit: int(1, HISTORY_LIMIT_MAX).default(20),
  offset: int(0).default(0),
  sort: z.enum(HISTORY_SORTS).default('updated_at'),
  dir: z.enum(SORT_DIRS).default('desc'),
});

export type HistoryQuery = z.output<typeof historyQuerySchema>;

const SORT_FIELD = { updated_at: 'updatedAt', created_at: 'createdAt', expires_at: 'expiresAt' } as const;

/** The supplement's display state beside its rawState. */
export function orderWire(o: OrderRecord) {
  const initial = BigInt(o.initialInputAmount);
  return {
    id: o.id,
    orderType: o.orderType,
    orderState: RAW_STATE_DISPLAY[o.rawState],
    rawState: o.rawState,
    userPubkey: o.userPubkey,
    providerWalletPubkey: o.vaultPubkey,
    inputMint: o.inputMint,
    outputMint: o.outputMint,
    initialInputAmount: o.initialInputAmount,
    remainingInputAmount: o.remainingInputAmount,
    triggerMint: o.triggerMint,
    triggerCondition: o.triggerCondition,
    triggerPriceUsd: o.triggerPriceUsd,
    slippageBps: o.slippageBps,
    tpPriceUsd: o.tpPriceUsd,
    slPriceUsd: o.slPriceUsd,
    tpSlippageBps: o.tpSlippageBps,
    slSlippageBps: o.slSlippageBps,
    expiresAt: o.expiresAt,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    triggeredAt: o.triggeredAt,
    outputAmount: o.inputUsed === '0' ? null : o.outputAmount,
    inputUsed: o.inputUsed === '0' ? null : o.inputUsed,
    fillPercent:
      initial > 0n && o.inputUsed !== '0' ? Number((BigInt(o.inputUsed) * 1_000_000n) / initial) / 1_000_000 : null,
    trailingBps: o.trailingBps,
    highWatermark: o.highWatermark,
    lowWatermark: o.lowWatermark,
    orderContext: o.orderContext,
    ocoGroupId: o.ocoGroupId,
    parentId: o.parentId,
    events: o.events,
  };
}

// The page as JSON text: a page of cached rows is a join, not a serialisation of every order again.
export function history(store: TriggerStore, wallet: Address, query: HistoryQuery): string {
  const { state, mint, limit, offset, sort, dir } = query;
  const states: readonly DisplayState[] | null = state ? HISTORY_STATE_GROUPS[state] : null;
  const field = SORT_FIELD[sort];
  const sign = dir === 'asc' ? 1 : -1;
  const rows = store
    .ordersOf(wallet)
    .filter(
      (o) =>
        (states === null || states.includes(RAW_STATE_DISPLAY[o.rawState])) &&
        (mint === undefined || o.inputMint === mint || o.outputMint === mint),
    );
  rows.sort((a, b) => sign * (a[field] - b[field]) || (a.id < b.id ? -sign : sign));
  const pagination = { total: rows.length, limit, offset };
  const orders = rows.slice(offset, offset + limit).map((o) => {
    let json = store.wireJson.get(o);
    if (json === undefined) {
      json = JSON.stringify(orderWire(o));
      store.wireJson.set(o, json);
    }
    return json;
  });
  return `{"orders":[${orders.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
}

/** Supplement §6, INFERRED path. */
export function orderById(store: TriggerStore, wallet: Address, id: string) {
  const order = store.orders.get(id);
  if (!order) throw refused(404, 'Order not found');
  if (order.userPubkey !== wallet) throw refused(403, 'No permission to view this order');
  return orderWire(order);
}
