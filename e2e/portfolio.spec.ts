import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, expectNoAxeViolations, test, testWallet } from './fixtures/test';

/**
 * Portfolio end to end on the sandbox: every product's position read from the service and the chain, valued, summed
 * into the net worth, and brought home in one run whose results are checked on chain.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe.configure({ timeout: 60_000 });

test('a fresh wallet: its tokens are its whole net worth, each product says it holds nothing, axe clean on desktop and phone', async ({
  page,
  sandbox,
  wallets,
}) => {
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  await wallets.use(testWallet(61), { autoApprove: true });
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
  await expect(region(page, 'Wallet tokens').getByRole('rowheader', { name: /^SOL/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bring everything home' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/portfolio-fresh.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
