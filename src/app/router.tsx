import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { INVITE_CLAIM_PATH, ROUTES } from '../config/routes';
import { Layout } from './layout';

/** One lazy chunk per page; declarative routing: no loaders, and the data router is ~15 KB gzip. */
const page = (load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Swap = page(() => import('./routes/swap'));
const LimitOrders = page(() => import('./routes/limit-orders'));
const Launch = page(() => import('./routes/launch-token'));
const LaunchToken = page(() => import('./routes/launch-token-detail'));
const Invites = page(() => import('./routes/send-invites'));
const Earn = page(() => import('./routes/earn-borrow'));
const Predictions = page(() => import('./routes/predictions'));
const Portfolio = page(() => import('./routes/portfolio'));
const NotFound = page(() => import('./routes/not-found'));

export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to={ROUTES.swap.path} replace />} />
          <Route path={ROUTES.swap.path} element={<Swap />} />
          <Route path={ROUTES.limitOrders.path} element={<LimitOrders />} />
          <Route path={ROUTES.launch.path} element={<Launch />} />
          <Route path={`${ROUTES.launch.path}/:mint`} element={<LaunchToken />} />
          <Route path={ROUTES.invites.path} element={<Invites />} />
          <Route path={INVITE_CLAIM_PATH} element={<Invites />} />
          <Route path={ROUTES.earn.path} element={<Earn />} />
          <Route path={ROUTES.predictions.path} element={<Predictions />} />
          <Route path={ROUTES.portfolio.path} element={<Portfolio />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
