import type { Page } from '@playwright/test';
import {
  betYes,
  depositToEarn,
  launchAndTrade,
  leaveLeftovers,
  openBorrow,
  openMarkets,
  placeLimitOrder,
  sendInvite,
  startRecurring,
} from './fixtures/positions';
import {
  type BorrowPosition,
  cents,
  contractsText,
  decimal,
  type EarnToken,
  type Market,
  micro,
  predictionPositions,
  recurringActive,
  unclaimedFees,
  vaultHoldings,
} from './fixtures/portfolio-reads';
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
  wrappedSol,
} from './fixtures/test';

/**
 * Portfolio end to end on the sandbox: every product's position read from the service and the chain, valued, summed
 * into the net worth, and brought home in one run whose results are checked on chain.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const item = (page: Page, section: string, name: string | RegExp) =>
  region(page, section).getByRole('listitem', { name, exact: typeof name === 'string' });

const WIF_MINT = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const TOKEN_ACCOUNT_RENT = 2_039_280n;

// The market is paused for the spec: the specs after it meet a fresh sandbox.
resetSandboxAfterAll();

test.describe.configure({ timeout: 60_000 });

test('a fresh wallet: its tokens are its whole net worth, each product says it holds nothing, axe clean on desktop and phone', async ({
  page,
  sandbox,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  await wallets.use(testWallet(61), { autoApprove: true });
  // Borrow's positions read fails: it says so in its own section, and nothing else is hidden.
  await page.route('**/lend/v1/borrow/positions**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }),
  );
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await expect(region(page, 'Earn')).toContainText('Nothing supplied to earn.');
  await expect(region(page, 'Limit orders').getByRole('button', { name: 'Sign in to see your orders' })).toBeVisible();
  await expect(region(page, 'Send invites')).toContainText('No pending invites.');
  await expect(region(page, 'Borrow').getByRole('alert')).toContainText('Borrow could not be read.', {
    timeout: 15_000,
  });
  await expect(region(page, 'Borrow').getByRole('button', { name: 'Try again to read borrow' })).toBeVisible();
  await expect(region(page, 'Net worth')).toContainText('Without 2 parts not counted yet.');
  await expect(region(page, 'Wallet tokens').getByRole('rowheader', { name: /^SOL/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bring everything home' })).toBeDisabled();
  // The wallet menu shows USD beside each balance and their total: the same as the wallet's part of the net worth.
  const tokensPart = region(page, 'Net worth').getByRole('definition').first();
  await expect(tokensPart).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: /^Wallet / }).click();
  const menuTotal = page.getByText(/^Total/).locator('..');
  await expect(menuTotal).toContainText((await tokensPart.textContent()) ?? '-');
  await expect(page.getByRole('list', { name: 'Token balances' }).getByRole('listitem').first()).toContainText('$');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/portfolio-fresh.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('one position in every product, valued exactly, summed into the net worth, then all brought home on chain', async ({
  page,
  request,
  sandbox,
  chain,
  wallets,
}) => {
  test.setTimeout(360_000);
  await sandbox.reset();
  // No market moves: the limit order stays open, the prices the page values with stay put.
  await sandbox.control('/market', { paused: true });
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(62);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/portfolio');
  await wallets.connect({ approve: false });
  await expect
    .poll(async () => tokenAmount(await chain.balances(wallet.address), USDC_MINT), { timeout: 15_000 })
    .toBeGreaterThan(100_000_000n);

  await depositToEarn(page, '20');
  await openBorrow(page, '0.5', '10');
  await sendInvite(page, '3');
  await placeLimitOrder(page, '0.1', '500');
  await startRecurring(page, '50', '2');
  const [open, won] = (await openMarkets(sandbox, 2)) as [Market, Market];
  await betYes(page, open, '6');
  await betYes(page, won, '5');
  await sandbox.control('/prediction/resolve', { marketId: won.marketId, result: 'yes' });
  const launched = await launchAndTrade(page, 'Portfolio Cat', 'PCAT', '50');
  const leftovers = await leaveLeftovers(wallet, 50_000_000n, WIF_MINT);
  // The recurring order's first round fills at once: wait for it, so what is left in escrow stays put.
  await expect
    .poll(async () => (await recurringActive(sandbox, wallet.address)).time?.[0]?.rawInUsed, { timeout: 30_000 })
    .not.toBe('0');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

  // Earn: the shares at the vault's rate, as its own page redeems them.
  const [jl] = (await sandbox.api<EarnToken[]>('/lend/v1/earn/tokens')).filter((t) => t.assetAddress === USDC_MINT);
  const shares = await chain.amount(wallet.address, jl?.address ?? '');
  const supplied = (shares * BigInt(jl?.totalAssets ?? 0)) / BigInt(jl?.totalSupply ?? 1);
  await expect(item(page, 'Earn', 'USDC supplied to earn')).toContainText(`${decimal(supplied, 6)} USDC`);
  // Borrow: collateral and debt as the service lists them, with the health factor.
  const [position] = await sandbox.api<BorrowPosition[]>(`/lend/v1/borrow/positions?users=${wallet.address}`);
  const debt = BigInt(position?.borrow ?? 0);
  const borrowItem = item(page, 'Borrow', `SOL → USDC position #${String(position?.id)}`);
  await expect(borrowItem).toContainText(`0.5 SOL collateral · ${decimal(debt, 6)} USDC debt`);
  await expect(borrowItem).toContainText('Health factor');
  await expect(item(page, 'Send invites', 'Invite of 3 USDC')).toContainText(/\d d \d+ h left/);
  await expect(item(page, 'Limit orders', 'Sell 0.1 SOL for USDC above $500')).toContainText('0.1 SOL', {
    timeout: 20_000,
  });
  const [dca] = (await recurringActive(sandbox, wallet.address)).time ?? [];
  const escrowed = BigInt(dca?.rawInDeposited ?? 0) - BigInt(dca?.rawInUsed ?? 0) - BigInt(dca?.rawInWithdrawn ?? 0);
  await expect(item(page, 'Recurring orders', /^Buy SOL with 50 USDC every day/)).toContainText(
    `${decimal(escrowed, 6)} USDC`,
  );
  const bets = await predictionPositions(sandbox, wallet.address);
  const betOn = (m: Market) => bets.find((b) => b.marketId === m.marketId) ?? { contracts: 0 };
  await expect(item(page, 'Predictions', `YES · ${open.title}`)).toContainText(
    `${contractsText(micro(betOn(open)))} YES contracts`,
  );
  const winnings = micro(betOn(won));
  const wonItem = item(page, 'Predictions', `YES · ${won.title}`);
  await expect(wonItem).toContainText('Won: winnings to claim');
  await expect(wonItem.getByRole('button', { name: /^Claim / })).toBeVisible();
  // Made outside the app: its balances poll picks them up within 15 s.
  await expect(item(page, 'Leftovers in your wallet', 'Wrapped SOL')).toContainText('0.05 SOL', { timeout: 20_000 });
  const fees = await unclaimedFees(sandbox, request, launched);
  expect(fees).toBeGreaterThan(0n);
  await expect(item(page, 'Launched tokens', 'Creator fees of Portfolio Cat (PCAT)')).toContainText(
    `${decimal(fees, 6)} USDC`,
  );
  await expect(item(page, 'Leftovers in your wallet', '1 empty token account')).toContainText(
    `${decimal(TOKEN_ACCOUNT_RENT, 9)} SOL of rent`,
  );

  // The net worth is the sum of its parts, each counted once (to the cent each part is rounded to).
  const worth = region(page, 'Net worth');
  await expect(worth.getByRole('definition')).toHaveCount(9);
  await expect(worth).not.toContainText('Loading…');
  const parts = (await worth.getByRole('definition').allTextContents()).map(cents);
  const total = cents(
    (await worth
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first()
      .textContent()) ?? '',
  );
  expect(Math.abs(total - parts.reduce((a, b) => a + b, 0))).toBeLessThanOrEqual(parts.length);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/portfolio-full.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  expect(await vaultHoldings(page, chain)).toBe(100_000_000n);
  const before = await chain.balances(wallet.address);
  await page.getByRole('button', { name: 'Bring everything home' }).click();
  const summary = page.getByRole('dialog', { name: 'Bring everything home?' });
  const steps = summary.getByRole('list', { name: 'What will happen' }).getByRole('listitem');
  await expect(steps).toHaveCount(9);
  await expectNoAxeViolations(page);
  // The wallet asks each time from here: the first signature (the order's) is rejected, every other one approved.
  await summary.getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('button', { name: /^Wallet / }).click();
  await page.getByRole('switch', { name: 'Approve automatically' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Bring everything home' }).click();
  await summary.getByRole('button', { name: 'Start (9 signatures)' }).click();
  const approval = page.getByRole('dialog', { name: 'Sign this transaction?' });
  // The step's name appears before its request, so each click answers that step's request, never the previous one.
  for (let i = 0; i < 9; i++) {
    await expect(page.getByText(`Step ${String(i + 1)} of 9:`)).toBeVisible({ timeout: 60_000 });
    await expect(approval).toBeVisible({ timeout: 60_000 });
    await approval.getByRole('button', { name: i === 0 ? 'Reject' : 'Approve' }).click();
  }
  const report = page.getByRole('alert').filter({ hasText: 'Bring everything home: done' });
  await expect(report).toContainText('8 of 9 brought home. Left: 1 worth $15.00: Sell 0.1 SOL for USDC above $500.', {
    timeout: 60_000,
  });
  await expect(item(page, 'Limit orders', 'Sell 0.1 SOL for USDC above $500')).toContainText('Not done:');
  await expect(item(page, 'Send invites', 'Invite of 3 USDC')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await vaultHoldings(page, chain)).toBe(100_000_000n);

  // What is left comes home with its own button.
  await item(page, 'Limit orders', 'Sell 0.1 SOL for USDC above $500')
    .getByRole('button', { name: /^(Cancel|Withdraw): Sell 0\.1 SOL/ })
    .click();
  await expect(approval).toBeVisible({ timeout: 60_000 });
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(region(page, 'Limit orders')).toContainText('No open orders and nothing in your order vault.', {
    timeout: 30_000,
  });

  // On chain: the vault and every escrow empty, the position closed, the winnings and the rent in the wallet.
  expect(await vaultHoldings(page, chain)).toBe(0n);
  expect(
    (await sandbox.api<{ invites: unknown[] }>(`/send/v1/pending-invites?address=${wallet.address}&page=1`)).invites,
  ).toEqual([]);
  expect((await recurringActive(sandbox, wallet.address)).time ?? []).toEqual([]);
  expect(await chain.amount(wallet.address, jl?.address ?? '')).toBe(0n);
  expect(await unclaimedFees(sandbox, request, launched)).toBe(0n);
  const [closed] = await sandbox.api<BorrowPosition[]>(`/lend/v1/borrow/positions?users=${wallet.address}`);
  expect([closed?.supply ?? '0', closed?.borrow ?? '0']).toEqual(['0', '0']);
  expect((await predictionPositions(sandbox, wallet.address)).find((b) => b.marketId === won.marketId)?.claimed).toBe(
    true,
  );
  const after = await chain.balances(wallet.address);
  expect(wrappedSol(after)).toBe(0n);
  expect(await chain.rpc('getAccountInfo', [leftovers.empty, { encoding: 'base64' }])).toMatchObject({ value: null });
  // USDC: the earn assets, the invite, the escrow, the winnings and the fees come back; the debt with its interest goes.
  const usdc = tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT);
  const expected = supplied + 3_000_000n + escrowed + winnings + fees - debt;
  expect(usdc).toBeGreaterThanOrEqual(expected - 10_000n);
  expect(usdc).toBeLessThanOrEqual(expected + 10n);
  // SOL: the order's 0.1, the collateral's 0.5 and the wrapped 0.05 plus the rents, less the fees.
  const sol = tokenAmount(after, SOL_MINT) - tokenAmount(before, SOL_MINT);
  expect(sol).toBeGreaterThan(650_000_000n);
  expect(sol).toBeLessThan(650_000_000n + 10n * TOKEN_ACCOUNT_RENT);
  expect(errors).toEqual([]);
});
