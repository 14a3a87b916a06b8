import { lazy } from 'react';
import { nextTask } from '../../../utils/next-task';

/**
 * Own chunks, off the first page's JavaScript budget. The quote's card loads with the first quote, not before it: the
 * JavaScript fetched before the quote is budgeted (bench:ui), and the amount it receives shows without it.
 */
const loadQuoteDetails = () => import('./quote-details');
const loadSuccess = () => import('./swap-success');
const loadImpact = () => import('./impact-confirm');
const loadFix = () => import('./swap-fix-actions');
const loadCraft = () => import('../utils/swap-craft');
const loadRisk = () => import('./pair-risk');
const loadDoctor = () => import('./swap-doctor');

export const QuoteDetails = lazy(() => loadQuoteDetails().then((m) => ({ default: m.QuoteDetails })));
export const SwapSuccess = lazy(() => loadSuccess().then((m) => ({ default: m.SwapSuccess })));
export const ImpactConfirm = lazy(() => loadImpact().then((m) => ({ default: m.ImpactConfirm })));
export const SwapFixActions = lazy(() => loadFix().then((m) => ({ default: m.SwapFixActions })));
export const SwapDoctor = lazy(() => loadDoctor().then((m) => ({ default: m.SwapDoctor })));
export const PairRisk = lazy(() => loadRisk().then((m) => ({ default: m.PairRisk })));

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
