import { BrowserRouter, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { INVITE_CLAIM_PATH, PREDICTIONS_LEADERBOARD_PATH, PREDICTIONS_PROFILE_PATH, ROUTES } from '../config/routes';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';

// One lazy chunk per page; declarative routing: no loaders, and the data router is ~15 KB gzip.
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
  { path: '*', Page: lazyPage(() => import('./routes/not-found')) },
];

/** Loads the page at `pathname` ('/' redirects to Swap); resolves to its component. */
export function loadPage(pathname: string): Promise<unknown> {
  const [match] = matchRoutes(PAGES, pathname === '/' ? ROUTES.swap.path : pathname) ?? [];
  return match ? match.route.Page.load() : Promise.resolve();
}

export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to={ROUTES.swap.path} replace />} />
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
