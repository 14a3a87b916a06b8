import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../utils/cn';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { EventList } from './components/event-list';
import { usePredictionsUrl } from './hooks/use-predictions-url';

// The first paint shows the events; an event's detail (ticket, book, chart) and the portfolio load apart (issue 15),
// fetched when the pointer or focus comes near them rather than when the page is idle: evaluating them was a long task
// of its own on a slow phone (Lighthouse TBT on /predictions, issue 14).
const Detail = lazyPart(() => import('./components/event-detail').then((m) => m.EventDetail));
const Portfolio = lazyPart(() => import('./components/portfolio').then((m) => m.Portfolio));

const SECTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'portfolio', label: 'Your predictions' },
] as const;

export function PredictionsPage() {
  const url = usePredictionsUrl();
  const { view, event } = url.values;
  return (
    <div>
      <PageHeader route="predictions">
        <PageRequirements walletFor="to trade" />
      </PageHeader>
      {url.notices.map((n) => (
        <Notice key={n} tone="warning" title="Part of the link was ignored" className="mb-3">
          {n}
        </Notice>
      ))}
      <nav aria-label="Predictions sections" className="mb-4 flex gap-2">
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-current={view === s.id ? 'page' : undefined}
            onClick={() => url.set({ view: s.id, event: null, market: null }, { history: 'push' })}
            onPointerEnter={s.id === 'portfolio' ? Portfolio.preload : undefined}
            onFocus={s.id === 'portfolio' ? Portfolio.preload : undefined}
            className={cn(
              'rounded-control px-3 py-1.5 text-sm font-medium',
              view === s.id ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
            )}
          >
            {s.label}
          </button>
        ))}
      </nav>
      {view === 'portfolio' ? (
        <PartLoading what="your predictions">
          <Portfolio.Part />
        </PartLoading>
      ) : event ? (
        <PartLoading what="the event">
          <Detail.Part
            url={url}
            onBack={() => url.set({ event: null, market: null, side: null }, { history: 'push' })}
          />
        </PartLoading>
      ) : (
        <div onPointerOver={Detail.preload} onFocus={Detail.preload}>
          <EventList
            url={url}
            onOpen={(t) =>
              url.set({ event: t.eventId, market: t.marketId ?? null, side: t.side ?? null }, { history: 'push' })
            }
          />
        </div>
      )}
    </div>
  );
}
