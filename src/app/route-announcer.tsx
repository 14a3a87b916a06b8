import { useEffect } from 'react';
import { useLocation } from '../lib/router';
import { ROUTES, subPageTitle } from '../config/routes';

const APP_NAME = 'Solstice Trade';

/** Client-side navigation is silent to screen readers: the title and a polite live region name the page. */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const label = Object.values(ROUTES).find((r) => pathname === r.path || pathname.startsWith(`${r.path}/`))?.label;
  const page = subPageTitle(pathname) ?? label ?? 'Page not found';
  useEffect(() => {
    document.title = `${page} · ${APP_NAME}`;
  }, [page]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {`${page} page`}
    </p>
  );
}
