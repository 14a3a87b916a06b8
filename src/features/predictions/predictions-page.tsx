import { Navigate } from '../../lib/router';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { Notice } from '../../components/ui/notice';
import { PREDICTIONS_LEADERBOARD_PATH, traderProfilePath } from '../../config/routes';
import type { OpenTarget } from './components/event-card';
import { EventList } from './components/event-list';
import { PredictionsNav } from './components/predictions-nav';
import { TradingPaused } from './components/trading-paused';
import { usePredictionsUrl } from './hooks/use-predictions-url';
import { whenIdle } from './utils/idle';

// The first paint shows the events; an event's detail (ticket, book, chart) and the portfolio load apart (issue 15),
// fetched when the pointer or focus comes near them rather than when the page is idle: evaluating them was a long task
// of its own on a slow phone (Lighthouse TBT on /predictions, issue 14).
const Detail = lazyPart(() => import('./components/event-detail').then((m) => m.EventDetail));
const Watchlist = lazyPart(() => import('./components/watchlist').then((m) => m.Watchlist));
const Portfolio = lazyPart(() => import('./components/portfolio').then((m) => m.Portfolio));
// Asking for a part adds a preload link per chunk it needs: after the frame, not in the tap on a tab or a card.
const preloadOnIdle = (part: { preload: () => void }) => {
  let asked = false;
  return () => {
    if (!asked) whenIdle(part.preload);
    asked = true;
  };
};
const preloadDetail = preloadOnIdle(Detail);
const preloadPortfolio = preloadOnIdle(Portfolio);

export function PredictionsPage() {
  const url = usePredictionsUrl();
  const { view, event, trader } = url.values;
  // The leaderboard and profiles were views of this page (issue 29): their old links still land.
  if (view === 'leaderboard')
    return <Navigate replace to={trader ? traderProfilePath(trader) : PREDICTIONS_LEADERBOARD_PATH} />;
  const open = (t: OpenTarget) =>
    url.set(
      { view: 'events', event: t.eventId, market: t.marketId ?? null, side: t.side ?? null },
      { history: 'push', transition: true },
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
      <PredictionsNav current={view} onPreload={preloadPortfolio} />
      {view === 'watchlist' ? (
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
            onBack={() => url.set({ event: null, market: null, side: null }, { history: 'push', transition: true })}
          />
        </PartLoading>
      ) : (
        <div onPointerOver={preloadDetail} onFocus={preloadDetail}>
          <EventList url={url} onOpen={open} />
        </div>
      )}
    </div>
  );
}
