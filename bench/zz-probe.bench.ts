import { test } from '@playwright/test';
import { clickWhenReady, freshContext, msUntilUsable, throttle, watchKeystrokes } from './mobile-profile';

test('probe earn', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (let run = 0; run < 2; run++) {
    const context = await freshContext(browser, baseURL ?? '', true);
    const page = await context.newPage();
    await throttle(page, true);
    await watchKeystrokes(page);
    await page.goto('/earn', { waitUntil: 'commit' });
    await clickWhenReady(page, 'Choose USDC to deposit or withdraw');
    const clicked = await page.evaluate(() => performance.now());
    const usable = await msUntilUsable(page, page.getByRole('textbox', { name: 'Amount to deposit' }), '7', { name: 'Amount to deposit' });
    const res = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => `${String(Math.round(r.startTime)).padStart(5)} ${String(Math.round(r.requestStart)).padStart(5)} ${String(Math.round(r.responseEnd)).padStart(5)} ${String(Math.round(r.transferSize / 102.4) / 10).padStart(6)}KB ${r.name.replace(location.origin, '').slice(0, 70)}`,
      ),
    );
    console.log(`\n== earn run ${run} clicked ~${clicked.toFixed(0)} usable ${usable.toFixed(0)}`);
    console.log(res.join('\n'));
    await context.close();
  }
});
