import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { useApiClient } from '../../../hooks/use-api-client';
import { cn } from '../../../utils/cn';
import type { PredictionsUrl } from '../hooks/use-predictions-url';
import { Countdown } from './countdown';
import { chance, closeTimeOf, compactUsd, imageOf, outcomesOf, scoreText, type OutcomeRow } from '../utils/event-view';
import { marketGroupsOf } from '../utils/market-groups';
import { EventImage, LiveBadge } from './event-card';
import { MarketDetail } from './market-detail';
import { PositionsList } from './portfolio';
import { TradeTicket } from './trade-ticket';

function OutcomeChoice({ row, selected, onChoose }: { row: OutcomeRow; selected: boolean; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onChoose}
        className={cn(
          'flex w-full items-center justify-between gap-2 rounded-control border px-3 py-2 text-sm',
          selected ? 'border-accent' : 'border-line hover:border-line-strong',
        )}
      >
        <span>{row.label}</span>
        <span className="font-semibold tabular-nums">{chance(row.price)}</span>
      </button>
    </li>
  );
}

export function EventDetail({ url, onBack }: { url: PredictionsUrl; onBack: () => void }) {
  const client = useApiClient();
  const { event: eventId, market: marketId, side } = url.values;
  const event = useQuery({
    ...predictionQueries.event(client, eventId, { includeMarkets: true, includeAllMarkets: true }),
    refetchInterval: 15_000,
  });
  const back = (
    <div>
      <Button variant="ghost" onClick={onBack}>
        ← All events
      </Button>
    </div>
  );
  if (!event.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        {event.isError ? (
          <Notice tone="danger" title="This event could not be loaded">
            Check the link or go back to all events.
          </Notice>
        ) : (
          <p role="status">Loading the event…</p>
        )}
      </div>
    );
  }
  const e = event.data;
  const markets = e.markets ?? [];
  const market = markets.find((m) => m.marketId === marketId) ?? markets[0];
  const title = e.metadata?.title ?? e.eventId;
  const live = e.isLive || e.metadata?.isLive === true;
  const multi = markets.length > 1;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <EventImage src={imageOf(e)} size={40} />
          <h2 className="text-xl font-semibold">{title}</h2>
          {live ? <LiveBadge score={scoreText(e.liveScore)} /> : null}
        </div>
        <p className="text-sm text-ink-muted">
          <span className="capitalize">{e.category}</span> · {compactUsd(e.volumeUsd)} volume ·{' '}
          <Countdown closeSec={closeTimeOf(e)} />
          {e.closeCondition ? ` · ${e.closeCondition}` : ''}
        </p>
      </div>
      {multi ? (
        <Card aria-labelledby="ev-outcomes">
          <CardTitle id="ev-outcomes">Outcomes</CardTitle>
          {marketGroupsOf(outcomesOf(e)).map((g) => (
            <section key={g.id} aria-labelledby={g.label ? `ev-group-${g.id}` : undefined} className="mt-2">
              {g.label ? (
                <h3 id={`ev-group-${g.id}`} className="mb-1 text-sm font-medium text-ink-muted">
                  {g.label}
                </h3>
              ) : null}
              <ul className="flex flex-col gap-1">
                {g.rows.map((row) => (
                  <OutcomeChoice
                    key={row.key}
                    row={row}
                    selected={row.market.marketId === market?.marketId}
                    onChoose={() => url.set({ market: row.market.marketId, side: 'yes' })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </Card>
      ) : null}
      {market ? (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="order-2 lg:order-1">
            <MarketDetail market={market} side={side} />
          </div>
          <div className="order-1 flex flex-col gap-4 lg:order-2">
            <TradeTicket market={market} side={side} onSide={(s) => url.set({ side: s })} />
            <Card aria-labelledby="ev-positions">
              <CardTitle id="ev-positions">Your positions here</CardTitle>
              <div className="mt-2">
                <PositionsList marketId={market.marketId} />
              </div>
            </Card>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">This event has no markets.</p>
      )}
    </div>
  );
}
