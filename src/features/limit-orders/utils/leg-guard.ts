import type { Condition, OrderKind } from './order-draft';

export interface LegWarnings {
  trigger: string | null;
  tp: string | null;
  sl: string | null;
}

/**
 * Each leg on the wrong side of the market fills as soon as it is open. An entry + bracket's legs open once the entry
 * fills, so they are held against the entry's price.
 */
export function legWarnings(
  kind: OrderKind,
  condition: Condition,
  prices: { market: number | null; trigger: number | null; tp: number | null; sl: number | null },
): LegWarnings {
  const { market, trigger, tp, sl } = prices;
  const none: LegWarnings = { trigger: null, tp: null, sl: null };
  if (market === null) return none;
  if ((kind === 'limit' || kind === 'otoco') && trigger !== null) {
    const above = condition.endsWith('above');
    if (above ? trigger <= market : trigger >= market) {
      none.trigger = `The market is already ${above ? 'above' : 'below'} this price: the order would fill at once.`;
    }
  }
  if (kind !== 'oco' && kind !== 'otoco') return none;
  const ref = kind === 'otoco' ? trigger : market;
  if (ref === null) return none;
  const at = kind === 'otoco' ? 'the entry price' : 'the market';
  if (tp !== null && tp <= ref) none.tp = `At or below ${at}: the take-profit would fill at once.`;
  if (sl !== null && sl >= ref) none.sl = `At or above ${at}: the stop-loss would fill at once.`;
  return none;
}
