import type { Page } from '@playwright/test';
import { PublicKey } from '@solana/web3.js';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  resetSandboxAfterAll,
  type Sandbox,
  SOL_MINT,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

resetSandboxAfterAll();

/**
 * Recurring v1 end to end on the sandbox: the deposit and the cancel are signed by the Sandbox wallet and landed by
 * execute; the sandbox's keeper fills each round through the pools, moved along by the control API's clock. Chain
 * balances are read through the control API and checked against the fills the service lists.
 */

const DAY_MS = 86_400_000;
const FEE = 5_000n;

interface Trade {
  rawInputAmount: string;
  rawOutputAmount: string;
  txId: string;
}
interface Listed {
  time: {
    orderKey: string;
    trades: Trade[];
    rawInWithdrawn: string;
    rawMinOutAmount: string;
    rawMaxOutAmount: string;
    nextRunAt: string | null;
  }[];
}

const panel = (page: Page) => page.getByRole('tabpanel');
const activeSection = (page: Page) => page.getByRole('region', { name: 'Active recurring orders' });
const pastSection = (page: Page) => page.getByRole('region', { name: 'Past recurring orders' });

async function openRecurringTab(page: Page) {
  await page.getByRole('tab', { name: 'Recurring' }).click();
  await expect(panel(page).getByRole('form', { name: 'New recurring order' })).toBeVisible();
}

async function start({ page, chain, wallets }: Fixtures, address: string) {
  await page.goto('/limit-orders');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await openRecurringTab(page);
  await expect(activeSection(page)).toContainText('No active orders.');
  await expectNoAxeViolations(page);
  return chain.balances(address);
}

async function fillForm(page: Page, perOrder: string, orders: string) {
  const form = panel(page).getByRole('form', { name: 'New recurring order' });
  await form.getByRole('textbox', { name: 'Spend per order' }).fill(perOrder);
  await form.getByRole('textbox', { name: 'Number of orders' }).fill(orders);
  await form.getByRole('radio', { name: 'Day' }).check();
  return form;
}

const advance = (sandbox: Sandbox, ms: number) => sandbox.control('/clock', { advanceMs: ms });

// The real dialect nests the list as `time: { orders, totalPages, page }`.
const listed = async (sandbox: Sandbox, user: string, status: 'active' | 'history'): Promise<Listed> => {
  const body = await sandbox.api<{ time: Listed['time'] | { orders: Listed['time'] } }>(
    `/recurring/v1/getRecurringOrders?user=${user}&orderStatus=${status}&recurringType=time&page=1&includeFailedTx=false`,
  );
  return { time: Array.isArray(body.time) ? body.time : body.time.orders };
};

// Three rounds, a reload and the keeper's ticks take longer than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a three-round order fills three times on the sandbox clock, each fill paid to the wallet', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(41);
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);

  const form = await fillForm(page, '50', '2');
  await form.getByRole('textbox', { name: 'Spend per order' }).fill('10');
  await expect(form.getByRole('alert')).toContainText('at least $50.00');
  await expect(form.getByRole('button', { name: 'Start recurring order' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await fillForm(page, '50', '3');
  await expect(form).toContainText('Buy 50 USDC of SOL every day, 3 times');
  await expect(form).toContainText('Total 150 USDC');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Start recurring order' }).click();
  await expect(form.getByText('Recurring order started.')).toBeVisible();
  await page.getByRole('button', { name: /Activity/ }).click();
  const activity = page.getByRole('dialog', { name: /Activity/ });
  // This browser's records (a status in words); the service's rounds are listed beside them.
  const signed = activity.getByRole('listitem').filter({ hasText: 'Confirmed' });
  await expect(signed.first()).toContainText('Buy 50 USDC of SOL every day, 3 times');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(activity).toBeHidden();

  // The deposit left the wallet; the keeper runs the first round at once.
  const order = activeSection(page).getByRole('listitem', { name: /Buy 50 USDC of SOL every day/ });
  await expect(order).toContainText('1 of 3 orders filled', { timeout: 15_000 });
  await expect(order).toContainText('Next order:');
  await expectNoAxeViolations(page);
  expect(tokenAmount(await chain.balances(wallet.address), USDC_MINT)).toBe(
    tokenAmount(before, USDC_MINT) - 150_000_000n,
  );

  await advance(sandbox, DAY_MS);
  // A reload mid-order resumes from the service: the wallet reconnects and the order is still there.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('SOL');
  await openRecurringTab(page);
  await expect(order).toContainText('2 of 3 orders filled', { timeout: 15_000 });

  await advance(sandbox, DAY_MS);
  const done = pastSection(page).getByRole('listitem', { name: /Buy 50 USDC of SOL every day/ });
  await expect(done).toContainText('Completed: 3 of 3 orders filled', { timeout: 15_000 });
  await expect(done.getByRole('link', { name: /View fill \d transaction/ })).toHaveCount(3);
  // Round by round: each fill's price, and the average over all of them.
  await expect(done.getByRole('list', { name: 'Fills' }).getByRole('listitem').first()).toContainText(
    / at [\d.,]+ USDC per SOL/,
  );
  await expect(done).toContainText(/Average price [\d.,]+ USDC per SOL/);
  await done.screenshot({ path: 'e2e-artifacts/recurring-rounds.png' });
  await expect(activeSection(page)).toContainText('No active orders.');
  await expectNoAxeViolations(page);

  const [history] = (await listed(sandbox, wallet.address, 'history')).time;
  expect(history?.trades).toHaveLength(3);
  const out = (history?.trades ?? []).reduce((s, t) => s + BigInt(t.rawOutputAmount), 0n);
  const after = await chain.balances(wallet.address);
  // SOL: every fill's output arrived; the escrow's rent came back at the end; only the deposit's fee was paid.
  expect(tokenAmount(after, SOL_MINT)).toBe(tokenAmount(before, SOL_MINT) + out - FEE);
  expect(tokenAmount(after, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 150_000_000n);
  expect(errors).toEqual([]);
});

test('a cancelled order returns the rest on chain', async ({ page, sandbox, chain, wallets }) => {
  const wallet = testWallet(42);
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);
  const form = await fillForm(page, '60', '3');
  await form.getByRole('button', { name: 'Start recurring order' }).click();
  const order = activeSection(page).getByRole('listitem', { name: /Buy 60 USDC of SOL every day/ });
  await expect(order).toContainText('1 of 3 orders filled', { timeout: 15_000 });
  await expectNoAxeViolations(page);

  await order.getByRole('button', { name: 'Cancel and get 120 USDC back' }).click();
  const cancelled = pastSection(page).getByRole('listitem', { name: /Buy 60 USDC of SOL every day/ });
  await expect(cancelled).toContainText('Cancelled after 1 of 3 orders; 120 USDC returned', { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Activity/ }).click();
  const entries = page
    .getByRole('dialog', { name: /Activity/ })
    .getByRole('listitem')
    .filter({ hasText: 'Confirmed' });
  await expect(entries.first()).toContainText('Cancel recurring order: 120 USDC back');
  await expect(entries.first()).toContainText('Confirmed');
  await expect(entries.nth(1)).toContainText('Buy 60 USDC of SOL every day, 3 times');
  await page.keyboard.press('Escape');

  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 60_000_000n);
  const [history] = (await listed(sandbox, wallet.address, 'history')).time;
  expect(history?.rawInWithdrawn).toBe('120000000');
  // Rounds no longer run after the cancel.
  await advance(sandbox, 2 * DAY_MS);
  const [still] = (await listed(sandbox, wallet.address, 'history')).time;
  expect(still?.trades).toHaveLength(1);
  expect(tokenAmount(await chain.balances(wallet.address), USDC_MINT)).toBe(tokenAmount(after, USDC_MINT));
});

test('price bounds and a start time are sent: no round runs before the start or above the maximum', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const wallet = testWallet(43);
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);
  const form = await fillForm(page, '50', '2');
  // Tomorrow at 09:00 in the browser's own time zone.
  const { text, ms } = await page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    d.setHours(9, 0, 0, 0);
    const two = (n: number) => String(n).padStart(2, '0');
    return { text: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T09:00`, ms: d.getTime() };
  });
  await form.getByRole('textbox', { name: 'Maximum price (USDC per SOL)' }).fill('2');
  await form.getByRole('textbox', { name: 'Minimum price (USDC per SOL)' }).fill('3');
  await expect(form.getByText('The maximum must be at least the minimum.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Start recurring order' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Minimum price (USDC per SOL)' }).fill('1');
  await form.getByLabel('Start at').fill(text);
  await expect(form).toContainText(`the first order runs at ${text.replace('T', ' ')}`);
  await expectNoAxeViolations(page);
  await form.screenshot({ path: 'e2e-artifacts/recurring-bounds.png' });
  await form.getByRole('button', { name: 'Start recurring order' }).click();
  await expect(form.getByText('Recurring order started.')).toBeVisible();
  const order = activeSection(page).getByRole('listitem', { name: /Buy 50 USDC of SOL every day/ });
  await expect(order).toContainText('0 of 2 orders filled');
  await expect(order).toContainText('Next order:');
  await expect(order).toContainText('Runs only at 1 to 2 USDC per SOL');
  await order.screenshot({ path: 'e2e-artifacts/recurring-range.png' });
  await expectNoAxeViolations(page);
  const [listedOrder] = (await listed(sandbox, wallet.address, 'active')).time;
  // The order's account is Jupiter DCA's PDA (off the curve) and holds all of the deposit until the first round.
  const orderKey = listedOrder?.orderKey ?? '';
  expect(PublicKey.isOnCurve(new PublicKey(orderKey).toBytes())).toBe(false);
  expect(await chain.amount(orderKey, USDC_MINT)).toBe(100_000_000n);
  // 50 USDC a round at 1 to 2 USDC per SOL: 25 to 50 SOL, as the firewall held the openDcaV2 to. The first round
  // waits for the start time.
  expect([listedOrder?.rawMinOutAmount, listedOrder?.rawMaxOutAmount]).toEqual(['25000000000', '50000000000']);
  expect(Date.parse(listedOrder?.nextRunAt ?? '')).toBe(ms);
  // Past the start, SOL far above the maximum: the round waits, nothing is spent but the deposit.
  await advance(sandbox, 2 * DAY_MS);
  await page.reload();
  await openRecurringTab(page);
  await expect(order).toContainText('0 of 2 orders filled');
  const [after] = (await listed(sandbox, wallet.address, 'active')).time;
  expect(after?.trades).toHaveLength(0);
  const balances = await chain.balances(wallet.address);
  expect(tokenAmount(balances, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 100_000_000n);
});
