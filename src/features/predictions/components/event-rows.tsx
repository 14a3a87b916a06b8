import { memo, useEffect, useRef, useState } from 'react';
import type { PredictionEvent } from '../../../api/prediction/event-schemas';
import { useVirtualRows } from '../../../components/ui/virtual-list';
import { EventCard, type OpenTarget } from './event-card';
import { EVENT_ROW_HEIGHT } from '../utils/event-layout';

interface RowsProps {
  events: readonly PredictionEvent[];
  first: number;
  last: number;
  nowSec: number;
  onOpen: (target: OpenTarget) => void;
  /** The wallet's bookmarked events, and how to toggle one (null without a wallet). */
  watched: readonly string[];
  onWatch: ((eventId: string) => void) | null;
}

/** Cards that become full cards per animation frame: what one frame lays out and paints stays small however fast the
 * list scrolls (bench:ui "no long task over 50 ms", issue 14); the rest show their outline until their turn. */
const CARDS_PER_FRAME = 2;
const waiting = new Set<() => void>();
let frame = 0;

function nextCards() {
  frame = 0;
  let n = 0;
  for (const show of waiting) {
    if (n++ === CARDS_PER_FRAME) break;
    waiting.delete(show);
    show();
  }
  if (waiting.size > 0) frame = requestAnimationFrame(nextCards);
}

function useTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    waiting.add(show);
    if (frame === 0) frame = requestAnimationFrame(nextCards);
    return () => {
      waiting.delete(show);
    };
  }, [ready]);
  return ready;
}

function Row({
  event,
  nowSec,
  onOpen,
  watched,
  onWatch,
}: Pick<RowsProps, 'nowSec' | 'onOpen' | 'onWatch'> & { event: PredictionEvent; watched: boolean }) {
  return useTurn() ? (
    <EventCard event={event} nowSec={nowSec} onOpen={onOpen} watched={watched} onWatch={onWatch} />
  ) : (
    <div aria-hidden className="h-full rounded-card border border-line bg-surface-raised" />
  );
}

const Rows = memo(function Rows({ events, first, last, nowSec, onOpen, watched, onWatch }: RowsProps) {
  const rows = [];
  for (let i = Math.max(0, first); i <= Math.min(last, events.length - 1); i++) {
    const event = events[i] as PredictionEvent;
    rows.push(
      <li
        key={event.eventId}
        aria-setsize={events.length}
        aria-posinset={i + 1}
        className="absolute inset-x-0"
        style={{ top: i * EVENT_ROW_HEIGHT, height: EVENT_ROW_HEIGHT }}
      >
        {/* Each card is laid out and painted on its own: a card coming into view never relays the others. */}
        <div className="h-full pb-3 [contain:strict]">
          <Row
            event={event}
            nowSec={nowSec}
            onOpen={onOpen}
            watched={watched.includes(event.eventId)}
            onWatch={onWatch}
          />
        </div>
      </li>,
    );
  }
  return rows;
});

/**
 * The events as a virtual list of fixed rows; rows coming into view show an outline at once and their card a few
 * frames later at most.
 */
export function EventRows({
  events,
  nowSec,
  onOpen,
  watched = [],
  onWatch = null,
  className,
}: Omit<RowsProps, 'first' | 'last' | 'watched' | 'onWatch'> &
  Partial<Pick<RowsProps, 'watched' | 'onWatch'>> & {
    className?: string;
  }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { indices, totalHeight } = useVirtualRows(scrollRef, { count: events.length, rowHeight: EVENT_ROW_HEIGHT });
  const first = indices[0] ?? 0;
  const last = indices.at(-1) ?? -1;
  return (
    // An opaque, contained scroller lets the browser scroll it as its own layer, without repainting the page.
    <div
      ref={scrollRef}
      className={`relative overflow-y-auto overscroll-contain bg-canvas [will-change:scroll-position] [contain:strict] ${className ?? ''}`}
    >
      <ul aria-label="Events" className="relative" style={{ height: totalHeight }}>
        <Rows
          events={events}
          first={first}
          last={last}
          nowSec={nowSec}
          onOpen={onOpen}
          watched={watched}
          onWatch={onWatch}
        />
      </ul>
    </div>
  );
}
