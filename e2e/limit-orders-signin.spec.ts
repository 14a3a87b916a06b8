import {
  ComputeBudgetProgram,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { expect, type Fixtures, test, testWallet, type TestWallet } from './fixtures/test';

/**
 * Limit Orders sign-in with a wallet that cannot sign messages (as a hardware wallet): the service's memo
 * transaction is signed, and a hostile one (issue 24 §7) never reaches the wallet.
 */

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const CHALLENGE = '**/trigger/v2/auth/challenge';

async function open({ page, wallets }: Pick<Fixtures, 'page' | 'wallets'>, wallet: TestWallet, autoApprove: boolean) {
  await page.addInitScript(() => localStorage.setItem('trading-app:sandbox-wallet-no-message-signing', 'true'));
  await wallets.use(wallet, { autoApprove });
  await page.goto('/limit-orders');
  await wallets.connect({ approve: !autoApprove });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
}

test('the service’s memo transaction challenge signs in', async ({ page, sandbox, wallets }) => {
  await sandbox.reset();
  await open({ page, wallets }, testWallet(91), true);
  await page.getByRole('button', { name: 'Sign in with wallet' }).first().click();
  await expect(page.getByText('First, your order vault')).toBeVisible();
});

test('a challenge that also sets a 5 SOL priority fee never reaches the wallet, and the page says why', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const wallet = testWallet(92);
  await open({ page, wallets }, wallet, false);
  const verifies: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/trigger/v2/auth/verify')) verifies.push(r.url());
  });
  await page.route(CHALLENGE, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { type: string; transaction: string };
    const honest = VersionedTransaction.deserialize(Buffer.from(body.transaction, 'base64'));
    const payer = new PublicKey(wallet.address);
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: honest.message.recentBlockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 25_000_000_000n }),
        new TransactionInstruction({
          programId: MEMO,
          keys: [{ pubkey: payer, isSigner: true, isWritable: false }],
          data: Buffer.from('Sign this message to authenticate with the Trigger Order API: 0123456789abcdef'),
        }),
      ],
    });
    const hostile = new VersionedTransaction(message.compileToV0Message()).serialize();
    body.transaction = Buffer.from(hostile).toString('base64');
    await route.fulfill({ response, body: JSON.stringify(body) });
  });
  const before = await chain.balances(wallet.address);

  await page.getByRole('button', { name: 'Sign in with wallet' }).first().click();
  const notice = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(notice).toContainText('sets a compute budget (a priority fee your wallet would pay)');
  await expect(notice).toContainText('It was not shown to your wallet, and nothing was signed.');
  await expect(page.getByRole('dialog', { name: /^Sign this/ })).toHaveCount(0);
  expect(verifies).toEqual([]);
  expect((await chain.balances(wallet.address)).lamports).toBe(before.lamports);
  await expect(page.getByRole('button', { name: 'Sign in with wallet' }).first()).toBeEnabled();
});
