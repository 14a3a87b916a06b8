import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { clickWhenReady, freshContext, msUntilUsable, throttle, watchKeystrokes } from './mobile-profile';

test('trace earn', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await freshContext(browser, baseURL ?? '', true);
  const page = await context.newPage();
  await throttle(page, true);
  await watchKeystrokes(page);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto('/earn', { waitUntil: 'commit' });
  await clickWhenReady(page, 'Choose USDC to deposit or withdraw');
  const clicked = await page.evaluate(() => performance.now());
  const usable = await msUntilUsable(page, page.getByRole('textbox', { name: 'Amount to deposit' }), '7', { name: 'Amount to deposit' });
  writeFileSync('/tmp/trace.json', await browser.stopTracing());
  const res = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${Math.round(r.startTime)} ${Math.round(r.responseEnd)} ${r.name.replace(location.origin, '').slice(0, 50)}`));
  console.log('clicked', clicked.toFixed(0), 'usable', usable.toFixed(0));
  console.log(res.filter((l) => Number(l.split(' ')[0]) > 1300).join('\n'));
  await context.close();
});
