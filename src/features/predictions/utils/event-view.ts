import { gameScoreSchema, type Market, type PredictionEvent } from '../../../api/prediction/event-schemas';
import { toDecimalString } from '../../../utils/amount';
import { enUsNumberFormat } from '../../../utils/en-us-number';
import { formatUsd, NO_VALUE } from '../../../utils/format';

/** Micro-USD to dollars as a number, for display only (the maths stays bigint). */
export const microToNumber = (v: bigint) => Number(toDecimalString(v, 6));
export const usd = (v: bigint | null | undefined) =>
  v === null || v === undefined ? NO_VALUE : formatUsd(microToNumber(v));
const COMPACT = enUsNumberFormat({ notation: 'compact', maximumFractionDigits: 1 });
export const compactUsd = (v: bigint) => `$${COMPACT.format(microToNumber(v))}`;
export function chance(price: bigint | null | undefined): string {
  if (price === null || price === undefined) return NO_VALUE;
  const pct = Number((price * 1000n) / 1_000_000n) / 10;
  return pct > 0 && pct < 1 ? '<1%' : `${pct.toFixed(pct % 1 === 0 ? 0 : 1)}%`;
}
export const cents = (price: bigint | null | undefined) =>
  price === null || price === undefined ? NO_VALUE : `${(Number(price) / 10_000).toFixed(1).replace(/\.0$/, '')}¢`;
export const contractsText = (micro: bigint) => toDecimalString(micro - (micro % 10_000n), 6);

export interface OutcomeRow {
  key: string;
  label: string;
  market: Market;
  price: bigint | null;
  side: 'yes' | 'no';
}

/** A market's title, or its id when the answer has none (the title is display only). */
export const marketTitle = (m: { title?: string | null; marketId: string }): string => m.title ?? m.marketId;

export function outcomesOf(event: PredictionEvent): OutcomeRow[] {
  const markets = event.markets ?? [];
  const single = markets.length === 1 ? markets[0] : undefined;
  if (single) {
    const labels = single.outcomes?.length === 2 ? single.outcomes : ['Yes', 'No'];
    return [
      {
        key: `${single.marketId}:yes`,
        label: labels[0] ?? 'Yes',
        market: single,
        price: single.pricing?.buyYesPriceUsd ?? null,
        side: 'yes',
      },
      {
        key: `${single.marketId}:no`,
        label: labels[1] ?? 'No',
        market: single,
        price: single.pricing?.buyNoPriceUsd ?? null,
        side: 'no',
      },
    ];
  }
  return markets
    .map((m) => ({
      key: m.marketId,
      label: m.marketOptions?.find((o) => o.buyYes)?.label ?? marketTitle(m),
      market: m,
      price: m.pricing?.buyYesPriceUsd ?? null,
      side: 'yes' as const,
    }))
    .sort((a, b) => Number((b.price ?? -1n) - (a.price ?? -1n)));
}

export function closeTimeOf(event: PredictionEvent): number | null {
  const iso = event.metadata?.closeTime;
  if (iso) {
    const t = Date.parse(iso);
    if (Number.isFinite(t)) return Math.floor(t / 1000);
  }
  const closes = (event.markets ?? []).map((m) => m.closeTime).filter((t) => t > 0);
  return closes.length ? Math.min(...closes) : null;
}

export function countdownText(closeSec: number | null, nowSec: number): string {
  if (closeSec === null) return 'No close time';
  const left = closeSec - nowSec;
  if (left <= 0) return 'Closed';
  const d = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3_600);
  const m = Math.floor((left % 3_600) / 60);
  if (d > 0) return `Closes in ${String(d)}d ${String(h)}h`;
  if (h > 0) return `Closes in ${String(h)}h ${String(m)}m`;
  return m > 0 ? `Closes in ${String(m)}m` : `Closes in ${String(left)}s`;
}

export function scoreText(liveScore: unknown): string | null {
  const parsed = gameScoreSchema.safeParse(liveScore);
  if (!parsed.success || !parsed.data.score) return null;
  const s = parsed.data;
  const teams = s.homeTeam && s.awayTeam ? `${s.homeTeam} ${s.score} ${s.awayTeam}` : s.score;
  const clock = [s.period, s.elapsed ? `${s.elapsed}′` : null].filter(Boolean).join(' ');
  return clock ? `${teams ?? ''} · ${clock}` : (teams ?? null);
}

export const isSports = (event: PredictionEvent) => event.category === 'sports' || event.category === 'esports';

export const imageOf = (event: PredictionEvent): string | null =>
  event.metadata?.imageUrl ?? event.markets?.find((m) => m.imageUrl)?.imageUrl ?? null;

/** What an event card shows that does not depend on the clock, worked out once per event object. */
export interface CardView {
  title: string;
  rows: OutcomeRow[];
  binary: boolean;
  live: boolean;
  score: string | null;
  closeSec: number | null;
  volume: string;
  kind: string;
  image: string | null;
}

// Keyed by the parsed event: a page of events is parsed once, so a card mounted again on scroll reuses its view.
const cardViews = new WeakMap<PredictionEvent, CardView>();

export function cardViewOf(event: PredictionEvent): CardView {
  const cached = cardViews.get(event);
  if (cached) return cached;
  const title = event.metadata?.title ?? event.eventId;
  const view: CardView = {
    title,
    rows: outcomesOf(event).map((r) => ({ ...r, market: { ...r.market, eventId: event.eventId } })),
    binary: (event.markets?.length ?? 0) === 1,
    live: event.isLive || event.metadata?.isLive === true,
    score: scoreText(event.liveScore),
    closeSec: closeTimeOf(event),
    volume: compactUsd(event.volumeUsd),
    kind: isSports(event) && event.subcategory ? event.subcategory : event.category,
    image: imageOf(event),
  };
  cardViews.set(event, view);
  return view;
}
