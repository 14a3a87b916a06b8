import { startTransition, useOptimistic, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
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
  const navigate = useNavigate();
  const [shown, show] = useOptimistic(current);
  // On the page, a section opens as a transition (issue 30): the link shows as current in the tap's frame.
  const go = (e: MouseEvent, section: Section, to: string) => {
    if (!onPage || section === 'leaderboard' || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    startTransition(() => {
      show(section);
      navigate(to, { replace: to === pathname + search });
    });
  };
  return (
    <nav aria-label="Predictions sections" className="mb-4 flex flex-wrap gap-2">
      {SECTIONS.map((s) => {
        const to = hrefOf(s.id, onPage ? search : '');
        return (
          <Link
            key={s.id}
            to={to}
            onClick={(e) => go(e, s.id, to)}
            aria-current={shown === s.id ? 'page' : undefined}
            onPointerEnter={s.id === 'portfolio' ? onPreload : undefined}
            onFocus={s.id === 'portfolio' ? onPreload : undefined}
            className={cn(
              'rounded-control px-3 py-1.5 text-sm font-medium',
              shown === s.id ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
            )}
          >
            {s.label}
          </Link>
        );
      })}
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
