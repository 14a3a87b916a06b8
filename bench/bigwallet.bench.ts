/* eslint-disable playwright/no-wait-for-timeout -- a benchmark measures over fixed idle periods */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { longTasksSinceReset, resetLongTasks, watchLongTasks } from './long-tasks';
import { throttle } from './mobile-profile';

/**
 * Issue 30, a big wallet: the sandbox gives the wallet a year of history (POST /__sandbox/seed/big-wallet: 500 token
 * accounts, 1,000 trigger orders, 200 recurring, 100 invites, 300 prediction positions); then, under Lighthouse's
 * mobile profile (4× CPU, 1.6 Mbps / 150 ms), each page is opened from the main navigation, then the recurring orders
 * and prediction positions, the wallet menu and the activity centre: the longest task from the click until the page
 * has settled, and when the first row of its list is on screen.
 * Printed against its budgets by scripts/bench-ui.mjs.
 */

const OUT = 'test-results/bench-bigwallet.json';
const SEED = Array.from({ length: 32 }, (_, i) => ((i * 29 + 7) % 256).toString(16).padStart(2, '0')).join('');
const SETTLE_MS = 3_000;

/** Each page's list of the wallet's records (its first row), or null where the page lists none of them. */
const PAGES: { name: string; link: string; row: string | null }[] = [
  { name: 'limit-orders', link: 'Limit Orders', row: 'ul[aria-label="Open orders"] > li' },
  { name: 'invites', link: 'Send Invites', row: 'ul[aria-label="Invite history"] > li' },
  { name: 'predictions', link: 'Predictions', row: null },
  { name: 'launch', link: 'Launch Token', row: 'ul[aria-label="Launches, newest first"] > li' },
  { name: 'earn', link: 'Earn/Borrow', row: null },
  { name: 'portfolio', link: 'Portfolio', row: 'table tbody tr' },
  { name: 'swap', link: 'Swap', row: null },
];

/** Lists inside a page, opened by a tab or section button on it: the page is opened first, then measured from the click. */
const SECTIONS: { name: string; link: string; control: (page: Page) => Locator; row: string }[] = [
  {
    name: 'recurring',
    link: 'Limit Orders',
    control: (page) => page.getByRole('tab', { name: 'Recurring', exact: true }),
    row: 'section[aria-labelledby="recurring-active-heading"] li',
  },
  {
    name: 'prediction-positions',
    link: 'Predictions',
    control: (page) =>
      page.getByRole('navigation', { name: 'Predictions sections' }).getByText('Your predictions', { exact: true }),
    row: 'ul[aria-label="Your positions"] > li',
  },
];

/** Milliseconds from now (page clock) until `selector` matches, or null if it never does within the wait. */
async function msUntil(page: Page, startedAt: number, selector: string): Promise<number | null> {
  const found = await page
    .waitForFunction((s) => (document.querySelector(s) ? performance.now() : 0), selector, { timeout: 15_000 })
    .then((h) => h.jsonValue())
    .catch(() => 0);
  return found ? found - startedAt : null;
}

/** The longest task from `open` until the page settled, and when its list's first row (if any) was on screen. */
async function measure(page: Page, open: () => Promise<void>, row: string | null) {
  await resetLongTasks(page);
  const startedAt = await page.evaluate(() => performance.now());
  await open();
  // Undefined (left out of the figures) where the page lists none of the wallet's records; null: never shown.
  const firstRowMs = row ? await msUntil(page, startedAt, row) : undefined;
  await page.waitForTimeout(SETTLE_MS);
  return { firstRowMs, longestTaskMs: Math.max(0, ...(await longTasksSinceReset(page))) };
}

test('big wallet: every page and the wallet menu, longest task and first list row under the mobile profile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { Keypair } = await import('@solana/web3.js');
  const owner = Keypair.fromSeed(Buffer.from(SEED, 'hex')).publicKey.toBase58();
  const t = Date.now();
  const seeded = await request.post('http://127.0.0.1:8787/__sandbox/seed/big-wallet', { data: { address: owner } });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const seedMs = Date.now() - t;

  await page.addInitScript((seed) => {
    localStorage.setItem('trading-app:sandbox-wallet-seed', seed);
    localStorage.setItem('trading-app:sandbox-wallet-auto-approve', 'true');
  }, SEED);
  await watchLongTasks(page);
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wallet / })
    .waitFor({ timeout: 60_000 });
  // The open orders need the order service's sign-in (a message the auto-approving wallet signs), once per session.
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Limit Orders', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in with wallet' }).first().click();
  await page.getByRole('list', { name: 'Open orders' }).waitFor({ timeout: 60_000 });
  await nav.getByRole('link', { name: 'Swap', exact: true }).click();
  await page.waitForTimeout(2_000);
  await throttle(page, true);

  const longestTaskMs: Record<string, number> = {};
  const firstRowMs: Record<string, number | null | undefined> = {};
  const visit = async (name: string, open: () => Promise<void>, row: string | null) => {
    const figure = await measure(page, open, row);
    firstRowMs[name] = figure.firstRowMs;
    longestTaskMs[name] = figure.longestTaskMs;
  };
  for (const { name, link, row } of PAGES) {
    await visit(name, () => nav.getByRole('link', { name: link, exact: true }).click(), row);
  }
  for (const { name, link, control, row } of SECTIONS) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await control(page).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await visit(name, () => control(page).click(), row);
  }
  const walletButton = page.getByRole('banner').getByRole('button', { name: /^Wallet / });
  await visit('wallet-menu', () => walletButton.click(), 'ul[aria-label="Token balances"] > li');
  await page.keyboard.press('Escape');
  const activityButton = page.getByRole('banner').getByRole('button', { name: /^Activity/ });
  await visit('activity', () => activityButton.click(), 'ol[aria-label="Activity, newest first"] > li');

  mkdirSync('test-results', { recursive: true });
  writeFileSync(OUT, JSON.stringify({ seedMs, longestTaskMs, firstRowMs }, null, 2));
});
