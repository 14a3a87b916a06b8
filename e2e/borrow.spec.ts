import type { Locator, Page } from '@playwright/test';
import {
  type Chain,
  collectConsoleErrors,
  CONTROL,
  expect,
  expectNoAxeViolations,
  type Sandbox,
  SOL_MINT,
  test,
  testWallet,
  type TestWallet,
  tokenAmount,
  USDC_MINT,
  type Wallets,
  wrappedSol,
} from './fixtures/test';

/**
 * Borrow end to end on the sandbox chain: open a SOL → USDC position (the app wraps the SOL in the same transaction:
 * one signature), read its health and move the what-if price, repay Max (the "all" sentinel: no debt left), withdraw
 * Max and unwrap back to SOL in one transaction; then a position near the limit is liquidated by the oracle control route and the page says so; then each partial change
 * of a JUP → USDC position moves exactly its amount.
 */

interface Position {
  id: number;
  address: string;
  supply: string;
  borrow: string;
  isLiquidated: boolean;
}

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;
const JUP = 1_000_000n;
const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const positionsOf = (sandbox: Sandbox, w: TestWallet) =>
  sandbox.api<Position[]>(`/lend/v1/borrow/positions?users=${w.address}`);

/** How many transactions the wallet has landed: one more per signature it gave. */
async function landedCount(chain: Chain, w: TestWallet): Promise<number> {
  const signatures = await chain.rpc<unknown[]>('getSignaturesForAddress', [
    w.address,
    { limit: 1000, commitment: 'confirmed' },
  ]);
  return signatures.length;
}

async function openBorrowTab(page: Page, wallets: Wallets, wallet: TestWallet) {
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/earn');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await page.getByRole('tab', { name: 'Borrow' }).click();
  await expect(page.getByRole('table', { name: 'Vaults you can borrow from' })).toContainText('SOL → USDC');
}

async function openPosition(page: Page) {
  await page.getByRole('button', { name: 'Choose SOL → USDC to borrow' }).click();
  return page.getByRole('form', { name: 'Open a SOL → USDC position' });
}

test.describe.configure({ timeout: 60_000 });

const rawOf = (text: string, decimals: number) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
};

/** Sells 0.1 SOL of the position's collateral and repays from the swap in one signature; the sold amount. */
async function repayWithCollateral(page: Page, change: Locator, chain: Chain, sandbox: Sandbox, wallet: TestWallet) {
  // The market's walk between the quote and the signature would re-quote the swap below the minimum shown, by chance.
  await sandbox.control('/market', { paused: true });
  const [start] = await positionsOf(sandbox, wallet);
  const balances = await chain.balances(wallet.address);
  await change.getByRole('radio', { name: 'Repay with collateral' }).check();
  // Slippage first (0.5 % unless changed), so one quote is asked for.
  await change.getByRole('button', { name: 'Slippage: 0.5 %' }).click();
  await change.getByRole('textbox', { name: 'Swap slippage (%)' }).fill('1');
  await expect(change.getByRole('button', { name: 'Slippage: 1 %' })).toBeVisible();
  await change.getByRole('textbox', { name: 'Collateral to sell' }).fill('0.1');
  const swap = change.getByRole('region', { name: 'The swap and the repayment' });
  await expect(swap).toContainText(/1 SOL ≈ \d+\.\d+ USDC/);
  await expect(swap).toContainText('1%: at least');
  // The least the swap pays is its quote less the chosen 1 %, and the repayment shown is that least.
  const about = rawOf(/about ([\d.]+) USDC/.exec(await swap.innerText())?.[1] ?? '', 6);
  const least = rawOf(/1%: at least ([\d.]+) USDC/.exec(await swap.innerText())?.[1] ?? '', 6);
  expect(least).toBe((about * 9_900n) / 10_000n);
  const shown = /At least ([\d.]+) USDC/.exec(await swap.getByText(/^At least/).innerText())?.[1] ?? '';
  const minRepaid = rawOf(shown, 6);
  expect(minRepaid).toBe(least);
  expect(minRepaid).toBeGreaterThan(10n * USDC);
  // Health before → after, before the signature.
  await expect(change.getByRole('region', { name: 'Before you sign' })).toContainText(/2\.55 \(Safe\)\s*→\s*3\.\d\d/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/borrow-repay-with-collateral.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/borrow-repay-with-collateral-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const landed = await landedCount(chain, wallet);
  await change.getByRole('button', { name: 'Repay with collateral', exact: true }).click();
  await expect(change.getByText(/^Repaid at least [\d.]+ USDC with 0\.1 SOL of collateral\.$/)).toBeVisible({
    timeout: 30_000,
  });
  expect(await landedCount(chain, wallet)).toBe(landed + 1);
  const [moved] = await positionsOf(sandbox, wallet);
  expect(BigInt(moved?.supply ?? 0)).toBe(BigInt(start?.supply ?? 0) - SOL / 10n);
  expect(BigInt(moved?.borrow ?? 0)).toBeLessThanOrEqual(BigInt(start?.borrow ?? 0) - minRepaid + 2n);
  // Nothing left the wallet: its USDC did not fall, its SOL only by the fee (and a token account's rent).
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT)).toBeGreaterThanOrEqual(tokenAmount(balances, USDC_MINT));
  expect(tokenAmount(after, SOL_MINT)).toBeGreaterThan(tokenAmount(balances, SOL_MINT) - 3_000_000n);
  await expectNoAxeViolations(page);
  return SOL / 10n;
}

test('open 1 SOL → 50 USDC (wrap and operate in one signature), what-if, repay Max with no debt left, withdraw Max as SOL', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(93);
  await openBorrowTab(page, wallets, wallet);
  const vaults = page.getByRole('table', { name: 'Vaults you can borrow from' });
  await expect(vaults.getByRole('columnheader', { name: 'Liquidation penalty' })).toBeVisible();
  await expect(vaults.getByRole('row', { name: /^SOL → USDC/ })).toContainText(/\b1%/);
  await expectNoAxeViolations(page);
  const before = await chain.balances(wallet.address);

  const form = await openPosition(page);
  await form.getByRole('textbox', { name: 'Collateral to deposit' }).fill('1');
  const borrow = form.getByRole('textbox', { name: 'Amount to borrow' });
  await borrow.fill('121');
  await expect(form.getByRole('alert')).toHaveText(/At most 120 USDC against 1 SOL \(max LTV 80%\)/);
  await borrow.fill('5');
  await expect(form.getByRole('alert')).toHaveText('The minimum borrow is 10 USDC.');
  await borrow.fill('50');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form).toContainText(
    'One signature: the API takes only wrapped SOL, so 1 SOL is wrapped in the same transaction',
  );
  const preview = form.getByRole('region', { name: 'Before you sign' });
  await expect(preview).toContainText('33.33%');
  await expect(preview).toContainText('2.55 (Safe)');
  await expect(preview).toContainText('SOL at $58.82');
  // The what-if price: −70 % puts SOL at $45, under the $58.82 liquidation price.
  const whatIf = preview.getByRole('slider', { name: 'What if SOL’s price moves?' });
  await whatIf.fill('-70');
  await expect(preview).toContainText('SOL at $45.00 (-70%)');
  await expect(preview).toContainText('would be liquidated');
  await whatIf.fill('0');
  // The slider works from the keyboard too.
  await whatIf.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(preview).toContainText('SOL at $148.50 (-1%)');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/borrow-open.png', fullPage: true });

  const landedBefore = await landedCount(chain, wallet);
  await form.getByRole('button', { name: 'Open position', exact: true }).click();
  await expect(form.getByText('Position opened.')).toBeVisible({ timeout: 30_000 });
  expect(await landedCount(chain, wallet)).toBe(landedBefore + 1);
  const opened = await chain.balances(wallet.address);
  expect(tokenAmount(opened, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) + 50n * USDC);
  // 1 SOL went in (wrapped in the same transaction); fees and the NFT's rents are the rest, well under 0.01 SOL.
  const spent = tokenAmount(before, SOL_MINT) - tokenAmount(opened, SOL_MINT) - wrappedSol(opened);
  expect(spent).toBeGreaterThanOrEqual(SOL);
  expect(spent).toBeLessThan(SOL + 10_000_000n);
  const [position] = await positionsOf(sandbox, wallet);
  expect(position).toMatchObject({ supply: String(SOL), isLiquidated: false });
  expect(BigInt(position?.borrow ?? 0)).toBeGreaterThanOrEqual(50n * USDC);
  expect(tokenAmount(opened, position?.address ?? '')).toBe(1n);

  const id = position?.id ?? 0;
  const card = page.getByRole('article', { name: `SOL → USDC position #${id}` });
  await expect(card).toContainText('33.33%');
  await expect(card).toContainText('2.55 (Safe)');
  // 0 % on $150 of SOL less 4.71 % on $50 of USDC, over the $100 the position is worth.
  await expect(card).toContainText(/Net APY\s*-2\.3\d%/);
  await expect(card).toContainText(`Position NFT ${position?.address.slice(0, 4) ?? ''}`);
  await expect(card).toContainText("this NFT is your position, so don't burn or sell it");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/borrow-position.png', fullPage: true });

  await card.getByRole('button', { name: `Repay on position #${id}` }).click();
  const change = card.getByRole('form', { name: `Change SOL → USDC position #${id}` });
  const sold = await repayWithCollateral(page, change, chain, sandbox, wallet);
  await change.getByRole('radio', { name: 'Repay', exact: true }).check();
  const usdcBeforeMax = tokenAmount(await chain.balances(wallet.address), USDC_MINT);
  const owedBeforeMax = BigInt((await positionsOf(sandbox, wallet))[0]?.borrow ?? 0);
  const slider = change.getByRole('slider', { name: 'What if SOL’s price moves?' });
  await slider.fill('-50');
  // After selling 0.1 SOL for about 15 USDC of the debt: about 35 USDC against 0.9 SOL.
  await expect(change).toContainText(/SOL at \$75\.00 \(-50%\): LTV 5\d\.\d\d%/);
  await expect(change).toContainText('Not liquidated');
  await change.getByRole('button', { name: 'Max' }).click();
  await expect(change).toContainText('Repays all with no dust left');
  await page.screenshot({ path: 'e2e-artifacts/borrow-repay.png', fullPage: true });
  await change.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(change.getByText('Repaid in full: no debt left.')).toBeVisible({ timeout: 30_000 });
  const [repaid] = await positionsOf(sandbox, wallet);
  expect(repaid?.borrow).toBe('0');
  const usdcRepaid = tokenAmount(await chain.balances(wallet.address), USDC_MINT);
  // The debt as it stood, plus a few units of interest.
  expect(usdcRepaid).toBeLessThanOrEqual(usdcBeforeMax - owedBeforeMax);
  expect(usdcRepaid).toBeGreaterThan(usdcBeforeMax - owedBeforeMax - 1_000n);
  await expectNoAxeViolations(page);

  await change.getByRole('radio', { name: 'Withdraw collateral' }).check();
  await change.getByRole('button', { name: 'Max' }).click();
  await expect(change).toContainText('Withdraws all of it');
  await expect(change).toContainText('unwrapped to SOL in the same transaction');
  const landedWithdraw = await landedCount(chain, wallet);
  await change.getByRole('button', { name: 'Withdraw collateral', exact: true }).click();
  await expect(change.getByText('Collateral withdrawn to your wallet as SOL.')).toBeVisible({ timeout: 30_000 });
  expect(await landedCount(chain, wallet)).toBe(landedWithdraw + 1);
  await expect(card).toContainText('0 SOL');
  await change.getByRole('button', { name: 'Close the form' }).click();
  await expect(page.getByText('No borrow positions yet.')).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(wrappedSol(after)).toBe(0n);
  // All of the SOL not sold is back as SOL; what stays spent is fees and the position NFT's two accounts' rent.
  expect(tokenAmount(after, SOL_MINT)).toBeGreaterThan(tokenAmount(before, SOL_MINT) - sold - 10_000_000n);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const phoneForm = await openPosition(page);
  await phoneForm.getByRole('textbox', { name: 'Collateral to deposit' }).fill('2');
  await phoneForm.getByRole('textbox', { name: 'Amount to borrow' }).fill('100');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e-artifacts/borrow-phone.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('a position near the limit is liquidated when the oracle drops, and the page says what was taken', async ({
  page,
  request,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(94);
  await openBorrowTab(page, wallets, wallet);
  const form = await openPosition(page);
  await form.getByRole('textbox', { name: 'Collateral to deposit' }).fill('1');
  await form.getByRole('button', { name: 'Max safe' }).click();
  await expect(form.getByRole('textbox', { name: 'Amount to borrow' })).toHaveValue('108');
  await expect(form.getByRole('region', { name: 'Before you sign' })).toContainText('72%');
  await form.getByRole('button', { name: 'Open position', exact: true }).click();
  await expect(form.getByText('Position opened.')).toBeVisible({ timeout: 30_000 });

  try {
    // 108 USDC against 1 SOL at $120 is a 90 % LTV, over the 85 % threshold.
    await sandbox.control('/lend/oracle', { vaultId: 1, price: '120' });
    const [p] = await positionsOf(sandbox, wallet);
    expect(p?.isLiquidated).toBe(true);
    // The tab is in the URL, so the reload comes back to Borrow.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Borrow' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: `SOL → USDC position #${p?.id ?? 0}` });
    await expect(card.getByRole('alert')).toContainText('Liquidated');
    await expect(card).toContainText(/SOL of collateral was taken to clear 108(\.\d+)? USDC of debt/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e-artifacts/borrow-liquidated.png', fullPage: true });

    // The activity tells when, with the liquidation's own transaction on chain (the vault's, on the position's account).
    const [onChain] = await chain.rpc<{ signature: string }[]>('getSignaturesForAddress', [
      p?.address,
      { limit: 1, commitment: 'confirmed' },
    ]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Activity/ })
      .click();
    const activity = page.getByRole('dialog', { name: 'Activity' });
    const liquidated = activity.getByRole('article', { name: 'Borrow position liquidated' });
    await expect(liquidated.getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      new RegExp(`/tx/${onChain?.signature ?? 'none'}\\?`),
    );
    await expect(liquidated.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e-artifacts/activity-liquidation.png' });
    await activity.getByRole('button', { name: 'Close' }).click();

    // What is left has no debt: withdraw it all, this time kept wrapped, then unwrap from the notice.
    await card.getByRole('button', { name: `Withdraw collateral on position #${p?.id ?? 0}` }).click();
    const change = card.getByRole('form', { name: /^Change SOL → USDC position/ });
    await change.getByRole('button', { name: 'Max' }).click();
    await change.getByRole('checkbox', { name: /Unwrap to SOL afterwards/ }).uncheck();
    await change.getByRole('button', { name: 'Withdraw collateral', exact: true }).click();
    await expect(change.getByText('Collateral withdrawn to your wallet.')).toBeVisible({ timeout: 30_000 });
    expect(wrappedSol(await chain.balances(wallet.address))).toBeGreaterThan(0n);
    await change.getByRole('button', { name: 'Close the form' }).click();
    const leftover = page.getByRole('status').filter({ hasText: 'as wrapped SOL' });
    await expect(leftover).toBeVisible();
    await expectNoAxeViolations(page);
    await leftover.getByRole('button', { name: 'Unwrap to SOL' }).click();
    await expect(leftover).toBeHidden({ timeout: 30_000 });
    expect(wrappedSol(await chain.balances(wallet.address))).toBe(0n);
  } finally {
    await request.post(`${CONTROL}/lend/oracle`, { data: { vaultId: 1, price: '150' } });
  }
  expect(errors).toEqual([]);
});

test('JUP → USDC in one signature each: borrow more, add collateral, repay part and withdraw part, each exact on chain', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(95);
  await openBorrowTab(page, wallets, wallet);
  const balances = async () => {
    const b = await chain.balances(wallet.address);
    return { jup: tokenAmount(b, JUP_MINT), usdc: tokenAmount(b, USDC_MINT) };
  };
  const start = await balances();

  await page.getByRole('button', { name: 'Choose JUP → USDC to borrow' }).click();
  const form = page.getByRole('form', { name: 'Open a JUP → USDC position' });
  await form.getByRole('textbox', { name: 'Collateral to deposit' }).fill('1000');
  await form.getByRole('textbox', { name: 'Amount to borrow' }).fill('100');
  await expect(form.getByRole('region', { name: 'Before you sign' })).toContainText('20%');
  await form.getByRole('button', { name: 'Open position', exact: true }).click();
  await expect(form.getByText('Position opened.')).toBeVisible({ timeout: 30_000 });
  expect(await balances()).toEqual({ jup: start.jup - 1_000n * JUP, usdc: start.usdc + 100n * USDC });
  const [opened] = await positionsOf(sandbox, wallet);
  expect(opened?.supply).toBe(String(1_000n * JUP));
  const id = opened?.id ?? 0;
  const card = page.getByRole('article', { name: `JUP → USDC position #${id}` });

  // Each step: the form's action, its amount, its button, then exactly that amount moved on chain.
  await card.getByRole('button', { name: `Borrow more on position #${id}` }).click();
  const change = card.getByRole('form', { name: `Change JUP → USDC position #${id}` });
  const step = async (action: string, field: string, amount: string, button: string, done: string) => {
    await change.getByRole('radio', { name: action, exact: true }).check();
    await change.getByRole('textbox', { name: field }).fill(amount);
    await change.getByRole('button', { name: button, exact: true }).click();
    await expect(change.getByRole('status').filter({ hasText: done })).toHaveText(done, { timeout: 30_000 });
  };
  await step('Borrow more', 'Amount to borrow', '50', 'Borrow', 'Borrowed: it is in your wallet.');
  expect(await balances()).toEqual({ jup: start.jup - 1_000n * JUP, usdc: start.usdc + 150n * USDC });
  await step('Add collateral', 'Collateral to add', '500', 'Add collateral', 'Collateral added.');
  expect(await balances()).toEqual({ jup: start.jup - 1_500n * JUP, usdc: start.usdc + 150n * USDC });
  await expectNoAxeViolations(page);
  await step('Repay', 'Amount to repay', '30', 'Repay', 'Repaid.');
  expect(await balances()).toEqual({ jup: start.jup - 1_500n * JUP, usdc: start.usdc + 120n * USDC });
  await step(
    'Withdraw collateral',
    'Collateral to withdraw',
    '200',
    'Withdraw collateral',
    'Collateral withdrawn to your wallet.',
  );
  expect(await balances()).toEqual({ jup: start.jup - 1_300n * JUP, usdc: start.usdc + 120n * USDC });

  const [p] = await positionsOf(sandbox, wallet);
  expect(p?.supply).toBe(String(1_300n * JUP));
  // 120 USDC owed, plus the few units of interest the minutes since the first borrow add.
  expect(BigInt(p?.borrow ?? 0)).toBeGreaterThanOrEqual(120n * USDC);
  expect(BigInt(p?.borrow ?? 0)).toBeLessThan(120n * USDC + 1_000n);
  // $650 of JUP against $120: LTV 18.46 %.
  await expect(card).toContainText('18.46%');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
