import { test } from '@playwright/test';
import { freshContext, msUntilUsable, throttle, watchKeystrokes } from './mobile-profile';

for (const [name, path, label] of [
  ['swap', '/swap?from=SOL&to=USDC', 'You pay'],
  ['limit', '/limit-orders', 'Trigger price'],
] as const) {
  test(`probe ${name}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    for (let run = 0; run < 2; run++) {
      const context = await freshContext(browser, baseURL ?? '', true);
      const page = await context.newPage();
      await throttle(page, true);
      await watchKeystrokes(page);
      await page.goto(path, { waitUntil: 'commit' });
      const usable = await msUntilUsable(
        page,
        page.getByRole('textbox', { name: label === 'Trigger price' ? /Trigger price/ : label }),
        '7',
        label === 'Trigger price' ? { name: /Trigger price/ } : { name: label },
      );
      const entries = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          n: r.name.replace(location.origin, '').slice(0, 60),
          s: Math.round(r.startTime),
          q: Math.round(r.requestStart),
          rs: Math.round(r.responseStart),
          e: Math.round(r.responseEnd),
          kb: Math.round(r.transferSize / 102.4) / 10,
        }));
        const paints = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
        const marks = performance.getEntriesByType('mark').map((p) => `${p.name} ${Math.round(p.startTime)}`);
        return { nav: { rs: Math.round(nav.responseStart), e: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd) }, res, paints, marks };
      });
      console.log(`\n== ${name} run ${run} usable ${usable.toFixed(0)}`, JSON.stringify(entries.nav), entries.paints.join(', '), entries.marks.join(', '));
      for (const r of entries.res) console.log(`${String(r.s).padStart(5)} ${String(r.q).padStart(5)} ${String(r.rs).padStart(5)} ${String(r.e).padStart(5)} ${String(r.kb).padStart(6)}KB ${r.n}`);
      await context.close();
    }
  });
}
