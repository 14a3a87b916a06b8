import { lazy } from 'react';

/**
 * Parts of the swap card that are not needed for its first paint load in their own chunks (the first page's
 * JavaScript budget), fetched as soon as the page is up so they are ready before the first quote arrives.
 */
const loadQuoteDetails = () => import('./quote-details');
const loadOptions = () => import('./swap-options-panel');
const loadSuccess = () => import('./swap-success');
const loadImpact = () => import('./impact-confirm');
const loadFix = () => import('./swap-fix-actions');

export const QuoteDetails = lazy(() => loadQuoteDetails().then((m) => ({ default: m.QuoteDetails })));
export const SwapOptionsPanel = lazy(() => loadOptions().then((m) => ({ default: m.SwapOptionsPanel })));
export const SwapSuccess = lazy(() => loadSuccess().then((m) => ({ default: m.SwapSuccess })));
export const ImpactConfirm = lazy(() => loadImpact().then((m) => ({ default: m.ImpactConfirm })));
export const SwapFixActions = lazy(() => loadFix().then((m) => ({ default: m.SwapFixActions })));

export function prefetchSwapParts(): void {
  void loadQuoteDetails();
  void loadOptions();
  void loadSuccess();
  void loadImpact();
  void loadFix();
}
