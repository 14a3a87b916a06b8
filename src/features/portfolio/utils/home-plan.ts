import type { PortfolioItem, Section } from './model';

export const WSOL_ITEM = 'leftover:wsol';
export const EMPTY_ITEM = 'leftover:empty';

/**
 * What "bring everything home" runs, in order: every item with an action, products first and the wallet's leftovers
 * last; SOL collateral comes back wrapped, so an unwrap follows it even when no wrapped SOL is held yet.
 */
export function homePlan(sections: readonly Section[], wallet: string): PortfolioItem[] {
  const items = sections.flatMap((s) => (s.status === 'ready' ? s.items.filter((i) => i.action) : []));
  const rest = items.filter((i) => i.product !== 'leftovers');
  const leftovers = items.filter((i) => i.product === 'leftovers');
  const wraps = rest.some((i) => i.action?.run.kind === 'borrow' && i.action.run.wrapped);
  if (wraps && !leftovers.some((i) => i.id === WSOL_ITEM)) {
    leftovers.unshift({
      id: WSOL_ITEM,
      product: 'leftovers',
      title: 'Wrapped SOL from the borrow withdrawal',
      holds: 'What the withdrawal returns',
      usd: null,
      details: [],
      action: {
        verb: 'Unwrap',
        label: 'Unwrap the SOL collateral the withdrawal returns',
        run: { kind: 'unwrap', wallet },
      },
    });
  }
  const order = (i: PortfolioItem) => (i.id === WSOL_ITEM ? 0 : i.id === EMPTY_ITEM ? 2 : 1);
  return [...rest, ...leftovers.sort((a, b) => order(a) - order(b))];
}
