import type { APIRequestContext } from '@playwright/test';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { graduate } from './fixtures/inbox-events';
import { launchToken } from './fixtures/positions';
import {
  API,
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Sandbox,
  test,
  testWallet,
  USDC_MINT,
} from './fixtures/test';

/**
 * Launch discovery and the token page (issue 28): a launch bought into by another trader is listed under New, sorts,
 * and opens its page, whose progress, trades and holders are the chain's; once graduated it moves to Graduated and
 * its page shows the DAMM v2 pool.
 */

interface PoolState {
  progress: number;
  baseVault: string;
  dammv2PoolAddress: string | null;
}

/** Another trader buys `usdc` of the launch through Swap; its address and the landed signature. */
async function buyAs(request: APIRequestContext, sandbox: Sandbox, mint: string, usdc: bigint) {
  const trader = Keypair.generate();
  const taker = trader.publicKey.toBase58();
  await sandbox.control('/fund', { address: taker, sol: 1, tokens: { [USDC_MINT]: String(usdc * 10n ** 6n) } });
  const query = new URLSearchParams({
    inputMint: USDC_MINT,
    outputMint: mint,
    amount: String(usdc * 10n ** 6n),
    taker,
  });
  const order = await sandbox.api<{ transaction: string; requestId: string }>(`/swap/v2/order?${query.toString()}`);
  const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction, 'base64'));
  tx.sign([trader]);
  const executed = await request.post(`${API}/swap/v2/execute`, {
    headers: { 'x-api-key': 'sandbox-local-key' },
    data: { signedTransaction: Buffer.from(tx.serialize()).toString('base64'), requestId: order.requestId },
  });
  const result = (await executed.json()) as { status: string; signature: string };
  expect(result.status).toBe('Success');
  return { trader: taker, signature: result.signature };
}

const percent = (p: number) => `${p.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

test('discovery lists a launch, sorts, and opens its token page: progress, trades (the dev buy too) and a holder as on chain', async ({
  page,
  request,
  sandbox,
  chain,
  wallets,
}) => {
  test.setTimeout(120_000);
  await sandbox.reset();
  const errors = collectConsoleErrors(page);
  await wallets.use(testWallet(71), { autoApprove: true });
  await page.goto('/launch');
  await wallets.connect({ approve: false });
  const { mint, success } = await launchToken(page, 'Scout Dog', 'SDOG', '50');
  await expect(success.getByRole('link', { name: 'Open the token page' })).toHaveAttribute('href', `/launch/${mint}`);
  const launchTx = await success.getByRole('link', { name: 'View the launch transaction' }).getAttribute('href');
  const launchSignature = /\/tx\/(\w+)/.exec(launchTx ?? '')?.[1] ?? 'none';
  const { trader, signature } = await buyAs(request, sandbox, mint, 3_000n);
  const state = (await sandbox.api<{ data: PoolState }>(`/studio/v1/dbc-pool/state/${mint}`)).data;
  expect(state.progress).toBeGreaterThan(0);

  const discovery = page.getByRole('region', { name: 'Discover launches' });
  await discovery.scrollIntoViewIfNeeded();
  const listed = discovery.getByRole('row', { name: /Scout Dog \(SDOG\)/ });
  await expect(listed).toContainText(percent(state.progress), { timeout: 20_000 });
  const progressHeader = discovery.getByRole('columnheader', { name: 'Progress' });
  await progressHeader.getByRole('button').click();
  await expect(progressHeader).toHaveAttribute('aria-sort', 'descending');
  await progressHeader.getByRole('button').click();
  await expect(progressHeader).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-discovery.png', fullPage: true });

  await listed.getByRole('link', { name: 'Scout Dog (SDOG)' }).click();
  await expect(page).toHaveURL(`/launch/${mint}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scout Dog (SDOG)' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Progress to graduation' });
  await expect(progress).toHaveAttribute('aria-valuetext', percent(state.progress));

  // The trade row is the vault's transaction on chain, and the top holder's amount is what the chain holds.
  const signatures = await chain.rpc<{ signature: string }[]>('getSignaturesForAddress', [state.baseVault]);
  expect(signatures.map((s) => s.signature)).toContain(signature);
  const trades = page.getByRole('table', { name: /Recent trades of SDOG/ });
  await expect(trades.getByRole('row', { name: new RegExp(`Transaction ${signature}`) })).toContainText('Buy');
  // The creator's dev buy rode in the launch transaction itself: listed as a buy with the launch's signature.
  expect(signatures.map((s) => s.signature)).toContain(launchSignature);
  await expect(trades.getByRole('row', { name: new RegExp(`Transaction ${launchSignature}`) })).toContainText('Buy');
  const largest = await chain.rpc<{ value: { address: string; amount: string }[] }>('getTokenLargestAccounts', [mint]);
  const bought = await chain.amount(trader, mint);
  expect(largest.value.map((a) => BigInt(a.amount))).toContain(bought);
  const holders = page.getByRole('table', { name: /Top holders of SDOG/ });
  const whole = (bought / 1_000_000n).toLocaleString('en-US');
  await expect(
    holders.getByRole('row', { name: new RegExp(`^${trader.slice(0, 4)}…${trader.slice(-4)}`) }),
  ).toContainText(whole);
  await expect(page.getByRole('link', { name: 'Buy SDOG' })).toHaveAttribute('href', `/swap?from=USDC&to=${mint}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-token-page.png', fullPage: true });

  // Graduated: the page shows the DAMM v2 pool; discovery lists it under Graduated.
  await graduate(request, sandbox, mint);
  const graduated = (await sandbox.api<{ data: PoolState }>(`/studio/v1/dbc-pool/state/${mint}`)).data;
  const damm = page.getByRole('region', { name: 'Pool after graduation (DAMM v2)' });
  await expect(damm).toContainText(graduated.dammv2PoolAddress ?? 'none', { timeout: 20_000 });
  await expect(progress).toHaveAttribute('aria-valuetext', '100%');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-token-page-phone.png', fullPage: true });
  await page.goto('/launch');
  await page.getByRole('region', { name: 'Discover launches' }).scrollIntoViewIfNeeded();
  await page.getByRole('tab', { name: 'Graduated' }).click();
  await expect(
    page.getByRole('region', { name: 'Discover launches' }).getByRole('row', { name: /Scout Dog/ }),
  ).toContainText('100%');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // A mint that is not a launch.
  await page.goto('/launch/So11111111111111111111111111111111111111112');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch not found' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});
