/** Route paths and navigation labels, in navigation order. */
export const ROUTES = {
  swap: { path: '/swap', label: 'Swap' },
  limitOrders: { path: '/limit-orders', label: 'Limit Orders' },
  launch: { path: '/launch', label: 'Launch Token' },
  invites: { path: '/invites', label: 'Send Invites' },
  earn: { path: '/earn', label: 'Earn/Borrow' },
  predictions: { path: '/predictions', label: 'Predictions' },
} as const;

export type RouteId = keyof typeof ROUTES;
export const NAV_ORDER: readonly RouteId[] = ['swap', 'limitOrders', 'launch', 'invites', 'earn', 'predictions'];
