import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { PREDICTIONS_LEADERBOARD_PATH, ROUTES } from '../../../config/routes';
import { cn } from '../../../utils/cn';

const SECTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'watchlist', label: 'Watchlist' },
  { id: 'portfolio', label: 'Your predictions' },
  { id: 'leaderboard', label: 'Leaderboard' },
] as const;
export type Section = (typeof SECTIONS)[number]['id'];

/** The list's views keep its filters; an event, market or trader picked belongs to the view left behind. */
function hrefOf(section: Section, search: string): string {
  if (section === 'leaderboard') return PREDICTIONS_LEADERBOARD_PATH;
  const next = new URLSearchParams(search);
  for (const name of ['view', 'event', 'market', 'side', 'trader']) next.delete(name);
  if (section !== 'events') next.set('view', section);
  const query = next.toString();
  return query ? `${ROUTES.predictions.path}?${query}` : ROUTES.predictions.path;
}

export function PredictionsNav({ current, onPreload }: { current: Section | null; onPreload?: () => void }) {
  const { pathname, search } = useLocation();
  const onPage = pathname === ROUTES.predictions.path;
  return (
    <nav aria-label="Predictions sections" className="mb-4 flex flex-wrap gap-2">
      {SECTIONS.map((s) => (
        <Link
          key={s.id}
          to={hrefOf(s.id, onPage ? search : '')}
          aria-current={current === s.id ? 'page' : undefined}
          onPointerEnter={s.id === 'portfolio' ? onPreload : undefined}
          onFocus={s.id === 'portfolio' ? onPreload : undefined}
          className={cn(
            'rounded-control px-3 py-1.5 text-sm font-medium',
            current === s.id ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
          )}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

/** A predictions page with a URL of its own (the leaderboard, a trader's profile): the section's header and tabs. */
export function PredictionsSubPage({ current, children }: { current: Section | null; children: ReactNode }) {
  return (
    <div>
      <PageHeader route="predictions" />
      <PredictionsNav current={current} />
      {children}
    </div>
  );
}
