import type { Page, Route } from '@playwright/test';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import {
  expect,
  expectNoAxeViolations,
  type Fixtures,
  type Sandbox,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

/**
 * Predictions against a hostile service (issue 24 §5): Playwright rewrites the order or claim answer that carries the
 * transaction, and the page refuses it before the wallet, with a sentence, the chain untouched.
 */

interface WireMarket {
  marketId: string;
  result?: string | null;
  clobTokenIds?: string[] | null;
}
interface WireEvent {
  eventId: string;
  isActive: boolean;
  markets?: WireMarket[] | null;
}

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const ataOf = (owner: string, mint: string) =>
  PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), TOKEN_PROGRAM.toBuffer(), new PublicKey(mint).toBuffer()],
    ATA_PROGRAM,
  )[0].toBase58();
const stranger = () => PublicKey.unique().toBase58();

async function pickMarket(sandbox: Sandbox): Promise<{ event: WireEvent; market: WireMarket }> {
  const list = await sandbox.api<{ data: WireEvent[] }>('/prediction/v1/events?category=crypto&includeMarkets=true');
  for (const event of list.data) {
    const market = event.markets?.[0];
    if (!event.isActive || event.markets?.length !== 1 || !market || market.result) continue;
    const book = await sandbox.api<{ yes: unknown[]; no: unknown[] } | null>(
      `/prediction/v1/orderbook/${market.marketId}`,
    );
    if (book && book.yes.length > 0 && book.no.length > 0) return { event, market };
  }
  throw new Error('no open single-market crypto event');
}

/** The service's real answer to `method`, edited: `edit` gets the parsed body and may change it in place. */
const rewritten =
  (method: string, edit: (body: Record<string, unknown>) => void) =>
  async (route: Route): Promise<void> => {
    if (route.request().method() !== method) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    await route.fulfill({ response, json: body });
  };

/** The transaction in an answer with one of its accounts swapped for another (a real, well-formed v0 transaction). */
function swapAccount(body: Record<string, unknown>, from: string, to: string) {
  const tx = VersionedTransaction.deserialize(Buffer.from(body.transaction as string, 'base64'));
  const keys = tx.message.staticAccountKeys;
  const i = keys.findIndex((k) => k.toBase58() === from);
  expect(i, `${from} in the transaction`).toBeGreaterThanOrEqual(0);
  keys[i] = new PublicKey(to);
  body.transaction = Buffer.from(tx.serialize()).toString('base64');
}

const ticket = (page: Page) => page.getByRole('region', { name: /^Trade / });
const signDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign this transaction?' });
const isOrder = (url: URL) => url.port === '8787' && url.pathname === '/prediction/v1/orders';
const isPosition = (url: URL) => url.port === '8787' && url.pathname.startsWith('/prediction/v1/positions/');

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function openMarket({ page, sandbox, chain, wallets }: Fixtures, salt: number) {
  const wallet = testWallet(salt);
  const { event, market } = await pickMarket(sandbox);
  await wallets.use(wallet);
  await page.goto(
    `/predictions?event=${encodeURIComponent(event.eventId)}&market=${encodeURIComponent(market.marketId)}`,
  );
  await wallets.connect();
  await expect
    .poll(async () => tokenAmount(await chain.balances(wallet.address), USDC_MINT), { timeout: 15_000 })
    .toBeGreaterThan(100_000_000n);
  const yesMint = market.clobTokenIds?.[0] ?? '';
  expect(yesMint).not.toBe('');
  return { wallet, market, yesMint };
}

async function expectRefused(page: Page, where: ReturnType<Page['getByRole']>, sentence: RegExp) {
  await expect(where.getByRole('alert')).toContainText(sentence, { timeout: 20_000 });
  await expect(signDialog(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

for (const attack of [
  {
    name: 'a bet whose transaction mints another token than the YES contracts',
    edit: (body: Record<string, unknown>, yesMint: string) => swapAccount(body, yesMint, stranger()),
    says: /would mint another token .* instead of this market's YES contracts: not signed/,
  },
  {
    name: 'a bet whose transaction mints the YES contracts into another owner’s account',
    edit: (body: Record<string, unknown>, yesMint: string, owner: string) =>
      swapAccount(body, ataOf(owner, yesMint), ataOf(stranger(), yesMint)),
    says: /YES contracts in another account .*, not your wallet's: not signed/,
  },
]) {
  test(`refuses ${attack.name}`, async ({ page, sandbox, chain, wallets }) => {
    const { wallet, yesMint } = await openMarket({ page, sandbox, chain, wallets }, 61);
    const before = await chain.balances(wallet.address);
    await page.route(
      isOrder,
      rewritten('POST', (body) => attack.edit(body, yesMint, wallet.address)),
    );
    await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('10');
    await ticket(page).getByRole('button', { name: 'Buy Yes' }).click();
    await expectRefused(page, ticket(page), attack.says);
    expect(await chain.balances(wallet.address)).toEqual(before);
  });
}

test('refuses a sell whose order floor is below the one on screen, then a claim that says it pays less', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  test.setTimeout(120_000);
  const { wallet, market } = await openMarket({ page, sandbox, chain, wallets }, 62);
  // An honest bet first, approved in the wallet, so there is a position to sell and claim.
  await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('10');
  await ticket(page).getByRole('button', { name: 'Buy Yes' }).click();
  // A refusal of the honest bet would show here instead of the wallet: its sentence fails the test.
  await expect(signDialog(page).or(ticket(page).getByRole('alert'))).toBeVisible({ timeout: 20_000 });
  await expect(ticket(page).getByRole('alert')).toHaveCount(0);
  await signDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(ticket(page).getByText('Bet placed')).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('list', { name: 'Your positions' }).getByRole('listitem', { name: /^YES · / });

  // The sell form says its floor; the answer carries a 1¢ floor instead.
  await page.route(
    isPosition,
    rewritten('DELETE', (body) => {
      (body.order as Record<string, unknown>).minSellPriceUsd = '10000';
    }),
  );
  await row.getByRole('button', { name: /^Sell YES/ }).click();
  await row.getByRole('button', { name: 'All' }).click();
  await expect(row).toContainText(/at least [\d.]+¢ \(2% slippage\): you receive at least \$[\d.]+ USDC/);
  const beforeSell = await chain.balances(wallet.address);
  await row.getByRole('button', { name: 'Sell at the book' }).click();
  await expectRefused(page, row, /as low as 1¢ a contract, below the [\d.]+¢ floor you saw: not signed/);
  expect(await chain.balances(wallet.address)).toEqual(beforeSell);
  await page.unroute(isPosition);

  // Resolved YES: the claim's answer says it pays a cent.
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
  await page.route(
    isPosition,
    rewritten('POST', (body) => {
      (body.position as Record<string, unknown>).payoutAmountUsd = '10000';
    }),
  );
  await page.reload();
  const claim = row.getByRole('button', { name: /^Claim \$/ });
  await expect(claim).toBeVisible({ timeout: 15_000 });
  const beforeClaim = await chain.balances(wallet.address);
  await claim.click();
  await expectRefused(page, row, /The claim would pay only \$0\.01, less than the \$[\d.]+ the position shows/);
  expect(await chain.balances(wallet.address)).toEqual(beforeClaim);
});
