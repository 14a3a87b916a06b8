// Each page's endpoints and schemas, which main.tsx evaluates in a task of their own (issue 15). Paths as in
// config/routes, which is not loaded this early; a test keeps the two in step.
export const PAGE_APIS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/': () => import('../api/swap/order-queries'),
  '/swap': () => import('../api/swap/order-queries'),
  '/limit-orders': () => import('../api/trigger/queries'),
  '/launch': () => import('../api/studio/queries'),
  '/invites': () => import('../api/send/queries'),
  '/earn': () => import('../api/lend/queries'),
  '/predictions': () => import('../api/prediction/event-queries'),
  '/portfolio': () => import('../api/lend/queries'),
};

export function pageApi(pathname: string): (() => Promise<unknown>) | undefined {
  const [, first = ''] = pathname.split('/');
  return PAGE_APIS[`/${first}`];
}
