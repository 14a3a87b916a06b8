import { useEffect, useRef } from 'react';
import { prefetchTokenPicker } from '../../../components/token/token-amount-input';
import { holdFirstResult } from '../../../stores/first-result';
import { prefetchTradeParts } from '../components/lazy-parts';

/** A form left without an amount this long is not about to ask for a quote: the shell's late parts need not wait. */
export const SHELL_WAIT_MS = 3_000;

/**
 * What loads once the quote of what is typed is on screen (the trade's parts, the token picker, the shell's late parts:
 * issue 30 budgets the JavaScript before it), never while it is asked for. `quoted`: that quote is in the render;
 * `owed`: an amount waits for its quote (typed, or asked for and not failed). A connected wallet lets the shell's parts
 * go at once: its stack is far larger, and the inbox then has the wallet's news.
 */
export function useAfterQuote(quoted: boolean, owed: boolean, connected: boolean): void {
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    const letGo = holdFirstResult();
    release.current = letGo;
    return letGo;
  }, []);
  useEffect(() => {
    if (connected) release.current();
  }, [connected]);
  useEffect(() => {
    if (quoted) {
      let timer = 0;
      // After the frame that paints the quote: a chunk landing first would delay that frame on a slow phone.
      const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          prefetchTradeParts();
          prefetchTokenPicker();
          release.current();
        });
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }
    if (owed) return;
    const timer = setTimeout(() => release.current(), SHELL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [quoted, owed]);
}
