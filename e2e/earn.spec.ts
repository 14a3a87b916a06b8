import type { Locator, Page } from '@playwright/test';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  resetSandboxAfterAll,
  SOL_MINT,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

resetSandboxAfterAll();

/**
 * Earn end to end on the sandbox: deposit 100 USDC (the risk note before it, once per wallet), let the sandbox clock
 * run ten minutes, see the earnings, withdraw the 30 USDC a withdrawal limit lets out (Max), lift the limit, then Max
 * (every share redeemed) and get the USDC back with the interest. Chain balances through the control API.
 */

interface Listed {
  address: string;
  assetAddress: string;
}
interface Earned {
  address: string;
  earnings: number;
}
interface RateHistory {
  points: { supplyRate: string; borrowRate: string; utilization: string }[];
}

// The rate history is the sandbox's own read: in the real dialect the page says the service has none.
const REAL = process.env.E2E_DIALECT === 'real';
const lastRate = async (sandbox: Sandbox) =>
  (await sandbox.api<RateHistory>(`/lend/v1/earn/rate-history?asset=${USDC_MINT}&range=7d`)).points.at(-1);

const positions = (page: Page) => page.getByRole('table', { name: 'Your earn positions' });
const usdcPosition = (page: Page) => positions(page).getByRole('row', { name: /^USDC/ });

async function choose(page: Page, mode: 'Deposit' | 'Withdraw', symbol = 'USDC') {
  await page.getByRole('button', { name: `Choose ${symbol} to deposit or withdraw` }).click();
  await page.getByRole('radio', { name: mode }).check();
  return page.getByRole('form', { name: `${mode} ${symbol}` });
}

type Sandbox = Parameters<Parameters<typeof test>[2]>[0]['sandbox'];

/** The 30-day summary ends on today's rate; the range buttons work from the keyboard. */
async function rateHistoryBeforeDeposit(page: Page, sandbox: Sandbox) {
  const rates = page.getByRole('region', { name: 'USDC rate history' });
  if (REAL) {
    await expect(rates).toContainText('Rate history is not available from this service.');
    return rates;
  }
  await expect(rates.getByRole('figure', { name: 'USDC supply APY over 30 days' })).toContainText(
    /^Supply APY \d+(\.\d+)?% → 5\.2% over 30 days; borrow APR now 7\.22%, 80% utilised\./,
  );
  await rates.getByRole('button', { name: '7 days' }).press('Enter');
  await expect(rates.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rates.getByRole('figure', { name: 'USDC supply APY over 7 days' })).toContainText('→ 5.2% over 7 days');
  expect(await lastRate(sandbox)).toMatchObject({ supplyRate: '520', borrowRate: '722', utilization: '8000' });
  return rates;
}

/** 100 USDC more supplied against the same 16,000 lent: 79.6 % utilised, a new point, and card and chart agree. */
async function rateHistoryAfterDeposit(page: Page, sandbox: Sandbox, rates: Locator, usdcAsset: Locator) {
  if (REAL) return;
  expect(await lastRate(sandbox)).toMatchObject({ supplyRate: '514', borrowRate: '718', utilization: '7960' });
  await expect(usdcAsset).toContainText('5.14% base + 0% rewards');
  await expect(rates.getByRole('figure', { name: 'USDC supply APY over 7 days' })).toContainText(
    /→ 5\.14% over 7 days; borrow APR now 7\.18%, 79\.6% utilised\./,
  );
  await expect(rates.getByRole('table', { name: 'USDC rates by day' }).getByRole('row').nth(1)).toContainText('5.14%');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/earn-rate-history.png', fullPage: true });
}

test.describe.configure({ timeout: 120_000 });

test('deposit 100 USDC, earn on the sandbox clock, withdraw the 30 a limit allows, then Max with no jlUSDC left', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(91);
  await wallets.use(wallet, { autoApprove: true });
  const tokens = await sandbox.api<Listed[]>('/lend/v1/earn/tokens');
  const jlUsdc = tokens.find((t) => t.assetAddress === USDC_MINT)?.address ?? '';
  expect(jlUsdc).not.toBe('');

  await page.goto('/earn');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await expect(page.getByText('No deposits yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await chain.balances(wallet.address);

  const usdcAsset = page
    .getByRole('table', { name: 'Assets you can deposit to earn' })
    .getByRole('row', { name: /^USDC/ });
  await expect(usdcAsset).toContainText('5.2% base + 0% rewards');
  const deposit = await choose(page, 'Deposit');
  const rates = await rateHistoryBeforeDeposit(page, sandbox);
  const riskNote = deposit.getByRole('complementary', { name: 'Before your first deposit' });
  await expect(riskNote).toContainText('not guaranteed');
  await deposit.getByRole('textbox', { name: 'Amount to deposit' }).fill('100000');
  await expect(deposit.getByRole('alert')).toContainText('Enter at most');
  await deposit.getByRole('textbox', { name: 'Amount to deposit' }).fill('100');
  await expect(deposit).toContainText('≈ $100.00');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/earn-first-deposit.png', fullPage: true });
  await deposit.getByRole('button', { name: 'Deposit USDC' }).click();
  await expect(deposit.getByText('Deposited: your USDC now earns.')).toBeVisible({ timeout: 20_000 });

  const afterDeposit = await chain.balances(wallet.address);
  expect(tokenAmount(afterDeposit, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 100_000_000n);
  const shares = tokenAmount(afterDeposit, jlUsdc);
  expect(shares).toBeGreaterThan(0n);
  await expect(usdcPosition(page)).toContainText(/(100|99\.99\d*) USDC/);
  await rateHistoryAfterDeposit(page, sandbox, rates, usdcAsset);
  await expectNoAxeViolations(page);

  // Ten minutes earn ~0.0001 USDC; the sandbox is reset when this spec ends, back to the browser's clock.
  await sandbox.control('/clock', { advanceMs: 600_000 });
  const [earned] = await sandbox.api<Earned[]>(`/lend/v1/earn/earnings?user=${wallet.address}&positions=${jlUsdc}`);
  expect(earned?.earnings ?? 0).toBeGreaterThan(0);
  // Only 30 USDC of the market's ~20,100 may leave now: utilisation, "withdrawable now" and Max all follow it.
  await sandbox.control('/lend/withdrawal-limit', { asset: USDC_MINT, withdrawable: '30000000' });
  await page.reload();
  await expect(usdcPosition(page)).toContainText(/\+0\.\d+ USDC/, { timeout: 20_000 });
  await expect(usdcPosition(page)).toContainText('count stays fixed');
  await expect(usdcAsset).toContainText('99.85%');
  const again = await choose(page, 'Deposit');
  await expect(again.getByRole('textbox', { name: 'Amount to deposit' })).toBeVisible();
  await expect(again.getByRole('complementary', { name: 'Before your first deposit' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/earn-position.png', fullPage: true });

  // A partial withdrawal up to the limit: exactly the amount arrives, and the shares it burned are gone.
  const withdraw = await choose(page, 'Withdraw');
  await expect(withdraw).toContainText(/Withdrawable now: 30 USDC of (100|99\.99\d*) USDC/);
  await withdraw.getByRole('textbox', { name: 'Amount to withdraw' }).fill('40');
  await expect(withdraw.getByRole('alert')).toContainText('Only 30 USDC can be withdrawn now');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/earn-withdraw-limit.png', fullPage: true });
  await withdraw.getByRole('button', { name: 'Max' }).click();
  await expect(withdraw.getByRole('textbox', { name: 'Amount to withdraw' })).toHaveValue('30');
  await withdraw.getByRole('button', { name: 'Withdraw USDC' }).click();
  await expect(withdraw.getByText('Withdrawn to your wallet.')).toBeVisible({ timeout: 20_000 });
  const afterPartial = await chain.balances(wallet.address);
  expect(tokenAmount(afterPartial, USDC_MINT)).toBe(tokenAmount(afterDeposit, USDC_MINT) + 30_000_000n);
  const left = tokenAmount(afterPartial, jlUsdc);
  expect(left).toBeGreaterThan(0n);
  expect(left).toBeLessThan(shares - (shares * 29n) / 100n);
  await expect(usdcPosition(page)).toContainText(/70(\.\d+)? USDC/, { timeout: 20_000 });

  await sandbox.control('/lend/withdrawal-limit', { asset: USDC_MINT, withdrawable: null });
  await page.reload();
  await choose(page, 'Withdraw');
  await expect(withdraw).toContainText('Withdrawable now: all');
  await withdraw.getByRole('button', { name: 'Max' }).click();
  await expect(withdraw).toContainText('no dust is left');
  await page.screenshot({ path: 'e2e-artifacts/earn-withdraw-max.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e-artifacts/earn-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await withdraw.getByRole('button', { name: 'Withdraw USDC' }).click();
  // The status line still reads the partial withdrawal's success: the chain says when this one landed.
  await expect
    .poll(async () => tokenAmount(await chain.balances(wallet.address), jlUsdc), { timeout: 20_000 })
    .toBe(0n);
  await expect(withdraw.getByText('Withdrawn to your wallet.')).toBeVisible({ timeout: 20_000 });

  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, jlUsdc)).toBe(0n);
  // Every share redeemed: at least the ten minutes' earnings (less a unit of rounding) on top of what was deposited.
  expect(tokenAmount(after, USDC_MINT)).toBeGreaterThanOrEqual(
    tokenAmount(before, USDC_MINT) + BigInt(earned?.earnings ?? 0) - 1n,
  );
  await expect(page.getByText('No deposits yet.')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('Max SOL deposit keeps SOL for fees; withdraw Max empties the position', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(92);
  await wallets.use(wallet, { autoApprove: true });
  const tokens = await sandbox.api<Listed[]>('/lend/v1/earn/tokens');
  const jlSol = tokens.find((t) => t.assetAddress === SOL_MINT)?.address ?? '';

  await page.goto('/earn');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const deposit = await choose(page, 'Deposit', 'SOL');
  await deposit.getByRole('button', { name: 'Max' }).click();
  await expect(deposit.getByRole('textbox', { name: 'Amount to deposit' })).toHaveValue('9.99');
  await deposit.getByRole('button', { name: 'Deposit SOL' }).click();
  await expect(deposit.getByText('Deposited: your SOL now earns.')).toBeVisible({ timeout: 20_000 });
  const afterDeposit = await chain.balances(wallet.address);
  expect(tokenAmount(afterDeposit, jlSol)).toBeGreaterThan(0n);
  // What Max left is what pays the fees and the jlSOL account's rent.
  expect(tokenAmount(afterDeposit, SOL_MINT)).toBeGreaterThan(5_000_000n);

  const withdraw = await choose(page, 'Withdraw', 'SOL');
  await withdraw.getByRole('button', { name: 'Max' }).click();
  await withdraw.getByRole('button', { name: 'Withdraw SOL' }).click();
  await expect(withdraw.getByText('Withdrawn to your wallet.')).toBeVisible({ timeout: 20_000 });
  expect(tokenAmount(await chain.balances(wallet.address), jlSol)).toBe(0n);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
