import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { freshContext, msUntilUsable, throttle, watchKeystrokes } from './mobile-profile';

const PATH = process.env.PROBE_PATH ?? '/swap?from=SOL&to=USDC';
const LABEL = process.env.PROBE_LABEL ?? 'You pay';
test('trace', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await freshContext(browser, baseURL ?? '', true);
  const page = await context.newPage();
  await throttle(page, true);
  await watchKeystrokes(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'],
  });
  await page.goto(PATH, { waitUntil: 'commit' });
  const usable = await msUntilUsable(page, page.getByRole('textbox', { name: LABEL }), '7', { name: LABEL });
  const buf = await browser.stopTracing();
  writeFileSync('/tmp/trace.json', buf);
  console.log('usable', usable);
  await context.close();
});
