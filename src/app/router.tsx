import { createBrowserRouter, Navigate } from 'react-router';
import { ROUTES } from '../config/routes';
import { Layout } from './layout';

/** One lazily loaded chunk per page: the first paint carries only the shell and the page it shows. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={ROUTES.swap.path} replace /> },
      { path: ROUTES.swap.path, lazy: () => import('./routes/swap') },
      { path: ROUTES.limitOrders.path, lazy: () => import('./routes/limit-orders') },
      { path: ROUTES.launch.path, lazy: () => import('./routes/launch-token') },
      { path: ROUTES.invites.path, lazy: () => import('./routes/send-invites') },
      { path: ROUTES.earn.path, lazy: () => import('./routes/earn-borrow') },
      { path: ROUTES.predictions.path, lazy: () => import('./routes/predictions') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
