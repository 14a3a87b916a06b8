import { useMemo } from 'react';
import { BrowserRouter, matchPath, Navigate, ParamsProvider, useLocation } from '../lib/router';
import { INVITE_CLAIM_PATH, PREDICTIONS_LEADERBOARD_PATH, PREDICTIONS_PROFILE_PATH, ROUTES } from '../config/routes';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';

// One lazy chunk per page; the first match in this order wins.
const Invites = lazyPage(() => import('./routes/send-invites'));
const PAGES = [
  { path: ROUTES.swap.path, Page: lazyPage(() => import('./routes/swap')) },
  { path: ROUTES.limitOrders.path, Page: lazyPage(() => import('./routes/limit-orders')) },
  { path: ROUTES.launch.path, Page: lazyPage(() => import('./routes/launch-token')) },
  { path: `${ROUTES.launch.path}/:mint`, Page: lazyPage(() => import('./routes/launch-token-detail')) },
  { path: ROUTES.invites.path, Page: Invites },
  // The same component: moving between the two keeps the page mounted.
  { path: INVITE_CLAIM_PATH, Page: Invites },
  { path: ROUTES.earn.path, Page: lazyPage(() => import('./routes/earn-borrow')) },
  { path: ROUTES.predictions.path, Page: lazyPage(() => import('./routes/predictions')) },
  { path: PREDICTIONS_LEADERBOARD_PATH, Page: lazyPage(() => import('./routes/predictions-leaderboard')) },
  { path: `${PREDICTIONS_PROFILE_PATH}/:wallet`, Page: lazyPage(() => import('./routes/predictions-profile')) },
  { path: ROUTES.portfolio.path, Page: lazyPage(() => import('./routes/portfolio')) },
];
const NotFound = lazyPage(() => import('./routes/not-found'));

function pageAt(pathname: string) {
  for (const { path, Page } of PAGES) {
    const params = matchPath(path, pathname);
    if (params) return { Page, params };
  }
  return { Page: NotFound, params: {} };
}

/** Loads the page at `pathname` ('/' redirects to Swap); resolves to its component. */
export function loadPage(pathname: string): Promise<unknown> {
  return pageAt(matchPath('/', pathname) ? ROUTES.swap.path : pathname).Page.load();
}

function CurrentPage() {
  const { pathname } = useLocation();
  const { Page, params } = useMemo(() => pageAt(pathname), [pathname]);
  if (matchPath('/', pathname)) return <Navigate to={ROUTES.swap.path} replace />;
  return (
    <ParamsProvider params={params}>
      <Page />
    </ParamsProvider>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Layout>
        <CurrentPage />
      </Layout>
    </BrowserRouter>
  );
}
