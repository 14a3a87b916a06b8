import type { Page } from '@playwright/test';
import { createApproveInstruction, createTransferInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  RPC,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';
import { edited, type OrderRewrite, rewriteOrders } from './fixtures/rewrite';

/**
 * Issue 11 §2: an `order` answer rewritten on the way (as a hostile service or a man in the middle would) is refused
 * before the wallet is asked, with a sentence naming what is wrong, and the chain does not move.
 */

const wallet = testWallet(41);
const stranger = testWallet(42);
const owner = new PublicKey(wallet.address);
const usdc = new PublicKey(USDC_MINT);
const walletUsdc = getAssociatedTokenAddressSync(usdc, owner);
const strangerUsdc = getAssociatedTokenAddressSync(usdc, new PublicKey(stranger.address));
const short = (a: PublicKey) => `${a.toBase58().slice(0, 4)}…${a.toBase58().slice(-4)}`;

const CASES: { name: string; rewrite: OrderRewrite; sentence: string | RegExp }[] = [
  {
    name: 'a transfer of the wallet’s USDC to a stranger',
    rewrite: async (o) => ({
      ...o,
      transaction: await edited(o.transaction, (m) =>
        m.instructions.push(createTransferInstruction(walletUsdc, strangerUsdc, owner, 250_000_000n)),
      ),
    }),
    sentence: `It would also send 250 USDC to ${stranger.short}: not signed.`,
  },
  {
    name: 'an Approve delegate',
    rewrite: async (o) => ({
      ...o,
      transaction: await edited(o.transaction, (m) =>
        m.instructions.push(createApproveInstruction(walletUsdc, new PublicKey(stranger.address), owner, 1n)),
      ),
    }),
    sentence: `It would let ${stranger.short} spend the tokens in your account ${short(walletUsdc)} (a token approval): not signed.`,
  },
  {
    name: 'a foreign fee payer',
    rewrite: async (o) => ({
      ...o,
      transaction: await edited(o.transaction, (m) => {
        m.payerKey = new PublicKey(stranger.address);
      }),
    }),
    sentence: new RegExp(`would be paid for by ${stranger.short}, which is neither your wallet`),
  },
  {
    name: 'unreadable base64',
    rewrite: (o) => ({ ...o, transaction: '%%% not a transaction %%%' }),
    sentence: /The service sent a transaction this app cannot read, so nothing was signed/,
  },
  {
    name: 'an output below the quote',
    rewrite: (o) => ({
      ...o,
      outAmount: String(BigInt(o.outAmount as string) * 2n),
      otherAmountThreshold: String(BigInt(o.otherAmountThreshold as string) * 2n),
    }),
    sentence: /You would receive only [\d.,]+ SOL, below the [\d.,]+ SOL minimum you agreed to: not signed\./,
  },
];

function watchExecutes(page: Page): string[] {
  const executes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/execute')) executes.push(r.url());
  });
  return executes;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
  await sandbox.control('/fund', { address: stranger.address, welcome: true });
});

for (const { name, rewrite, sentence } of CASES) {
  test(`refuses ${name} before the wallet is asked`, async ({ page, chain, wallets }) => {
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const executes = watchExecutes(page);
    await wallets.use(wallet);
    await rewriteOrders(page, rewrite);
    await page.goto('/swap?from=USDC&to=SOL');
    await wallets.connect();
    await expect(page.getByRole('banner')).toContainText('10 SOL');
    const before = await chain.balances(wallet.address);

    await page.getByRole('textbox', { name: 'You pay' }).fill('20');
    await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
    await page.getByRole('button', { name: /^Swap/ }).click();

    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(sentence);
    await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(executes).toEqual([]);
    expect(await chain.balances(wallet.address)).toEqual(before);
    expect(errors).toEqual([]);
  });
}

/** Connect the wallet on USDC → SOL and type 20 USDC; the chain's balances before anything is signed. */
async function quoteTwenty({ page, chain, wallets }: Pick<Fixtures, 'page' | 'chain' | 'wallets'>) {
  await wallets.use(wallet);
  await page.goto('/swap?from=USDC&to=SOL');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);
  await page.getByRole('textbox', { name: 'You pay' }).fill('20');
  await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
  return before;
}

// Issue 24 §3: the statement is the screen's trade; an answer for another trade is refused however good it looks.
test('refuses a re-quote that switches the output mint, though it promises more', async ({ page, chain, wallets }) => {
  const errors = collectConsoleErrors(page);
  const executes = watchExecutes(page);
  await rewriteOrders(page, (o, index) =>
    index === 0
      ? // The shown order's blockhash is about to expire, so the swap fetches a fresh order before the wallet.
        { ...o, lastValidBlockHeight: '1' }
      : {
          ...o,
          outputMint: stranger.address,
          otherAmountThreshold: String(BigInt(o.otherAmountThreshold as string) * 2n),
        },
  );
  const before = await quoteTwenty({ page, chain, wallets });
  await page.getByRole('button', { name: /^Swap/ }).click();

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(/The quote is for another pair than the USDC → SOL on screen/);
  await expect(alert).toContainText('Nothing was signed.');
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(executes).toEqual([]);
  expect(await chain.balances(wallet.address)).toEqual(before);
  expect(errors).toEqual([]);
});

test('refuses a first order for another input amount than the one typed', async ({ page, chain, wallets }) => {
  const executes = watchExecutes(page);
  await rewriteOrders(page, (o) => ({ ...o, inAmount: '25000000' }));
  const before = await quoteTwenty({ page, chain, wallets });

  const button = page.getByRole('button', { name: 'The quote does not match your trade' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    'The quote is for 25 USDC, not the 20 USDC you entered. It cannot be signed.',
  );
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toHaveCount(0);
  expect(executes).toEqual([]);
  expect(await chain.balances(wallet.address)).toEqual(before);
});

test('lets a gasless swap through: the service’s named payer, its temporary account and the swap land', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const poor = testWallet(43);
  await sandbox.control('/fund', { address: poor.address, welcome: true });
  // Leave the wallet with USDC and no SOL at all: the service pays the fees (supplement §3 gasless).
  const connection = new Connection(RPC, 'confirmed');
  const lamports = await connection.getBalance(poor.keypair.publicKey);
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const drain = new Transaction({ feePayer: poor.keypair.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: poor.keypair.publicKey,
      toPubkey: new PublicKey(stranger.address),
      lamports: lamports - 5_000,
    }),
  );
  await sendAndConfirmTransaction(connection, drain, [poor.keypair]);
  const before = await chain.balances(poor.address);
  expect(before.lamports).toBe('0');

  await wallets.use(poor, { autoApprove: true });
  await page.goto('/swap?from=USDC&to=SOL');
  await wallets.connect({ approve: false });
  await page.getByRole('textbox', { name: 'You pay' }).fill('20');
  await expect(page.getByText('Gasless').first()).toBeVisible();
  await page.getByRole('button', { name: /^Swap/ }).click();
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const after = await chain.balances(poor.address);
  expect(BigInt(after.lamports)).toBeGreaterThan(0n);
  expect(tokenAmount(before, USDC_MINT) - tokenAmount(after, USDC_MINT)).toBe(20_000_000n);
});
