import type { Browser, Page } from '@playwright/test';
import { betYes, oneMarket, placeLimitOrder } from './fixtures/positions';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  SOL_MINT,
  test,
  testWallet,
  type TestWallet,
  USDC_MINT,
} from './fixtures/test';

/**
 * Activity across browsers: a limit order fills and a market resolves through the sandbox's control routes; the same
 * wallet in a second browser (a new context, empty storage) sees both from the services' histories, filters them by
 * product and follows each transaction to the explorer. The first browser lists its own signatures once.
 */

const activity = (page: Page) => page.getByRole('dialog', { name: 'Activity' });
const entry = (page: Page, name: string) => activity(page).getByRole('article', { name, exact: true });

async function openActivity(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Activity/ })
    .click();
  await expect(activity(page)).toBeVisible();
}

/** The same wallet in a browser that has never seen it: no stored records, no sign-in. */
async function secondBrowser(browser: Browser, wallet: TestWallet) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4173' });
  const page = await context.newPage();
  await page.addInitScript((seed) => {
    localStorage.setItem('trading-app:sandbox-wallet-seed', seed);
    localStorage.setItem('trading-app:sandbox-wallet-auto-approve', 'true');
  }, wallet.seedHex);
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  await expect(page.getByRole('banner')).toContainText('SOL');
  return { context, page };
}

test.describe.configure({ timeout: 150_000 });

test('a fill and a resolution made elsewhere show in a second browser, filtered by product, with explorer links', async ({
  page,
  browser,
  sandbox,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  await sandbox.reset();
  await sandbox.control('/market', { paused: true });
  const wallet = await wallets.use(testWallet(95), { autoApprove: true });
  await page.goto('/swap');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const market = await oneMarket(sandbox);
  const prices = await sandbox.api<Record<string, { usdPrice: number }>>(`/price/v3?ids=${SOL_MINT}`);
  const trigger = Math.round((prices[SOL_MINT]?.usdPrice ?? 0) * 1.1);
  await placeLimitOrder(page, '0.5', String(trigger));
  await betYes(page, market, '5');
  const usdcBefore = await chain.amount(wallet.address, USDC_MINT);
  await sandbox.control('/price', { mint: SOL_MINT, usdPrice: trigger * 1.02 });
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });

  const second = await secondBrowser(browser, wallet);
  const other = second.page;
  await openActivity(other);
  await activity(other).getByRole('button', { name: 'Sign in to show limit orders' }).click();
  const filled = entry(other, 'Limit order filled');
  await expect(filled).toContainText('Sell 0.5 SOL for USDC', { timeout: 40_000 });
  await expect(filled).toContainText(/received [\d.,]+ USDC/);
  const resolved = entry(other, 'Market resolved: YES won');
  await expect(resolved).toContainText(`You held YES in ${market.title}: won`);
  await expect(entry(other, 'Limit order placed')).toHaveCount(1);
  await expect(entry(other, 'Prediction bought')).toContainText(/paid \$\d/);
  await expect(activity(other).getByRole('button', { name: 'Sign in to show limit orders' })).toHaveCount(0);

  // The fill's link names its transaction, which landed on the chain and paid the wallet.
  const href = await filled.getByRole('link', { name: /^View on explorer.*Limit order filled/ }).getAttribute('href');
  const signature = /\/tx\/([1-9A-HJ-NP-Za-km-z]{64,88})/.exec(href ?? '')?.[1];
  expect(signature).toBeTruthy();
  const statuses = await chain.rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[signature]]);
  expect(statuses.value[0]).toMatchObject({ err: null });
  expect(await chain.amount(wallet.address, USDC_MINT)).toBeGreaterThan(usdcBefore);
  // A resolution is no transaction of the wallet's: no link.
  await expect(resolved.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(other);
  await other.screenshot({ path: 'e2e-artifacts/activity-second-browser.png' });

  const product = activity(other).getByRole('combobox', { name: 'Product' });
  await product.selectOption('limit');
  await expect(filled).toBeVisible();
  await expect(resolved).toHaveCount(0);
  await product.selectOption('predictions');
  await expect(resolved).toBeVisible();
  await expect(filled).toHaveCount(0);
  await other.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(other);
  await other.screenshot({ path: 'e2e-artifacts/activity-phone.png' });
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await second.context.close();

  // The browser that signed: its own order and bet once each (its records), the fill and resolution beside them.
  await openActivity(page);
  await expect(entry(page, 'Limit order filled')).toBeVisible({ timeout: 20_000 });
  await expect(entry(page, 'Market resolved: YES won')).toBeVisible();
  await expect(entry(page, 'Limit order')).toContainText('Confirmed');
  await expect(entry(page, 'Limit order placed')).toHaveCount(0);
  await expect(entry(page, 'Prediction bought')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Load older reads the next page of a history: older invites appear only then, with their explorer links', async ({
  page,
  sandbox,
  wallets,
}) => {
  const wallet = await wallets.use(testWallet(133), { autoApprove: true });
  // A year of history (100 settled invites, 10 a page, among the rest), without a transaction of this browser's.
  await sandbox.control('/seed/big-wallet', { address: wallet.address });
  const history = (n: number) =>
    sandbox.api<{ invites: { deletion_tx: string }[] }>(`/send/v1/invite-history?address=${wallet.address}&page=${n}`);
  const [first, second] = [(await history(1)).invites, (await history(2)).invites];
  expect(second).toHaveLength(10);
  await page.goto('/swap');
  await wallets.connect({ approve: false });
  await openActivity(page);
  await activity(page).getByRole('combobox', { name: 'Product' }).selectOption('invites');
  const links = activity(page).getByRole('link', { name: /^View on explorer/ });
  const box = activity(page).getByRole('region', { name: 'Activity, newest first (scrolls)' });
  // The timeline is windowed: its links are read while scrolling it from top to end, a frame for each step drawn.
  const hrefs = async () => {
    const seen = new Set<string>();
    await box.evaluate((el) => el.scrollTo({ top: 0 }));
    for (let end = false; !end;) {
      for (const h of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) seen.add(h);
      end = await box.evaluate(async (el) => {
        const last = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
        el.scrollBy({ top: el.clientHeight / 2 });
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        return last;
      });
    }
    return [...seen];
  };
  const linked = async (invites: { deletion_tx: string }[]) => {
    const shown = await hrefs();
    return invites.filter((i) => shown.some((h) => h.includes(`/tx/${i.deletion_tx}?`))).length;
  };
  await expect.poll(() => linked(first), { timeout: 20_000 }).toBe(first.length);
  expect(await linked(second)).toBe(0);

  await activity(page).getByRole('button', { name: 'Load older' }).click();
  await expect.poll(() => linked(second), { timeout: 20_000 }).toBe(second.length);
  expect(await linked(first)).toBe(first.length);
  await expect(activity(page).getByRole('button', { name: 'Load older' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/activity-load-older.png' });
});
