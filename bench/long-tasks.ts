import { expect, type Page } from '@playwright/test';

type Watched = { __longTasks: number[] };

/** Records the duration of every long task the page runs, from its first script on (call before `goto`). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

export async function resetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Watched).__longTasks = [];
  });
}

/**
 * The long tasks since the last reset; then a 120 ms block from a page timer (the protocol's own work is not reported)
 * must be seen, or "no long task" would prove nothing.
 */
export async function longTasksSinceReset(page: Page): Promise<number[]> {
  const seen = await page.evaluate(() => (window as unknown as Watched).__longTasks);
  await page.evaluate(() => {
    setTimeout(() => {
      const until = performance.now() + 120;
      while (performance.now() < until) {
        // busy on purpose
      }
    }, 0);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Watched).__longTasks.length))
    .toBeGreaterThan(seen.length);
  return seen;
}
