import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../utils/cn';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import type { OpenTarget } from './components/event-card';
import { EventList } from './components/event-list';
import { TradingPaused } from './components/trading-paused';
import { usePredictionsUrl } from './hooks/use-predictions-url';

// The first paint shows the events; an event's detail (ticket, book, chart) and the portfolio load apart (issue 15),
// fetched when the pointer or focus comes near them rather than when the page is idle: evaluating them was a long task
// of its own on a slow phone (Lighthouse TBT on /predictions, issue 14).
const Detail = lazyPart(() => import('./components/event-detail').then((m) => m.EventDetail));
const Watchlist = lazyPart(() => import('./components/watchlist').then((m) => m.Watchlist));
const Social = lazyPart(() => import('./components/leaderboard').then((m) => m.Social));
const Portfolio = lazyPart(() => import('./components/portfolio').then((m) => m.Portfolio));

const SECTIONS = [
  { id: 'events', label: 'Events' },
  { id: 'watchlist', label: 'Watchlist' },
  { id: 'portfolio', label: 'Your predictions' },
  { id: 'leaderboard', label: 'Leaderboard' },
] as const;

export function PredictionsPage() {
  const url = usePredictionsUrl();
  const { view, event } = url.values;
  const open = (t: OpenTarget) =>
    url.set(
      { view: 'events', event: t.eventId, market: t.marketId ?? null, side: t.side ?? null },
      { history: 'push' },
    );
  return (
    <div>
      <PageHeader route="predictions">
        <PageRequirements walletFor="to trade" />
      </PageHeader>
      <TradingPaused />
      {url.notices.map((n) => (
        <Notice key={n} tone="warning" title="Part of the link was ignored" className="mb-3">
          {n}
        </Notice>
      ))}
      <nav aria-label="Predictions sections" className="mb-4 flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-current={view === s.id ? 'page' : undefined}
            onClick={() => url.set({ view: s.id, event: null, market: null, trader: null }, { history: 'push' })}
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
      {view === 'leaderboard' ? (
        <PartLoading what="the leaderboard">
          <Social.Part trader={url.values.trader} onTrader={(t) => url.set({ trader: t }, { history: 'push' })} />
        </PartLoading>
      ) : view === 'watchlist' ? (
        <PartLoading what="your watchlist">
          <Watchlist.Part onOpen={open} />
        </PartLoading>
      ) : view === 'portfolio' ? (
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
          <EventList url={url} onOpen={open} />
        </div>
      )}
    </div>
  );
}
