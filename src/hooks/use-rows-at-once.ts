import { useState } from 'react';

/**
 * A long list rendered a screenful at a time (issue 30: a year-old wallet's hundreds of rows were one long task):
 * `shown` rows, `more()` adds a step, `hidden` are the rest. `onScroll` on the list's scroll box adds a step near its end.
 */
export function useRowsAtOnce(total: number, step: number) {
  const [shown, setShown] = useState(step);
  const more = () => setShown((n) => n + step);
  const hidden = Math.max(0, total - shown);
  const onScroll = (e: { currentTarget: HTMLElement }) => {
    const el = e.currentTarget;
    if (hidden > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 100) more();
  };
  return { shown, more, hidden, nextStep: Math.min(hidden, step), onScroll };
}
