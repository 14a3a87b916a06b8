import { valueOf } from './book';
import type { Markets } from './markets';
import type { HistoryRecord, PredictionState } from './state';
import type { Trading } from './trading';

// order_closed repeats the position's total.
const REALIZING = new Set(['order_filled', 'payout_claimed', 'position_lost']);

export const realizedOf = (h: HistoryRecord) =>
  REALIZING.has(h.eventType) && !(h.eventType === 'order_filled' && h.isBuy) ? h.realizedPnl : 0;

// A wallet's figures from its history and positions; `since` limits volume and realized P&L (leaderboards).
export function traderStats(state: PredictionState, markets: Markets, trading: Trading, owner: string, since = 0) {
  const history = state.history.filter((h) => h.owner === owner && h.timestamp >= since);
  const positions = Object.values(state.positions).filter((p) => p.owner === owner);
  let correct = 0;
  let wrong = 0;
  let active = 0;
  let value = 0;
  for (const pos of positions) {
    const market = markets.market(pos.marketId);
    const resolution = market ? markets.resolution(market) : null;
    const held = trading.held(pos.pubkey);
    if (resolution) {
      if ((resolution.result === 'yes') === pos.isYes) correct++;
      else wrong++;
    } else active += held;
    const mark = market ? markets.mark(market, pos.isYes) : null;
    if (mark !== null && !pos.claimed) value += valueOf(held, mark);
  }
  return {
    realized: history.reduce((sum, h) => sum + realizedOf(h), 0),
    volume: history.filter((h) => h.eventType === 'order_filled').reduce((sum, h) => sum + h.amount, 0),
    predictions: positions.length,
    correct,
    wrong,
    active,
    value,
  };
}
