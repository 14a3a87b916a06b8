import { PageHeaderPlaceholder } from '../components/page/page-header';
import { ROUTES, routeAt } from '../config/routes';
import { AppFrame, type LinkRenderer } from './app-frame';

/** What index.html paints before JavaScript (scripts/first-paint.mjs renders it at build time). */
export function AppShell({ path }: { path: string }) {
  const route = routeAt(path);
  const current = route ? ROUTES[route].path : undefined;
  const link: LinkRenderer = (to, className, children) => (
    <a href={to} className={className(to === current)} aria-current={to === current ? 'page' : undefined}>
      {children}
    </a>
  );
  return <AppFrame link={link}>{route ? <PageHeaderPlaceholder route={route} /> : null}</AppFrame>;
}
