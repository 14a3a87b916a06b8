import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';
import { type Order, rewriteOrders } from './fixtures/rewrite';

/**
 * Issue 24: a price impact above 15 % is signed only after the user types a confirmation in a dialog; above 50 % the
 * page refuses. The service's answer is rewritten to carry the impact (its transaction stays the honest one).
 */

const wallet = testWallet(44);

/** The impact as the real service and the spec both send it (a fraction), its USD values agreeing. */
const withImpact =
  (fraction: number) =>
  (o: Order): Order => ({
    ...o,
    priceImpact: -fraction,
    priceImpactPct: String(-fraction),
    outUsdValue: typeof o.inUsdValue === 'number' ? o.inUsdValue * (1 - fraction) : o.outUsdValue,
  });

async function quoteTwenty({ page, wallets }: Pick<Fixtures, 'page' | 'wallets'>, approve: boolean) {
  await page.goto('/swap?from=USDC&to=SOL');
  await wallets.connect({ approve });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await page.getByRole('textbox', { name: 'You pay' }).fill('20');
  await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a price impact above 15 % is signed only after typing the confirmation', async ({ page, chain, wallets }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await wallets.use(wallet, { autoApprove: true });
  await rewriteOrders(page, withImpact(0.2));
  await quoteTwenty({ page, wallets }, false);
  const before = await chain.balances(wallet.address);

  await expect(page.getByRole('button', { name: 'Confirm the price impact to swap' })).toBeDisabled();
  // A checkbox is not enough at this impact.
  await expect(page.getByRole('checkbox', { name: /moves the price by more than 5 %/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Type to confirm the price impact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm a very high price impact' });
  await expect(dialog).toContainText('This trade moves the price by 20%, more than 15%');
  const confirm = dialog.getByRole('button', { name: 'Confirm the price impact', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type SWAP to confirm' }).fill('swa');
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Type SWAP to confirm' }).fill('SWAP');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You confirmed this price impact.')).toBeVisible();

  await page.getByRole('button', { name: /^Swap/ }).click();
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(before, USDC_MINT) - tokenAmount(after, USDC_MINT)).toBe(20_000_000n);
  expect(errors).toEqual([]);
});

test('a price impact above 50 % is refused outright, with why', async ({ page, chain, wallets }) => {
  const executes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/execute')) executes.push(r.url());
  });
  await wallets.use(wallet);
  await rewriteOrders(page, withImpact(0.6));
  await quoteTwenty({ page, wallets }, true);
  const before = await chain.balances(wallet.address);

  const button = page.getByRole('button', { name: 'Price impact too high' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    'This trade would lose more than 50% of its value to price impact, so the app will not sign it. Try a smaller amount; nothing was signed.',
  );
  await expect(page.getByRole('button', { name: /confirm the price impact/i })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toHaveCount(0);
  expect(executes).toEqual([]);
  expect(await chain.balances(wallet.address)).toEqual(before);
});
