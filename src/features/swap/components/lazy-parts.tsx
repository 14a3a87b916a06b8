import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';
import { nextTask } from '../../../utils/next-task';

/**
 * Own chunks, off the first page's JavaScript budget. The quote's card loads with the first quote, not before it: the
 * JavaScript fetched before the quote is budgeted (bench:ui), and the amount it receives shows without it.
 */
const loadQuoteDetails = chunkLoader(() => import('./quote-details'));
const loadSuccess = chunkLoader(() => import('./swap-success'));
const loadImpact = chunkLoader(() => import('./impact-confirm'));
const loadFix = chunkLoader(() => import('./swap-fix-actions'));
const loadCraft = chunkLoader(() => import('../utils/swap-craft'));
const loadRisk = chunkLoader(() => import('./pair-risk'));
const loadDoctor = chunkLoader(() => import('./swap-doctor'));

export const QuoteDetails = lazyLoaded(loadQuoteDetails, (m) => m.QuoteDetails);
export const SwapSuccess = lazyLoaded(loadSuccess, (m) => m.SwapSuccess);
export const ImpactConfirm = lazyLoaded(loadImpact, (m) => m.ImpactConfirm);
export const SwapFixActions = lazyLoaded(loadFix, (m) => m.SwapFixActions);
export const SwapDoctor = lazyLoaded(loadDoctor, (m) => m.SwapDoctor);
export const PairRisk = lazyLoaded(loadRisk, (m) => m.PairRisk);

let prefetched = false;

/**
 * Once a quote for what is typed is on screen, not while it is asked for. One part a task, as all at once made one long
 * task (issue 15); on a slow link they took the quote's bandwidth.
 */
export function prefetchTradeParts(): void {
  if (prefetched) return;
  prefetched = true;
  const loads: (() => Promise<unknown>)[] = [loadCraft, loadSuccess, loadImpact, loadFix];
  void loads.reduce<Promise<unknown>>(
    (previous, load) =>
      previous
        .then(nextTask)
        .then(load)
        .catch(() => undefined),
    Promise.resolve(),
  );
}
