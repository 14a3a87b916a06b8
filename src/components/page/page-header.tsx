import type { ReactNode } from 'react';
import { ROUTES, type RouteId } from '../../config/routes';

/** Swap's single column; its header sits in it, so the painted header is the same before and after the page loads. */
export const NARROW_PAGE = 'mx-auto max-w-form';

export function PageHeader({ route, children }: { route: RouteId; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{ROUTES[route].label}</h1>
        <p className="mt-1 text-sm text-ink-muted">{ROUTES[route].description}</p>
      </div>
      {children}
    </div>
  );
}

export function PageHeaderPlaceholder({ route }: { route: RouteId }) {
  return (
    <div className={route === 'swap' ? NARROW_PAGE : undefined}>
      <PageHeader route={route} />
    </div>
  );
}
