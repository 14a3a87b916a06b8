import { describe, expect, it } from 'vitest';
import type { OutcomeRow } from './event-view';
import { marketGroupsOf } from './market-groups';

const row = (key: string, sportsMarketType?: string) =>
  ({ key, label: key, price: null, side: 'yes', market: { marketId: key, sportsMarketType } }) as unknown as OutcomeRow;

describe('marketGroupsOf', () => {
  it('groups a game’s markets as moneyline, spread, total, in that order', () => {
    const groups = marketGroupsOf([
      row('over', 'totals'),
      row('home', 'moneyline'),
      row('line', 'spread'),
      row('x', 'props'),
    ]);
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.key)])).toEqual([
      ['Moneyline', ['home']],
      ['Spread', ['line']],
      ['Total', ['over']],
      ['Other markets', ['x']],
    ]);
  });

  it('keeps one untitled group when no market names its type', () => {
    expect(marketGroupsOf([row('a'), row('b')])).toEqual([{ id: 'all', label: null, rows: [row('a'), row('b')] }]);
  });
});
