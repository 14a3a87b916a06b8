import { expect, expectNoAxeViolations, test, TEST_WALLET_ADDRESS } from './fixtures/test';

const short = `${TEST_WALLET_ADDRESS.slice(0, 4)}…${TEST_WALLET_ADDRESS.slice(-4)}`;

test('lists a wallet-standard wallet, connects, reconnects on return, copies and disconnects', async ({
  page,
  context,
  wallets,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await wallets.standard();
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();

  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog.getByRole('button', { name: /E2E Wallet/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /E2E Wallet/ }).click();

  const walletButton = page.getByRole('button', { name: `Wallet ${TEST_WALLET_ADDRESS}` });
  await expect(walletButton).toContainText(short);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Connect a wallet', { exact: true })).toBeHidden();

  // Reconnects on return.
  await page.reload();
  await expect(walletButton).toContainText(short);

  await walletButton.click();
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEST_WALLET_ADDRESS);

  await walletButton.click();
  await expect(walletButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/wallet-menu.png' });
  const explorer = page.getByRole('link', { name: 'View on explorer' });
  await expect(explorer).toHaveAttribute('href', new RegExp(`/address/${TEST_WALLET_ADDRESS}\\?cluster=custom`));

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});

test('says which wallets to install when none is detected, or shows a QR code that opens this page on a phone', async ({
  page,
}) => {
  await page.goto('/swap?from=SOL&to=USDC');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog.getByText('No wallet detected in this browser')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Phantom' })).toBeVisible();
  // A computer gets no in-app browser links (they open wallet apps on phones), but a QR code of the page, query kept.
  await expect(dialog.getByRole('list', { name: 'Wallet apps' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Use a wallet on your phone instead' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code that opens this page on your phone' })).toBeVisible();
  await expect(dialog.getByText(page.url(), { exact: true })).toBeVisible();
  expect(page.url()).toContain('/swap?from=SOL&to=USDC');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/wallet-qr.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
