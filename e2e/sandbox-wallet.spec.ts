import type { Page } from '@playwright/test';
import { Keypair } from '@solana/web3.js';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  test,
  testWallet,
  USDC_MINT as USDC,
  type Wallets,
} from './fixtures/test';

/**
 * The Sandbox wallet against the real sandbox (playwright.config.ts starts it): connect with approval, welcome funding,
 * balances from the RPC, a real SOL transfer, and a real rejection. Chain state is checked through the control API,
 * not only on screen.
 */

const LAMPORTS_PER_SOL = 1_000_000_000n;
const FEE = 5_000n;

// The wallet's key comes from a localStorage seed the test sets, so the test knows its address.
const WALLET = testWallet(3);
const ADDRESS = WALLET.address;
const SHORT = WALLET.short;
const useSeed = (wallets: Wallets, options: { autoApprove?: boolean } = {}) => wallets.use(WALLET, options);

function walletButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^Wallet ${ADDRESS}`) });
}

async function openSendSol(page: Page, recipient: string, amount: string) {
  await walletButton(page).click();
  await page.getByRole('button', { name: 'Send SOL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send SOL' });
  await dialog.getByLabel('Recipient address').fill(recipient);
  await dialog.getByLabel('Amount (SOL)').fill(amount);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('connects with approval, is funded once, and shows the balances read from the RPC', async ({
  page,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  await useSeed(wallets);
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  const approval = page.getByRole('dialog', { name: 'Connect the Sandbox wallet?' });
  await expect(approval).toBeVisible();
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByText('Sandbox wallet funded')).toBeVisible();
  await expect(walletButton(page)).toContainText('10 SOL');
  await expect(walletButton(page)).toContainText(SHORT);

  const onChain = await chain.balances(ADDRESS);
  expect(onChain.lamports).toBe((10n * LAMPORTS_PER_SOL).toString());
  expect(onChain.tokens.find((t) => t.mint === USDC)?.amount).toBe('1000000000');

  await walletButton(page).click();
  const list = page.getByRole('list', { name: 'Token balances' });
  await expect(list.getByRole('listitem').filter({ hasText: 'USDC' })).toContainText('1,000');
  await expect(list.getByRole('listitem').first()).toContainText('SOL');
  await expect(page.getByRole('switch', { name: 'Approve automatically' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/sandbox-wallet-menu.png' });

  // A reload reconnects silently and the sandbox does not fund the same address twice.
  await page.reload();
  await expect(walletButton(page)).toContainText('10 SOL');
  await expect(page.getByRole('dialog', { name: 'Connect the Sandbox wallet?' })).toBeHidden();
  expect((await chain.balances(ADDRESS)).lamports).toBe((10n * LAMPORTS_PER_SOL).toString());
  expect(errors).toEqual([]);
});

test('sends SOL after approving the transaction; both balances change on chain', async ({ page, chain, wallets }) => {
  const errors = collectConsoleErrors(page);
  const recipient = Keypair.generate().publicKey.toBase58();
  await useSeed(wallets);
  await page.goto('/swap');
  await wallets.connect();
  await expect(walletButton(page)).toContainText('10 SOL');

  await openSendSol(page, recipient, '1.5');
  const approval = page.getByRole('dialog', { name: 'Sign this transaction?' });
  await expect(approval).toBeVisible();
  // The wallet's own simulation comes first, then what the transaction is made of.
  await expect(approval.getByRole('definition').first()).toHaveText('You send 1.500005 SOL');
  await expect(approval.getByRole('definition').nth(1)).toContainText(`Your wallet (${SHORT})`);
  await expect(approval).toContainText('System Program');
  await expect(approval).toContainText(`1.5 SOL to ${recipient.slice(0, 4)}…${recipient.slice(-4)}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/sandbox-wallet-approval.png' });
  await approval.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByRole('dialog', { name: 'Send SOL' })).toBeHidden();
  const toast = page.getByText('Confirmed', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on explorer' }).last()).toHaveAttribute('href', /\/tx\/\w+/);

  expect((await chain.balances(recipient)).lamports).toBe('1500000000');
  expect((await chain.balances(ADDRESS)).lamports).toBe((10n * LAMPORTS_PER_SOL - 1_500_000_000n - FEE).toString());
  await expect(walletButton(page)).toContainText('8.4999 SOL');
  expect(errors).toEqual([]);
});

test('rejecting the signature sends nothing and the app says so', async ({ page, chain, wallets }) => {
  const errors = collectConsoleErrors(page);
  const recipient = Keypair.generate().publicKey.toBase58();
  await useSeed(wallets);
  await page.goto('/swap');
  await wallets.connect();
  await expect(walletButton(page)).toContainText('10 SOL');

  const send = await openSendSol(page, recipient, '2');
  await page.getByRole('dialog', { name: 'Sign this transaction?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(send.getByRole('alert')).toHaveText(
    /Nothing was sent\s*You rejected the signature in your wallet; nothing was sent\./,
  );
  await expect(send).toBeVisible();

  expect((await chain.balances(recipient)).lamports).toBe('0');
  expect((await chain.balances(ADDRESS)).lamports).toBe((10n * LAMPORTS_PER_SOL).toString());
  await expect(walletButton(page)).toContainText('10 SOL');
  expect(errors).toEqual([]);
});

test('rejecting the connection leaves the app disconnected and says so', async ({ page, wallets }) => {
  const errors = collectConsoleErrors(page);
  await useSeed(wallets);
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  const approval = page.getByRole('dialog', { name: 'Connect the Sandbox wallet?' });
  await approval.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Connection rejected in your wallet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await expect(approval).toBeHidden();
  expect(errors).toEqual([]);
});

test('"Approve automatically" preset in localStorage connects and signs without the dialog', async ({
  page,
  chain,
  wallets,
}) => {
  const recipient = Keypair.generate().publicKey.toBase58();
  await useSeed(wallets, { autoApprove: true });
  await page.goto('/swap');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Sandbox wallet/ })
    .click();
  await expect(walletButton(page)).toContainText('10 SOL');

  await openSendSol(page, recipient, '0.25');
  await expect(page.getByRole('dialog', { name: 'Send SOL' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toBeHidden();
  await expect.poll(async () => (await chain.balances(recipient)).lamports).toBe('250000000');
});
