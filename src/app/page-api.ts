/**
 * Each page's API module: its family's endpoints and zod schemas, hundreds of them. main.tsx evaluates the first page's
 * in a task of its own before the page's modules, so neither makes a long task (issue 15). Paths as in config/routes,
 * which main.tsx cannot import this early (a test keeps the two in step).
 */
export const PAGE_APIS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/': () => import('../api/swap/queries'),
  '/swap': () => import('../api/swap/queries'),
  '/limit-orders': () => import('../api/trigger/queries'),
  '/launch': () => import('../api/studio/queries'),
  '/earn': () => import('../api/lend/queries'),
  '/predictions': () => import('../api/prediction/queries'),
};

/** The API module of the page at `pathname`, if it has one (`/predictions/e/123` is the Predictions page). */
export function pageApi(pathname: string): (() => Promise<unknown>) | undefined {
  const [, first = ''] = pathname.split('/');
  return PAGE_APIS[`/${first}`];
}
