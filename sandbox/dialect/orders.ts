import { type Answer, isObject, type Json, mapObjects, renameKeys, withoutNulls } from './shape';

/** The trigger family's wallet-provider fields under their real names (supplement §0.2). */
const TRIGGER_FIELDS = { providerVaultId: 'privyVaultId', providerWalletPubkey: 'privyWalletPubkey' } as const;
const LEG_FIELDS = ['tpPriceUsd', 'slPriceUsd', 'tpSlippageBps', 'slSlippageBps'];

/** Trigger v2: `privy*` names; `privyUserId` and the other order types' legs left out when null. */
export function triggerReal({ path, body }: Answer): unknown {
  const renamed = renameKeys(body, TRIGGER_FIELDS);
  if (!isObject(renamed)) return renamed;
  if (path.startsWith('/trigger/v2/vault')) return withoutNulls(renamed, ['privyUserId']);
  if (path.startsWith('/trigger/v2/orders/history') && Array.isArray(renamed.orders)) {
    return { ...renamed, orders: mapObjects(renamed.orders, (o) => withoutNulls(o, LEG_FIELDS)) };
  }
  return renamed;
}

const LIST_KEYS = ['time', 'price', 'all'] as const;

// Recurring v1: getRecurringOrders nested as in the published captures; execute without its null `order` / `error`.
export function recurringReal({ path, status, body }: Answer): unknown {
  if (status >= 400 || !isObject(body)) return body;
  if (path === '/recurring/v1/execute') return withoutNulls(body, ['order', 'error']);
  if (path !== '/recurring/v1/getRecurringOrders') return body;
  const key = LIST_KEYS.find((k) => Array.isArray(body[k]));
  if (key === undefined) return body;
  const { totalPages, page, [key]: orders, ...rest }: Json = body;
  return { ...rest, [key]: { orders, totalPages, page } };
}
