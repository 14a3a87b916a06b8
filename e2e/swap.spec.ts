import type { Page, Response } from '@playwright/test';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  SOL_MINT,
  tabUntilFocused,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

/**
 * The Swap page end to end: real quotes from the sandbox's routers, the Sandbox wallet's real approval dialog, real
 * execution on the ledger. Every swap is checked on chain against the execute response's amounts.
 */

interface ExecuteResult {
  status: string;
  signature: string;
  totalInputAmount: string;
  totalOutputAmount: string;
}
interface OrderResult {
  signatureFeeLamports: number;
  signatureFeePayer: string | null;
  prioritizationFeeLamports: number;
  prioritizationFeePayer: string | null;
  rentFeeLamports: number;
  rentFeePayer: string | null;
  taker: string | null;
  transaction: string | null;
}
interface TokenRecord {
  id: string;
  symbol: string;
  liquidity?: number;
  tags?: string[];
  decimals?: number;
  audit?: { isSus?: boolean };
}

const isOrder = (r: Response) => r.url().includes('/swap/v2/order') && r.request().method() === 'GET';
const isExecute = (r: Response) => r.url().includes('/swap/v2/execute');

const payInput = (page: Page) => page.getByRole('textbox', { name: 'You pay' });
const swapButton = (page: Page) => page.getByRole('button', { name: /^Swap/ });
const approvalDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign this transaction?' });

/** Type an amount and wait for a quote with a transaction for this wallet. */
async function quote(page: Page, amount: string): Promise<OrderResult> {
  const answer = page.waitForResponse((r) => isOrder(r) && new URL(r.url()).searchParams.get('taker') !== null);
  await payInput(page).fill(amount);
  const order = (await (await answer).json()) as OrderResult;
  await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
  return order;
}

/** Lamports the taker itself pays for an order (the fees whose payer is the taker). */
function takerLamports(order: OrderResult): bigint {
  const mine = (payer: string | null) => payer === order.taker;
  return (
    (mine(order.signatureFeePayer) ? BigInt(order.signatureFeeLamports) : 0n) +
    (mine(order.prioritizationFeePayer) ? BigInt(order.prioritizationFeeLamports) : 0n) +
    (mine(order.rentFeePayer) ? BigInt(order.rentFeeLamports) : 0n)
  );
}

/** The first token that fits, or a clear failure naming what the sandbox's world lacked. */
function pick(tokens: TokenRecord[], fits: (t: TokenRecord) => boolean): TokenRecord {
  const found = tokens.find(fits);
  if (!found) throw new Error('the sandbox has no token fit for this test');
  return found;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
  // The market's walk between a quote and its signature would re-quote, or fail a pool's curve, by chance.
  await sandbox.control('/market', { paused: true });
});

test('swaps SOL → USDC at the Turbo speed preset: the chain moves by the executed amounts and the card shows them', async ({
  page,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(1);
  await wallets.use(wallet);
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);

  // Turbo: its fee, estimated live from the RPC's recent prioritization fees, is the exact one the order asks for.
  await page.locator('summary', { hasText: 'Swap options' }).click();
  const speed = page.getByRole('group', { name: 'Transaction speed (priority fee)' });
  const turbo = speed.getByRole('radio', { name: /^Turbo ≈ [\d.]+ SOL \(<?\$[\d.,]+\)$/ });
  await expect(turbo).toBeEnabled();
  await expectNoAxeViolations(page);
  const sol = /≈ ([\d.]+) SOL/.exec((await turbo.evaluate((el) => el.closest('label')?.textContent)) ?? '')?.[1];
  const lamports = String(Math.round(Number(sol) * 1e9));
  const asked = page.waitForResponse(
    (r) => isOrder(r) && new URL(r.url()).searchParams.get('priorityFeeLamports') === lamports,
  );
  await turbo.check();
  await expect(speed.getByRole('radio', { name: /^Custom/ })).not.toBeChecked();
  const order = await quote(page, '1.5');
  expect(new URL((await asked).url()).searchParams.get('broadcastFeeType')).toBe('exactFee');
  await expect(page.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('');
  await expect(page.getByText(/1 SOL ≈ [\d,.]+ USDC/)).toBeVisible();
  await expect(page.getByText('Minimum received')).toBeVisible();
  await expectNoAxeViolations(page);

  const executed = page.waitForResponse(isExecute);
  await swapButton(page).click();
  await expect(approvalDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await approvalDialog(page).getByRole('button', { name: 'Approve' }).click();
  const result = (await (await executed).json()) as ExecuteResult;
  expect(result.status).toBe('Success');

  const card = page.getByRole('region', { name: 'Swap complete' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1.5 SOL');
  const usdcOut = BigInt(result.totalOutputAmount);
  await expect(card).toContainText(`${(Number(usdcOut) / 1e6).toString()} USDC`);
  await expect(card.getByRole('link', { name: 'View transaction on the explorer' })).toHaveAttribute(
    'href',
    new RegExp(result.signature),
  );
  await expectNoAxeViolations(page);

  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(usdcOut);
  expect(tokenAmount(before, SOL_MINT) - tokenAmount(after, SOL_MINT)).toBe(
    BigInt(result.totalInputAmount) + takerLamports(order),
  );
  expect(BigInt(result.totalInputAmount)).toBe(1_500_000_000n);
  expect(errors).toEqual([]);
});

test('buys a long-tail token chosen in the picker once its risk is confirmed (remembered); a link to a suspicious token asks too', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const wallet = testWallet(2);
  const found = await sandbox.api<TokenRecord[]>('/tokens/v2/search?query=ape&limit=100');
  const target = pick(found, (t) => !t.tags?.includes('verified') && (t.liquidity ?? 0) > 50_000);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=USDC&to=SOL');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');

  await page.getByRole('button', { name: /^You receive token/ }).click();
  const picker = page.getByRole('dialog', { name: 'Receive' });
  await picker.getByRole('combobox', { name: 'Search by name, symbol or mint address' }).fill(target.id);
  await expect(picker.getByRole('option').first()).toContainText(target.symbol);
  await expectNoAxeViolations(page);
  await picker.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`to=${target.id}`));

  const risk = page.getByRole('region', { name: `${target.symbol} risk` });
  await expect(risk).toContainText('Not verified');
  const before = await chain.balances(wallet.address);
  await quote(page, '25');
  await expect(page.getByRole('button', { name: `Confirm the ${target.symbol} risk to swap` })).toBeDisabled();
  await expectNoAxeViolations(page);
  await risk.getByRole('button', { name: 'I understand, trade it' }).click();
  const executed = page.waitForResponse(isExecute);
  await swapButton(page).click();
  const result = (await (await executed).json()) as ExecuteResult;
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();

  const after = await chain.balances(wallet.address);
  expect(tokenAmount(before, USDC_MINT) - tokenAmount(after, USDC_MINT)).toBe(BigInt(result.totalInputAmount));
  expect(tokenAmount(after, target.id) - tokenAmount(before, target.id)).toBe(BigInt(result.totalOutputAmount));
  expect(BigInt(result.totalInputAmount)).toBe(25_000_000n);

  // Remembered for that token: its link shows the risk without asking again.
  await page.goto(`/swap?from=USDC&to=${target.id}`);
  await expect(risk).toContainText('You chose to trade this token anyway');
  await expect(page.getByRole('button', { name: 'I understand, trade it' })).toHaveCount(0);

  // Another token, opened from a link at phone width, flagged suspicious: badges on the card, and the ask.
  const many = await sandbox.api<TokenRecord[]>('/tokens/v2/search?query=a&limit=100');
  const sus = pick(many, (t) => t.audit?.isSus === true && (t.liquidity ?? 0) > 10_000 && (t.decimals ?? 99) <= 18);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/swap?to=${sus.id}`);
  const susRisk = page.getByRole('region', { name: `${sus.symbol} risk` });
  await expect(susRisk).toContainText('Suspicious');
  await quote(page, '0.1');
  await expect(page.getByRole('button', { name: `Confirm the ${sus.symbol} risk to swap` })).toBeDisabled();
  await expect(susRisk.getByRole('button', { name: 'I understand, trade it' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/swap-risk-mobile.png', fullPage: true });
});

test('a rejected signature executes nothing and the page says so; a double click executes once', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(3);
  await wallets.use(wallet);
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const executes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/swap/v2/execute')) executes.push(r.url());
  });
  const before = await chain.balances(wallet.address);

  await quote(page, '1');
  await swapButton(page).click();
  await approvalDialog(page).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Rejected in your wallet' })).toContainText(
    'rejected',
  );
  await expectNoAxeViolations(page);
  expect(executes).toEqual([]);
  expect(await chain.balances(wallet.address)).toEqual(before);

  // Now approve automatically and double-click: one swap lands.
  await page.evaluate(() => localStorage.setItem('trading-app:sandbox-wallet-auto-approve', 'true'));
  await page.reload();
  await quote(page, '1');
  const executed = page.waitForResponse(isExecute);
  await swapButton(page).dblclick();
  const result = (await (await executed).json()) as ExecuteResult;
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(BigInt(result.totalOutputAmount));
  expect(tokenAmount(before, SOL_MINT) - tokenAmount(after, SOL_MINT)).toBeLessThan(1_100_000_000n);
});

test('says why a swap cannot go ahead and offers the fix', async ({ page, chain, wallets }) => {
  const wallet = testWallet(4);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');

  await payInput(page).fill('25');
  await expect(page.getByRole('button', { name: 'Insufficient SOL' })).toBeDisabled();

  // All the SOL but not the fees: the service answers errorCode 2; the page offers the sandbox faucet.
  await payInput(page).fill('9.9999');
  const blocked = page.getByRole('button', { name: 'Top up SOL for gas' });
  await expect(blocked).toBeDisabled();
  await expect(page.getByText('Not enough SOL to pay the network fee.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Get 1 SOL from the sandbox faucet' }).click();
  await expect(page.getByRole('banner')).toContainText('11 SOL');
  await expect(swapButton(page)).toBeEnabled();
  expect(tokenAmount(await chain.balances(wallet.address), SOL_MINT)).toBe(11_000_000_000n);
});

test('a quote older than the freshness limit is fetched again before the wallet is asked', async ({
  page,
  wallets,
}) => {
  const wallet = testWallet(5);
  await wallets.use(wallet);
  // The page's own clock, so the quote can age without the test sitting through it.
  await page.clock.install();
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect();
  await quote(page, '0.5');
  let orders = 0;
  page.on('response', (r) => {
    if (isOrder(r)) orders += 1;
  });
  // The quote must really age (its age is what this test is about): 6 s pass for the page, timers due included.
  await page.clock.fastForward(6_000);
  expect(orders).toBe(0);
  await swapButton(page).click();
  await expect(approvalDialog(page)).toBeVisible();
  expect(orders).toBe(1);
  await approvalDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
});

test('a swap that fails on slippage says by how much the price moved, then retries once with the slippage that works', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const wallet = testWallet(12);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await page.getByRole('button', { name: 'Slippage: Auto' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('radio', { name: 'Fixed' }).check();
  await settings.getByLabel('Slippage (basis points)').fill('50');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  const before = await chain.balances(wallet.address);
  await quote(page, '1');

  // SOL falls 2 % between the quote and the swap: the execute stops it (nothing lands), the blockhash then runs out.
  const prices = await sandbox.api<Record<string, { usdPrice: number }>>(`/price/v3?ids=${SOL_MINT}`);
  await sandbox.control('/price', { mint: SOL_MINT, usdPrice: (prices[SOL_MINT]?.usdPrice ?? 0) * 0.98 });
  const failed = page.waitForResponse(isExecute);
  await swapButton(page).click();
  expect(((await (await failed).json()) as ExecuteResult).status).toBe('Failed');
  await sandbox.control('/clock', { advanceSlots: 400 });
  const doctor = page.getByRole('region', { name: 'What went wrong' });
  await expect(doctor).toContainText(/The price moved (1\.9|2|2\.1) %, your slippage was 0\.5 %/);
  await expectNoAxeViolations(page);
  expect(await chain.balances(wallet.address)).toEqual(before);

  const retry = doctor.getByRole('button', { name: /^Retry with [\d.]+ % slippage$/ });
  const percent = /Retry with ([\d.]+) %/.exec(await retry.innerText())?.[1] ?? '';
  expect(Number(percent)).toBeGreaterThan(2);
  const requoted = page.waitForResponse(
    (r) => isOrder(r) && new URL(r.url()).searchParams.get('slippageBps') === String(Math.round(Number(percent) * 100)),
  );
  const executed = page.waitForResponse(isExecute);
  await retry.click();
  await requoted;
  const result = (await (await executed).json()) as ExecuteResult;
  expect(result.status).toBe('Success');
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Slippage: ${percent} %` })).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(BigInt(result.totalOutputAmount));
});

test('a quote that expires while the wallet waits: the doctor says how old it was, one click signs a fresh one that lands', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const wallet = testWallet(13);
  await wallets.use(wallet);
  await page.clock.install();
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);
  await quote(page, '0.5');
  await swapButton(page).click();
  await expect(approvalDialog(page)).toBeVisible();
  // The user leaves the wallet open for 45 s while the chain moves past the transaction's blockhash.
  await page.clock.fastForward(45_000);
  await sandbox.control('/clock', { advanceSlots: 400 });
  const failed = page.waitForResponse(isExecute);
  await approvalDialog(page).getByRole('button', { name: 'Approve' }).click();
  expect(((await (await failed).json()) as { status: string; code: number }).code).toBe(-1004);
  const doctor = page.getByRole('region', { name: 'What went wrong' });
  await expect(doctor).toContainText(/Your quote was (4[5-9]|5\d) s old when its transaction expired/);
  await expectNoAxeViolations(page);
  expect(await chain.balances(wallet.address)).toEqual(before);

  const requoted = page.waitForResponse(isOrder);
  await page.getByRole('button', { name: 'Get a new transaction and sign again' }).click();
  await requoted;
  await expect(approvalDialog(page)).toBeVisible();
  const executed = page.waitForResponse(isExecute);
  await approvalDialog(page).getByRole('button', { name: 'Approve' }).click();
  const result = (await (await executed).json()) as ExecuteResult;
  expect(result.status).toBe('Success');
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(BigInt(result.totalOutputAmount));
});

test('a price impact above 5 % needs an explicit confirmation', async ({ page, sandbox, wallets }) => {
  const wallet = testWallet(6);
  const found = await sandbox.api<TokenRecord[]>('/tokens/v2/search?query=a&limit=100');
  const shallow = pick(
    [...found].sort((a, b) => (a.liquidity ?? 0) - (b.liquidity ?? 0)),
    (t) => !t.tags?.includes('verified') && (t.liquidity ?? 0) > 1_000,
  );
  await wallets.use(wallet, { autoApprove: true });
  await page.goto(`/swap?from=USDC&to=${shallow.id}`);
  await wallets.connect({ approve: false });
  await page.getByRole('button', { name: 'I understand, trade it' }).click();
  // About 10 % on this pool: above the checkbox tier (5 %), below the typed one (15 %).
  await quote(page, '70');
  await expect(page.getByText(/very high/)).toBeVisible();
  const button = page.getByRole('button', { name: 'Confirm the price impact to swap' });
  await expect(button).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /moves the price by more than 5 %/ }).check();
  await expect(swapButton(page)).toBeEnabled();
  // The confirmation was for that trade: another amount asks again, and nothing is signable before its quote.
  await payInput(page).fill('60');
  await expect(page.getByRole('button', { name: /Getting the best price|Confirm the price impact/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /moves the price by more than 5 %/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Confirm the price impact to swap' })).toBeDisabled();
});

test('a reload during a pending swap resumes tracking and ends confirmed, executed once', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(7);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);
  await quote(page, '2');

  // The first execute reaches the sandbox (it lands) but its answer never reaches the page: then the page reloads.
  let held = false;
  await page.route('**/swap/v2/execute', async (route) => {
    if (held) return route.continue();
    held = true;
    await route.fetch();
    await new Promise(() => undefined);
  });
  await swapButton(page).click();
  await expect.poll(() => held).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sending the swap…' })).toBeVisible();
  // The answer is read inside the predicate: an answer that arrives while the page navigates has no body later.
  const seen: { result?: ExecuteResult } = {};
  const reposted = page.waitForResponse(async (r) => {
    if (!isExecute(r)) return false;
    const body = (await r.json().catch(() => null)) as ExecuteResult | null;
    if (body?.status === 'Success') seen.result = body;
    return seen.result !== undefined;
  });
  await page.reload();
  await reposted;
  const landed = seen.result as ExecuteResult;

  await page.getByRole('button', { name: /Activity/ }).click();
  const activity = page.getByRole('dialog', { name: /Activity/ });
  await expect(activity.getByRole('listitem').first()).toContainText('Confirmed');
  await expectNoAxeViolations(page);
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(BigInt(landed.totalOutputAmount));
});

test('the whole swap with the keyboard only', async ({ page, chain, wallets }) => {
  const wallet = testWallet(8);
  await wallets.use(wallet);
  await page.goto('/swap?from=SOL&to=USDC');
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
  await tabUntilFocused(page, connect);
  await page.keyboard.press('Enter');
  await tabUntilFocused(
    page,
    page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: /Sandbox wallet/ }),
  );
  await page.keyboard.press('Enter');
  const approveConnect = page
    .getByRole('dialog', { name: 'Connect the Sandbox wallet?' })
    .getByRole('button', { name: 'Approve' });
  await tabUntilFocused(page, approveConnect);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toContainText('10 SOL');

  await tabUntilFocused(page, payInput(page), 40);
  await page.keyboard.type('0.25');
  await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
  await expect(swapButton(page)).toBeEnabled();
  await tabUntilFocused(page, swapButton(page));
  await page.keyboard.press('Enter');
  const approve = approvalDialog(page).getByRole('button', { name: 'Approve' });
  await tabUntilFocused(page, approve);
  await page.keyboard.press('Enter');
  const done = page.getByRole('heading', { name: 'Swap complete' });
  await expect(done).toBeFocused();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, SOL_MINT)).toBeLessThan(9_750_000_000n);
});

test('mobile width: the swap card with a quote, refreshed now, prices with their 24 h change, the speed presets, and popular-token chips in the picker', async ({
  page,
  wallets,
}) => {
  const wallet = testWallet(9);
  await page.setViewportSize({ width: 390, height: 844 });
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await quote(page, '1');
  const refreshed = page.waitForResponse((r) => isOrder(r) && new URL(r.url()).searchParams.get('taker') !== null);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await refreshed;
  await expect(page.getByRole('list', { name: 'Prices' })).toContainText(/SOL \$[\d,.]+ (▲ \+|▼ )?-?[\d.]+ % in 24 h/);
  await page.locator('summary', { hasText: 'Swap options' }).click();
  await expect(page.getByRole('radio', { name: /^Ultra ≈/ })).toBeEnabled();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'e2e-artifacts/swap-mobile.png', fullPage: true });

  // A popular token is one tap away in the picker.
  await page.getByRole('button', { name: /^You receive token/ }).click();
  const chips = page.getByRole('dialog', { name: 'Receive' }).getByRole('group', { name: 'Popular tokens' });
  await expect(chips.getByRole('button', { name: 'USDC' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await chips.getByRole('button', { name: 'USDT' }).click();
  await expect(page).toHaveURL(/to=USDT/);
  await expect(page.getByRole('button', { name: 'You receive token: USDT. Change token' })).toBeVisible();
});

test('Advanced: the app assembles the build itself and sends it through the RPC, then the submission endpoint', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(10);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (['/swap/v2/build', '/swap/v2/execute', '/tx-rpc'].includes(path)) calls.push(path);
  });

  const before = await chain.balances(wallet.address);
  await quote(page, '0.5');
  await page.getByRole('checkbox', { name: /Advanced/ }).check();
  await swapButton(page).click();
  const card = page.getByRole('region', { name: 'Swap complete' });
  await expect(card).toBeVisible();
  const mid = await chain.balances(wallet.address);
  const usdc = tokenAmount(mid, USDC_MINT) - tokenAmount(before, USDC_MINT);
  expect(usdc).toBeGreaterThan(0n);
  await expect(card).toContainText(`${(Number(usdc) / 1e6).toString()} USDC`);
  expect(calls).toEqual(['/swap/v2/build']);

  // Through the submission endpoint: the build carries the 0.001 SOL tip the endpoint requires.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('radio', { name: /Submission endpoint/ }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await card.getByRole('button', { name: 'New swap' }).click();
  await quote(page, '0.5');
  await swapButton(page).click();
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  expect(calls).toEqual(['/swap/v2/build', '/swap/v2/build', '/tx-rpc']);
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(mid, SOL_MINT) - tokenAmount(after, SOL_MINT)).toBeGreaterThan(501_000_000n);
  expect(tokenAmount(after, USDC_MINT)).toBeGreaterThan(tokenAmount(mid, USDC_MINT));
});

test('no sideways scrolling from phone to wide screen with a wallet connected', async ({ page, wallets }) => {
  await wallets.use(testWallet(11), { autoApprove: true });
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  for (const width of [390, 640, 768, 900, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `overflow at ${String(width)} px`).toBeLessThanOrEqual(0);
  }
});
