import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  expectPolled,
  PAGES,
  tabUntilFocused,
  test,
} from './fixtures/test';

test.describe('every page', () => {
  for (const p of PAGES) {
    test(`${p.heading} loads, says what it needs next, and is axe-clean`, async ({ page }, testInfo) => {
      const errors = collectConsoleErrors(page);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
      // The sandbox answers, so the only thing the page needs next is a wallet.
      await expect(page.getByRole('main').getByText('Connect a wallet', { exact: true })).toBeVisible();
      await expect(page.getByText(/Service unreachable/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      // One capture, kept in both places.
      const shot = await page.screenshot({ path: `e2e-artifacts/${p.path.slice(1)}.png`, fullPage: true });
      await testInfo.attach(`${p.heading}.png`, { body: shot, contentType: 'image/png' });
      expect(errors).toEqual([]);
    });
  }

  test('before any script runs, each page paints the frame and its header where the app then draws them', async ({
    page,
  }) => {
    for (const p of PAGES) {
      // The page's description: the largest text painted first (LCP), so its box must not move when the app draws.
      const description = page.locator('main h1 + p');
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: p.link }),
      ).toHaveAttribute('aria-current', 'page');
      const painted = await description.boundingBox();
      await page.unrouteAll();
      await page.goto(p.path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
      await expect(page.getByText('Loading page…')).toHaveCount(0);
      expect(await description.boundingBox()).toEqual(painted);
    }
  });

  test('the root redirects to Swap and an unknown path says so', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/swap$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('the navigation works by keyboard alone', async ({ page }) => {
  await page.goto('/swap');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const p of PAGES.slice(1)) {
    const link = nav.getByRole('link', { name: p.link });
    await tabUntilFocused(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${p.heading} · Solstice Trade`);
  }
});

test('a list that cannot load says why and offers the fix, without blanking the page', async ({ page }) => {
  // Point the app at a port where nothing listens, as a user with a wrong address would.
  await page.addInitScript(() => {
    localStorage.setItem(
      'trading-app:settings:v1',
      JSON.stringify({
        apiBaseUrl: 'http://127.0.0.1:9',
        apiKey: 'sandbox-local-key',
        rpcUrl: 'http://127.0.0.1:8899',
        submissionUrl: 'http://127.0.0.1:8787/tx-rpc',
        explorer: 'solana-explorer',
        slippage: { mode: 'auto' },
        priorityFee: { mode: 'auto' },
        mevTipLamports: '0',
        submitVia: 'rpc',
      }),
    );
  });
  await page.clock.install();
  await page.goto('/earn');
  const notice = page.getByRole('alert').filter({ hasText: 'Could not load earn assets' });
  // The query client retries a network failure with backoff (0.5 s, 1 s, 2 s) before giving up: the page's clock
  // is moved on through it.
  await expectPolled(page, 500, () => expect(notice).toBeVisible({ timeout: 250 }), 15_000);
  await expect(notice).toContainText('Service unreachable at http://127.0.0.1:9');
  await expect(page.getByRole('tab', { name: 'Borrow' })).toBeVisible();
  await notice.getByRole('button', { name: 'Open Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test('the preview sends the security headers, serves no source maps, and no page breaks its policy', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/swap');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self' http://127.0.0.1:8787 http://127.0.0.1:8899 ws://127.0.0.1:8900;");
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+';/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  const entry = /\/assets\/main-[\w-]+\.js/.exec((await response?.text()) ?? '')?.[0];
  expect(entry).toBeDefined();
  expect(await (await request.get(entry ?? '')).text()).not.toContain('sourceMappingURL');
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  }
  // A toast loads Sonner, which inserts a stylesheet of its own.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(errors).toEqual([]);
});
