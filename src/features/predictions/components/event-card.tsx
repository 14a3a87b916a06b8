import { memo, useState } from 'react';
import type { PredictionEvent } from '../../../api/prediction/event-schemas';
import { cn } from '../../../utils/cn';
import { cardViewOf, chance, countdownText, marketTitle, type OutcomeRow } from '../utils/event-view';
import { marketGroupsOf } from '../utils/market-groups';

const SHOWN_OUTCOMES = 3;
const SHOWN_PER_GROUP = 2;

export function LiveBadge({ score }: { score: string | null }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-danger-ink">
      LIVE{score ? <span className="font-normal">{score}</span> : null}
    </span>
  );
}

export function EventImage({ src, size }: { src: string | null; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="shrink-0 rounded-control bg-surface-sunken object-cover"
      style={{ width: size, height: size }}
    />
  );
}

export interface OpenTarget {
  eventId: string;
  marketId?: string;
  side?: 'yes' | 'no';
}

function OutcomeButton({
  row,
  title,
  compact,
  onOpen,
  label = row.label,
}: {
  row: OutcomeRow;
  title: string;
  compact: 'row' | 'line' | false;
  onOpen: (t: OpenTarget) => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen({ eventId: row.market.eventId ?? '', marketId: row.market.marketId, side: row.side })}
      aria-label={`${label} ${chance(row.price)} in ${title}`}
      className={cn(
        'flex min-w-0 items-center justify-between gap-2 rounded-control border border-line px-2.5 text-sm hover:border-line-strong',
        compact === 'row' ? 'shrink-0 py-0.5' : compact === 'line' ? 'flex-1 py-0.5' : 'flex-1 py-1',
        row.side === 'no' ? 'text-danger' : 'text-success',
      )}
    >
      <span className="truncate text-ink">{label}</span>
      <span className="font-semibold tabular-nums">{chance(row.price)}</span>
    </button>
  );
}

/** A game's markets one type a line (moneyline, spread, total), its likeliest outcomes first. */
function GroupedOutcomes({
  groups,
  title,
  onOpen,
}: {
  groups: ReturnType<typeof marketGroupsOf>;
  title: string;
  onOpen: (t: OpenTarget) => void;
}) {
  return (
    <div className="flex min-h-0 flex-col gap-1 overflow-hidden">
      {groups.slice(0, SHOWN_OUTCOMES).map((g) => (
        <div key={g.id} role="group" aria-label={g.label ?? undefined} className="flex min-w-0 items-center gap-1.5">
          <span className="w-16 shrink-0 truncate text-xs text-ink-muted">{g.label}</span>
          {g.rows.slice(0, SHOWN_PER_GROUP).map((row) => (
            <OutcomeButton
              key={row.key}
              row={row}
              title={title}
              compact="line"
              onOpen={onOpen}
              label={g.id === 'moneyline' ? row.label : marketTitle(row.market)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Spec §2.7; memoised with its view worked out once per event, so scrolling renders only new rows. */
export const EventCard = memo(function EventCard({
  event,
  nowSec,
  onOpen,
  watched,
  onWatch,
}: {
  event: PredictionEvent;
  nowSec: number;
  onOpen: (target: OpenTarget) => void;
  watched: boolean;
  onWatch: ((eventId: string) => void) | null;
}) {
  const { title, rows, binary, live, score, closeSec, volume, kind, image } = cardViewOf(event);
  const groups = binary ? null : marketGroupsOf(rows);
  const grouped = groups?.[0]?.label ? groups : null;
  const shown = grouped
    ? grouped.slice(0, SHOWN_OUTCOMES).flatMap((g) => g.rows.slice(0, SHOWN_PER_GROUP))
    : binary
      ? rows
      : rows.slice(0, SHOWN_OUTCOMES);
  const more = rows.length - shown.length;
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col gap-1.5 rounded-card border border-line bg-surface-raised p-3"
    >
      <div className="flex shrink-0 items-start justify-between gap-2">
        <EventImage src={image} size={24} />
        <h3 className="min-w-0 flex-1 font-medium">
          <button
            type="button"
            className="line-clamp-1 text-left hover:underline"
            onClick={() => onOpen({ eventId: event.eventId })}
          >
            {title}
          </button>
        </h3>
        {live ? <LiveBadge score={score} /> : null}
        {onWatch ? (
          <button
            type="button"
            aria-pressed={watched}
            aria-label={`Watch ${title}`}
            onClick={() => onWatch(event.eventId)}
            className={cn('shrink-0 px-1 leading-6', watched ? 'text-warning' : 'text-ink-muted hover:text-ink')}
          >
            {watched ? '★' : '☆'}
          </button>
        ) : null}
      </div>
      {/* Three outcomes and a footer wrapped on a phone fill the row; the footer never leaves the card (issue 29). */}
      {grouped ? (
        <GroupedOutcomes groups={grouped} title={title} onOpen={onOpen} />
      ) : (
        <div className={cn('flex min-h-0', binary ? 'flex-row gap-2' : 'flex-col gap-1 overflow-hidden')}>
          {shown.map((row) => (
            <OutcomeButton key={row.key} row={row} title={title} compact={binary ? false : 'row'} onOpen={onOpen} />
          ))}
        </div>
      )}
      <p className="mt-auto flex shrink-0 flex-wrap gap-x-3 text-xs text-ink-muted">
        <span className="capitalize">{kind}</span>
        <span>{volume} volume</span>
        <span>{countdownText(closeSec, nowSec)}</span>
        {more > 0 ? <span>+{more} more outcomes</span> : null}
      </p>
    </article>
  );
});
