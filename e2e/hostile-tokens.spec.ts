import { Keypair } from '@solana/web3.js';
import { collectConsoleErrors, expect, RPC, test, testWallet } from './fixtures/test';

/** Tokens anyone can send to the wallet, which the app must show without falling over (issue 11 §3). */

const HUGE_MINT = Keypair.fromSeed(new Uint8Array(32).fill(24)).publicKey.toBase58();
const HUGE_ACCOUNT = Keypair.fromSeed(new Uint8Array(32).fill(25)).publicKey.toBase58();
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a held token with 24 decimals is labelled unsupported in the wallet menu and the picker, never chosen', async ({
  page,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(31);
  await wallets.use(wallet);
  // An SPL mint may say up to 255 decimals; the RPC's jsonParsed answer gains one such account for this wallet.
  await page.route(
    (url) => url.origin === RPC,
    async (route) => {
      const body = route.request().postDataJSON() as { method?: string; params?: unknown[] } | null;
      const program = JSON.stringify(body?.params?.[1] ?? '');
      if (body?.method !== 'getTokenAccountsByOwner' || !program.includes(TOKEN_PROGRAM)) {
        await route.continue();
        return;
      }
      const response = await route.fetch();
      const json = (await response.json()) as { result: { value: unknown[] } };
      json.result.value.push({
        pubkey: HUGE_ACCOUNT,
        account: {
          executable: false,
          lamports: 2039280,
          owner: TOKEN_PROGRAM,
          rentEpoch: 0,
          space: 165,
          data: {
            program: 'spl-token',
            space: 165,
            parsed: {
              type: 'account',
              info: {
                mint: HUGE_MINT,
                owner: wallet.address,
                state: 'initialized',
                isNative: false,
                tokenAmount: { amount: '1000000000000000000000000', decimals: 24, uiAmount: 1, uiAmountString: '1' },
              },
            },
          },
        },
      });
      await route.fulfill({ response, json });
    },
  );
  await page.goto('/swap?from=SOL&to=USDC');
  await wallets.connect();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('10 SOL');

  await banner.getByRole('button', { name: /^Wallet / }).click();
  await expect(page.getByRole('list', { name: 'Token balances' })).toContainText('Unsupported (24 decimals)');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'You pay token: SOL. Change token' }).click();
  const picker = page.getByRole('dialog', { name: 'Pay with' });
  const option = picker.getByRole('option', { name: /Unknown token/ });
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(option).toContainText('Unsupported');
  // Playwright waits for an enabled option; a person can still click it, and nothing may happen.
  await option.dispatchEvent('click');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'SOL → USDC' })).toBeVisible();
  expect(errors).toEqual([]);
});
