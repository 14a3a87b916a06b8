import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `target` rows to draw: none in the render that mounts the list, then `step` more per render in a
 * transition until all are, so that no one task draws them all (issue 30: the page and twenty order rows at once were
 * a long task at 4× CPU).
 */
export function useRowsInSteps(target: number, step: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < target) startTransition(() => setDrawn((n) => n + step));
  }, [drawn, target, step]);
  return Math.min(drawn, target);
}
