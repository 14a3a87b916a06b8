import type { Page } from '@playwright/test';
import {
  asked,
  bell,
  entry,
  inbox,
  notes,
  setHidden,
  startInbox,
  startWatched,
  turnOnNotifications,
} from './fixtures/inbox';
import { betYes, oneMarket, placeLimitOrder } from './fixtures/positions';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Sandbox,
  SOL_MINT,
  test,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

/**
 * The inbox end to end on the sandbox: a limit order fills and a market resolves while the user is on another page;
 * the bell counts both, the actions work (the claim checked on chain), read and dismissed state survive a reload, and
 * browser notifications show only for a user who turned them on, while the tab is hidden.
 */

async function solPrice(sandbox: Sandbox): Promise<number> {
  const body = await sandbox.api<Record<string, { usdPrice: number }>>(`/price/v3?ids=${SOL_MINT}`);
  return body[SOL_MINT]?.usdPrice ?? 0;
}

test.describe.configure({ timeout: 150_000 });

test('a fill and a resolution while on another page: badge, actions (claim on chain), read state after a reload, axe', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fixtures = { page, sandbox, chain, wallets };
  const errors = collectConsoleErrors(page);
  const wallet = await startInbox(fixtures, 91);
  const market = await oneMarket(sandbox);
  const trigger = Math.round((await solPrice(sandbox)) * 1.1);
  await placeLimitOrder(page, '0.5', String(trigger));
  await betYes(page, market, '5');
  await expect(bell(page)).toHaveAccessibleName('Inbox');

  // Elsewhere in the app: the order fills and the market resolves.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swap', exact: true }).click();
  await sandbox.control('/price', { mint: SOL_MINT, usdPrice: trigger * 1.02 });
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
  await expect(bell(page)).toHaveAccessibleName('Inbox, 2 unread', { timeout: 40_000 });

  await bell(page).click();
  await expect(entry(page, 'Limit order filled')).toContainText('Sell 0.5 SOL for USDC');
  await expect(entry(page, 'Market resolved: winnings to claim')).toContainText(market.title);
  await expect(inbox(page).getByText('New', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/inbox-desktop.png' });
  // Opening the inbox read both: the count is gone at once.
  await expect(bell(page)).toHaveAccessibleName('Inbox');

  const before = await chain.amount(wallet.address, USDC_MINT);
  const resolved = entry(page, 'Market resolved: winnings to claim');
  await resolved.getByRole('button', { name: /^Claim / }).click();
  await expect(resolved.getByRole('status')).toHaveText('Winnings claimed to your wallet.', { timeout: 30_000 });
  // The 5 USDC bet bought more than 5 contracts at under $1 each: each pays $1.
  expect((await chain.amount(wallet.address, USDC_MINT)) - before).toBeGreaterThan(5_000_000n);

  await entry(page, 'Limit order filled').getByRole('button', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Limit Orders' })).toBeVisible();
  await expect(inbox(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('banner')).toContainText('SOL');
  await bell(page).click();
  await expect(entry(page, 'Limit order filled')).toBeVisible({ timeout: 30_000 });
  await expect(inbox(page).getByText('New', { exact: true })).toHaveCount(0);
  await entry(page, 'Limit order filled').getByRole('button', { name: 'Dismiss: Limit order filled' }).click();
  await expect(entry(page, 'Limit order filled')).toHaveCount(0);
  await page.reload();
  await bell(page).click();
  await expect(inbox(page)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/inbox-phone.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(entry(page, 'Limit order filled')).toHaveCount(0);
  expect(tokenAmount(await chain.balances(wallet.address), SOL_MINT)).toBeGreaterThan(0n);
  expect(errors).toEqual([]);
});

interface ListedOrder {
  orderState: string;
  triggerPriceUsd: number;
  initialInputAmount: string;
  expiresAt: number;
}

/** The wallet's orders as the service lists them, with the token the app keeps for the tab's session. */
async function listOrders(page: Page): Promise<ListedOrder[]> {
  return page.evaluate(async () => {
    const kept = JSON.parse(sessionStorage.getItem('trading-app:trigger-session') ?? '{}') as {
      state?: { token?: string };
    };
    const res = await fetch('http://127.0.0.1:8787/trigger/v2/orders/history?limit=100', {
      headers: { 'x-api-key': 'sandbox-local-key', authorization: `Bearer ${kept.state?.token ?? ''}` },
    });
    return ((await res.json()) as { orders: ListedOrder[] }).orders;
  });
}

test('an order expiring within 24 h is renewed from the inbox after one confirmation: cancelled, placed again as it was', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await startInbox({ page, sandbox, chain, wallets }, 95);
  const trigger = Math.round((await solPrice(sandbox)) * 1.1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Limit Orders', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in with wallet' }).first().click();
  await page.getByRole('button', { name: 'Create my vault' }).click();
  const form = page.getByRole('form', { name: 'New limit order' });
  await form.getByRole('radio', { name: 'Sell above' }).check();
  await form.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await form.getByRole('textbox', { name: /Trigger price/ }).fill(String(trigger));
  await form.getByRole('radio', { name: '1 day' }).check();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Order placed')).toBeVisible({ timeout: 30_000 });

  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 40_000 });
  await bell(page).click();
  const expiring = entry(page, 'Limit order expires within 24 h');
  await expiring.getByRole('button', { name: 'Renew' }).click();
  await expect(expiring).toContainText('Renewing asks for two signatures');
  await expect(expiring).toContainText(`Sell 0.5 SOL for USDC when SOL rises above $${String(trigger)}`);
  await expectNoAxeViolations(page);
  await expiring.getByRole('button', { name: 'Confirm renew' }).click();
  await expect(expiring.getByRole('status')).toHaveText('Renewed: the order is placed again with the same terms.', {
    timeout: 60_000,
  });
  const orders = await listOrders(page);
  expect(orders.map((o) => o.orderState).sort()).toEqual(['cancelled', 'open']);
  const renewed = orders.find((o) => o.orderState === 'open');
  expect(renewed).toMatchObject({ triggerPriceUsd: trigger, initialInputAmount: '500000000' });
  expect((renewed?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(23 * 3_600_000);
});

test('with permission granted and the switch on, a new item while the tab is hidden is notified', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fixtures = { page, sandbox, chain, wallets };
  await startWatched(fixtures, 92, { granted: true });
  await turnOnNotifications(page);
  const market = await oneMarket(sandbox);
  await betYes(page, market, '5');
  await expect(bell(page)).toBeVisible();

  await setHidden(page, true);
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
  await expect.poll(() => notes(page), { timeout: 40_000 }).toEqual(['Market resolved: winnings to claim']);
  expect(await asked(page)).toBe(0);
});

test('without turning notifications on, none is shown and the browser is never asked', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fixtures = { page, sandbox, chain, wallets };
  await startWatched(fixtures, 93, { granted: true });
  const market = await oneMarket(sandbox);
  await betYes(page, market, '5');
  await expect(bell(page)).toBeVisible();

  await setHidden(page, true);
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
  await setHidden(page, false);
  await expect(bell(page)).toHaveAccessibleName('Inbox, 1 unread', { timeout: 40_000 });
  expect(await notes(page)).toEqual([]);
  expect(await asked(page)).toBe(0);
});

test('turning the switch on asks the browser; refused, it stays off and says why', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fixtures = { page, sandbox, chain, wallets };
  await startWatched(fixtures, 94, { granted: false });
  expect(await asked(page)).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const toggle = settings.getByRole('switch', { name: /Notify me of new inbox items/ });
  await toggle.click();
  await expect.poll(() => asked(page)).toBe(1);
  await expect(settings.getByRole('alert')).toContainText('Your browser blocks notifications');
  await expect(toggle).not.toBeChecked();
  await expectNoAxeViolations(page);
});
