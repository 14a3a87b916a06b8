import { useQueries } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useNowSeconds } from '../hooks/use-now';
import { useWatchlist, useWatchlistStore } from '../state/watchlist-store';
import { EventCard, type OpenTarget } from './event-card';
import { EVENT_ROW_HEIGHT } from '../utils/event-layout';

/** The connected wallet's bookmarked events, each read afresh from the service. */
export function Watchlist({ onOpen }: { onOpen: (target: OpenTarget) => void }) {
  const client = useApiClient();
  const owner = useWallet().publicKey?.toBase58();
  const ids = useWatchlist(owner);
  const toggled = useWatchlistStore((s) => s.toggled);
  const nowSec = useNowSeconds(30_000);
  const events = useQueries({
    queries: ids.map((id) => predictionQueries.event(client, id, { includeMarkets: true })),
  });
  if (!owner) return <p className="text-sm text-ink-muted">Connect a wallet to keep a watchlist.</p>;
  if (ids.length === 0) {
    return <p className="text-sm text-ink-muted">Nothing watched yet: star an event in the list to keep it here.</p>;
  }
  return (
    <>
      <h2 className="sr-only">Watchlist</h2>
      <ul aria-label="Watchlist" className="grid gap-3 md:grid-cols-2">
        {ids.map((id, i) => {
          const event = events[i];
          return (
            <li key={id} style={{ height: EVENT_ROW_HEIGHT - 12 }}>
              {event?.data ? (
                <EventCard
                  event={event.data}
                  nowSec={nowSec}
                  onOpen={onOpen}
                  watched
                  onWatch={(eventId) => toggled(owner, eventId)}
                />
              ) : (
                <p role={event?.isError ? 'alert' : 'status'} className="text-sm text-ink-muted">
                  {event?.isError ? `Event ${id} could not be loaded.` : 'Loading…'}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
