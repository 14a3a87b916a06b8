import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { predictionQueries } from '../../api/prediction/queries';
import { EVENT_CATEGORIES, EVENT_FILTERS, type PredictionEvent } from '../../api/prediction/schemas';
import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { QueryState } from '../../components/page/query-state';
import { Card } from '../../components/ui/card';
import { inputClass } from '../../components/ui/field';
import { Tabs } from '../../components/ui/tabs';
import { useApiClient } from '../../hooks/use-api-client';
import { toDecimalString } from '../../utils/amount';
import { formatCompact, formatPercent } from '../../utils/format';

type Category = (typeof EVENT_CATEGORIES)[number];
type Filter = (typeof EVENT_FILTERS)[number] | 'any';
const CATEGORY_LABELS: Record<Category, string> = {
  all: 'All',
  crypto: 'Crypto',
  sports: 'Sports',
  politics: 'Politics',
  esports: 'Esports',
  culture: 'Culture',
  economics: 'Economics',
  tech: 'Tech',
};

/** Micro-USD (supplement §11) to a display number; exact bigint maths underneath, a number only at the edge. */
const microToNumber = (v: bigint) => Number(toDecimalString(v, 6));

function EventCard({ event }: { event: PredictionEvent }) {
  const title = event.metadata?.title ?? event.eventId;
  const market = event.markets?.[0];
  const yes = market?.pricing?.buyYesPriceUsd;
  return (
    <li>
      <Card className="flex h-full flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium">{title}</h3>
          {event.isLive ? (
            <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-danger-ink">LIVE</span>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">
          {yes !== undefined && yes !== null
            ? `Yes ${formatPercent(microToNumber(yes) * 100, { maxFractionDigits: 0 })} · `
            : ''}
          Volume ${formatCompact(microToNumber(event.volumeUsd))}
        </p>
      </Card>
    </li>
  );
}

export function PredictionsPage() {
  const client = useApiClient();
  const [category, setCategory] = useState<Category>('all');
  const [filter, setFilter] = useState<Filter>('any');
  const events = useQuery({
    ...predictionQueries.events(client, {
      category,
      includeMarkets: true,
      ...(filter === 'any' ? {} : { filter }),
    }),
    placeholderData: (previous) => previous,
  });

  return (
    <div>
      <PageHeader title="Predictions" description="Bet on real-world outcomes. Every contract pays $1 if it is right.">
        <PageRequirements walletFor="to trade" />
      </PageHeader>
      <Tabs
        label="Category"
        items={EVENT_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] }))}
        selected={category}
        onSelect={setCategory}
      >
        <div className="mb-4 flex items-center gap-2">
          <label htmlFor="prediction-filter" className="text-sm text-ink-muted">
            Show
          </label>
          <select
            id="prediction-filter"
            className={`${inputClass} w-40`}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            <option value="any">All events</option>
            <option value="new">New</option>
            <option value="live">Live</option>
            <option value="trending">Trending</option>
            <option value="upcoming">Upcoming</option>
          </select>
        </div>
        <QueryState
          query={events}
          what="events"
          isEmpty={(d) => d.data.length === 0}
          empty="No events match. Try another category or filter."
        >
          {(d) => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {d.data.map((e) => (
                <EventCard key={e.eventId} event={e} />
              ))}
            </ul>
          )}
        </QueryState>
      </Tabs>
    </div>
  );
}
