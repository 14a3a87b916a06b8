import { describe, expect, it } from 'vitest';
import { eventSchema } from '../../../api/prediction/schemas';
import { specEvent, supplementMarket } from '../../../api/prediction/test-fixtures';
import {
  cardViewOf,
  chance,
  compactUsd,
  countdownText,
  imageOf,
  marketTitle,
  outcomesOf,
  scoreText,
} from './event-view';

describe('event view', () => {
  it('reads a binary event as Yes / No with each side’s price as its chance', () => {
    const rows = outcomesOf(eventSchema.parse(specEvent));
    expect(rows.map((r) => [r.label, chance(r.price)])).toEqual([
      ['Yes', '65%'],
      ['No', '38%'],
    ]);
  });

  it('reads a multi-outcome event one row per market, likeliest first', () => {
    const market = (id: string, label: string, yes: number) => ({
      ...supplementMarket,
      marketId: id,
      title: `Will ${label} win?`,
      marketOptions: [{ label, buyYes: true }],
      pricing: { ...supplementMarket.pricing, buyYesPriceUsd: yes },
    });
    const event = eventSchema.parse({
      ...specEvent,
      markets: [market('a', 'Alice', 200000), market('b', 'Bob', 550000), market('c', 'Carol', 250000)],
    });
    expect(outcomesOf(event).map((r) => `${r.label} ${chance(r.price)}`)).toEqual([
      'Bob 55%',
      'Carol 25%',
      'Alice 20%',
    ]);
  });

  it('names a market without a title by its id', () => {
    expect(marketTitle({ title: undefined, marketId: 'market-456' })).toBe('market-456');
    expect(marketTitle({ title: 'SOL $500', marketId: 'market-456' })).toBe('SOL $500');
    const { title: _t, ...untitled } = supplementMarket;
    const markets = [untitled, { ...untitled, marketId: 'm2', title: 'Second' }];
    const rows = outcomesOf(eventSchema.parse({ ...specEvent, markets }));
    expect(rows.map((r) => r.label).sort()).toEqual(['Second', 'market-456']);
  });

  it('counts down to the close', () => {
    expect(countdownText(1_000 + 2 * 86_400 + 4 * 3_600 + 59, 1_000)).toBe('Closes in 2d 4h');
    expect(countdownText(1_000 + 12 * 60, 1_000)).toBe('Closes in 12m');
    expect(countdownText(999, 1_000)).toBe('Closed');
  });

  it('writes a live score and ignores what is not one', () => {
    expect(scoreText({ homeTeam: 'ARS', awayTeam: 'CHE', score: '2-1', period: '2H', elapsed: '67' })).toBe(
      'ARS 2-1 CHE · 2H 67′',
    );
    expect(scoreText(null)).toBeNull();
    expect(scoreText({ nothing: true })).toBeNull();
  });

  it('works out a card once per parsed event, its rows carrying the event id', () => {
    const event = eventSchema.parse({ ...specEvent, isLive: true, liveScore: { score: '1-0', period: '2H' } });
    const view = cardViewOf(event);
    expect(cardViewOf(event)).toBe(view);
    expect(cardViewOf(eventSchema.parse(specEvent))).not.toBe(view);
    expect(view.rows.map((r) => r.market.eventId)).toEqual([event.eventId, event.eventId]);
    expect([view.live, view.score, view.binary]).toEqual([true, '1-0 · 2H', true]);
  });

  it('pictures an event by its own image, else its first market’s that has one, else none', () => {
    const url = (name: string) => `https://img.test/${name}.svg`;
    const base = { ...specEvent, metadata: { eventId: specEvent.eventId, imageUrl: null } };
    const market = { ...supplementMarket, imageUrl: url('market') };
    expect(imageOf(eventSchema.parse({ ...base, metadata: { ...base.metadata, imageUrl: url('event') } }))).toBe(
      url('event'),
    );
    expect(imageOf(eventSchema.parse({ ...base, markets: [{ ...market, imageUrl: null }, market] }))).toBe(
      url('market'),
    );
    expect(imageOf(eventSchema.parse({ ...base, markets: [] }))).toBeNull();
    // A link the app would not follow is no picture either.
    expect(
      imageOf(eventSchema.parse({ ...base, metadata: { ...base.metadata, imageUrl: 'javascript:x' } })),
    ).toBeNull();
  });
});

describe('compactUsd', () => {
  it('writes what Intl’s en-US compact notation writes, from cents to trillions', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    const values = [0n, 40_000n, 50_000n, 999_000_000n, 999_949_999n, 999_950_000n, 1_049_999n, 1_050_000n];
    for (let e = 0n; e < 15n; e++) values.push(10n ** e, 10n ** e * 7n + 3n, 10n ** e * 99_995n, 10n ** e * 12_345n);
    for (const v of [...values, 123_456_789_012n, 999_960_000_000n, -2_500_000_000n]) {
      expect(compactUsd(v), String(v)).toBe(`$${intl.format(Number(v) / 1e6)}`);
    }
  });
});
