import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../config/routes';

const APP_NAME = 'Solstice Trade';

/**
 * A client-side navigation changes no document, so screen readers hear nothing: the title names the page and a polite
 * live region says it. Focus stays where the user put it (on the link), so keyboard navigation continues from there.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const label = Object.values(ROUTES).find((r) => pathname === r.path || pathname.startsWith(`${r.path}/`))?.label;
  const page = label ?? 'Page not found';
  useEffect(() => {
    document.title = `${page} · ${APP_NAME}`;
  }, [page]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {`${page} page`}
    </p>
  );
}
