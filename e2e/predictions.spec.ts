import type { Page } from '@playwright/test';
import {
  type Chain,
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Sandbox,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';
import { jsonBody } from './fixtures/rewrite';

const JUPUSD_MINT = 'JuprjznTrTSp2UFa3ZBUFgwdAmtZCq4MQCwysN55USD';

/**
 * Predictions against the real sandbox (issue 14): the list's filters and search, the ticket's $5 minimum, and a bet's
 * whole life — buy, sell half, resolution, claim, and a losing side — with the chain read through RPC and the control
 * API, not only the screen.
 */

interface WireMarket {
  marketId: string;
  title: string;
  status?: string | null;
  result?: string | null;
  sportsMarketType?: string | null;
}
interface WireEvent {
  eventId: string;
  isActive: boolean;
  category: string;
  metadata?: { title?: string | null } | null;
  markets?: WireMarket[] | null;
}
interface WirePosition {
  pubkey: string;
  market?: string | null;
  marketId: string;
  isYes: boolean;
  contractsMicro?: string | number | null;
  contracts: string | number;
  claimable: boolean;
  claimed: boolean;
}

const titleOf = (e: WireEvent) => e.metadata?.title ?? e.eventId;

/** An open crypto event with exactly one open market and a two-sided book, as the API lists it. */
async function pickEvent(sandbox: Sandbox, filter?: string): Promise<{ event: WireEvent; market: WireMarket }> {
  const query = `category=crypto&includeMarkets=true${filter ? `&filter=${filter}` : ''}`;
  const list = await sandbox.api<{ data: WireEvent[] }>(`/prediction/v1/events?${query}`);
  for (const event of list.data) {
    const market = event.markets?.[0];
    if (!event.isActive || event.markets?.length !== 1 || !market || market.result) continue;
    const book = await sandbox.api<{ yes: unknown[]; no: unknown[] } | null>(
      `/prediction/v1/orderbook/${market.marketId}`,
    );
    if (book && book.yes.length > 0 && book.no.length > 0) return { event, market };
  }
  throw new Error(`no open single-market crypto event (${query})`);
}

async function positions(sandbox: Sandbox, owner: string, marketId: string) {
  return (
    await sandbox.api<{ data: WirePosition[] }>(`/prediction/v1/positions?ownerPubkey=${owner}&marketId=${marketId}`)
  ).data;
}

async function tokenAccountBalance(chain: Chain, account: string): Promise<bigint> {
  const result = await chain.rpc<{ value: { amount: string } } | undefined>('getTokenAccountBalance', [account]);
  return BigInt(result?.value.amount ?? '0');
}

const micro = (p: WirePosition) => BigInt(p.contractsMicro ?? BigInt(p.contracts) * 1_000_000n);
/** "14.64 (at least 14.3)" → [14_640_000n, 14_300_000n]. */
function contractsShown(text: string): [bigint, bigint] {
  const numbers = [...text.matchAll(/[\d.]+/g)].map((m) => m[0]);
  const toMicro = (s: string) => {
    const [w = '0', f = ''] = s.split('.');
    return BigInt(w) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
  };
  return [toMicro(numbers[0] ?? '0'), toMicro(numbers[1] ?? '0')];
}

const isOrders = (url: URL) => url.port === '8787' && url.pathname === '/prediction/v1/orders';
const ticket = (page: Page) => page.getByRole('region', { name: /^Trade / });

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('category, filter and search find an event, and the link keeps them', async ({ page, sandbox }) => {
  const errors = collectConsoleErrors(page);
  const { event } = await pickEvent(sandbox, 'trending');
  const title = titleOf(event);
  const word = title.split(/\s+/).find((w) => w.length > 3) ?? title;

  await page.goto('/predictions');
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Crypto' }).click();
  await page.getByLabel('Show').selectOption('trending');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(word);
  await expect(page).toHaveURL(/category=crypto/);
  await expect(page).toHaveURL(/filter=trending/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('%');
  await expect(card).toContainText('volume');
  await expect(card).toContainText(/Closes in|Closed/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Opening it shows the market: its book, history, trades and rules, in the URL too.
  await card.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/event=/);
  await expect(page.getByRole('table', { name: /Buy Yes/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^(Yes price since|No trades yet)/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a bet below 5 USD is refused before any request', async ({ page, sandbox, wallets }) => {
  const wallet = testWallet(41);
  const { event, market } = await pickEvent(sandbox);
  await wallets.use(wallet, { autoApprove: true });
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/prediction/v1/orders') && r.method() === 'POST') orders.push(r.url());
  });
  await page.goto(
    `/predictions?event=${encodeURIComponent(event.eventId)}&market=${encodeURIComponent(market.marketId)}`,
  );
  await wallets.connect({ approve: false });
  const amount = ticket(page).getByRole('textbox', { name: 'Amount (USD)' });
  await amount.fill('4.99');
  await expect(ticket(page)).toContainText('The minimum bet is $5.');
  const buy = ticket(page).getByRole('button', { name: 'Buy Yes' });
  await expect(buy).toBeDisabled();
  await amount.press('Enter');
  await expectNoAxeViolations(page);
  expect(orders).toEqual([]);

  // At the minimum the ticket quotes the bet.
  await ticket(page).getByRole('button', { name: '$5' }).click();
  await expect(ticket(page).getByRole('definition').first()).toBeVisible();
  await expect(buy).toBeEnabled();
  expect(orders).toEqual([]);

  // A region-blocked order (403) is said to be one, not blamed on the amount (issue 29).
  await page.route(isOrders, jsonBody({ error: 'Forbidden' }, 403));
  await buy.click();
  await expect(ticket(page)).toContainText('This service is not available in your region. Nothing was signed.');
  await expect(ticket(page)).not.toContainText('Check the values');
  await expectNoAxeViolations(page);
});

test('a region-blocked events read (403) says the service is not available in your region', async ({ page }) => {
  await page.route((url) => url.port === '8787' && url.pathname === '/prediction/v1/events', jsonBody({}, 403));
  await page.goto('/predictions');
  const notice = page.getByText('Could not load events').locator('..');
  await expect(
    page.getByText(/This service is not available in your region\. .* refused the request \(403\)/),
  ).toBeVisible();
  await expect(notice).not.toContainText('Check the values');
  await expectNoAxeViolations(page);
});

test('buy YES for 10 USDC and NO for 5 JupUSD, sell half, resolve YES and claim; the NO side is lost', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(42);
  const { event, market } = await pickEvent(sandbox);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto(
    `/predictions?event=${encodeURIComponent(event.eventId)}&market=${encodeURIComponent(market.marketId)}`,
  );
  await wallets.connect({ approve: false });
  // The Sandbox wallet's welcome funding (USDC and JupUSD included) lands once it connects.
  await expect
    .poll(async () => tokenAmount(await chain.balances(wallet.address), USDC_MINT), { timeout: 15_000 })
    .toBeGreaterThan(100_000_000n);
  const start = await chain.balances(wallet.address);

  // Buy YES for 10 USDC: exactly the deposit leaves, the contracts match the ticket within its price limit.
  await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('10');
  const estimate = ticket(page).getByRole('definition').first();
  await expect(estimate).toContainText('at least');
  const [shown, atLeast] = contractsShown((await estimate.textContent()) ?? '');
  await expectNoAxeViolations(page);
  await ticket(page).getByRole('button', { name: 'Buy Yes' }).click();
  await expect(ticket(page).getByText('Bet placed')).toBeVisible({ timeout: 20_000 });

  const [yes] = (await positions(sandbox, wallet.address, market.marketId)) as [WirePosition];
  expect(yes).toBeDefined();
  const afterBuy = await chain.balances(wallet.address);
  // The escrow takes what the fill costs with its fees: at most the bet, less only the 0.01-contract rounding.
  const spent = tokenAmount(start, USDC_MINT) - tokenAmount(afterBuy, USDC_MINT);
  expect(spent).toBeLessThanOrEqual(10_000_000n);
  expect(spent).toBeGreaterThanOrEqual(9_980_000n);
  const held = micro(yes);
  expect(held).toBeGreaterThanOrEqual(atLeast);
  expect(held).toBeLessThanOrEqual(shown + shown / 50n);
  // The position is the wallet's token account of the YES mint, and the escrow holds the deposit.
  expect(await tokenAccountBalance(chain, yes.pubkey)).toBe(held);
  expect(await tokenAccountBalance(chain, yes.market ?? '')).toBeGreaterThanOrEqual(spent);

  // A NO bet of 5 JupUSD on the same market (a position pays out in the mint it was bought with; YES in USDC beside
  // NO in JupUSD is allowed): it loses when the market resolves YES.
  await ticket(page).getByRole('radio', { name: /^No/ }).check();
  const payWith = ticket(page).getByRole('group', { name: 'Pay with' });
  await payWith.getByRole('radio', { name: 'USDC' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(payWith.getByRole('radio', { name: 'JupUSD' })).toBeChecked();
  await expect(ticket(page)).toContainText('Balance 500 JupUSD');
  // Emptied first, so the estimate read below is the quote of 5 on this side, not the last bet's still on screen.
  await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('');
  await expect(ticket(page).getByText('Estimated contracts')).toBeHidden();
  await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('5');
  const noEstimate = ticket(page).getByRole('definition').first();
  await expect(noEstimate).toContainText('at least');
  await expect(ticket(page)).toContainText('in JupUSD');
  const [noShown, noAtLeast] = contractsShown((await noEstimate.textContent()) ?? '');
  await expectNoAxeViolations(page);
  const built = page.waitForResponse(
    (r) => r.url().endsWith('/prediction/v1/orders') && r.request().method() === 'POST',
  );
  await ticket(page).getByRole('button', { name: 'Buy No' }).click();
  const jupEscrow = ((await (await built).json()) as { order: { orderAtaPubkey: string } }).order.orderAtaPubkey;
  await expect(ticket(page).getByText('Bet placed')).toBeVisible({ timeout: 20_000 });
  // What left the wallet's JupUSD is in the market's JupUSD escrow (not the USDC one); USDC did not move.
  const afterNo = await chain.balances(wallet.address);
  const spentJup = tokenAmount(start, JUPUSD_MINT) - tokenAmount(afterNo, JUPUSD_MINT);
  expect(spentJup).toBeLessThanOrEqual(5_000_000n);
  expect(spentJup).toBeGreaterThanOrEqual(4_980_000n);
  expect(tokenAmount(afterNo, USDC_MINT)).toBe(tokenAmount(afterBuy, USDC_MINT));
  expect(jupEscrow).not.toBe(yes.market);
  expect(await tokenAccountBalance(chain, jupEscrow)).toBe(spentJup);
  const no = (await positions(sandbox, wallet.address, market.marketId)).find((p) => !p.isYes) as WirePosition;
  expect(micro(no)).toBeGreaterThanOrEqual(noAtLeast);
  expect(micro(no)).toBeLessThanOrEqual(noShown + noShown / 50n);
  const mine = page.getByRole('list', { name: 'Your positions' });
  const noRow = mine.getByRole('listitem', { name: new RegExp(`^NO · `) });
  await expect(noRow.getByText('JupUSD', { exact: true })).toBeVisible();

  // Sell half of the YES position at the book.
  const yesRow = mine.getByRole('listitem', { name: new RegExp(`^YES · `) });
  await yesRow.getByRole('button', { name: /^Sell YES/ }).click();
  await yesRow.getByRole('button', { name: 'Half' }).click();
  await expectNoAxeViolations(page);
  const beforeSell = await chain.balances(wallet.address);
  await yesRow.getByRole('button', { name: 'Sell at the book' }).click();
  await expect(yesRow.getByRole('status').filter({ hasText: 'order placed' })).toBeVisible({ timeout: 20_000 });
  const half = held / 2n - ((held / 2n) % 10_000n);
  await expect
    .poll(async () =>
      micro((await positions(sandbox, wallet.address, market.marketId)).find((p) => p.isYes) as WirePosition),
    )
    .toBe(held - half);
  const afterSell = await chain.balances(wallet.address);
  expect(tokenAmount(afterSell, USDC_MINT)).toBeGreaterThan(tokenAmount(beforeSell, USDC_MINT));

  // Resolve YES through the control API, then claim: $1 a contract arrives on chain.
  await sandbox.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
  await page.reload();
  const claim = yesRow.getByRole('button', { name: /^Claim / });
  await expect(claim).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  const beforeClaim = await chain.balances(wallet.address);
  await claim.click();
  await expect(yesRow).toContainText('Claimed', { timeout: 20_000 });
  const afterClaim = await chain.balances(wallet.address);
  expect(tokenAmount(afterClaim, USDC_MINT) - tokenAmount(beforeClaim, USDC_MINT)).toBe(held - half);

  // The NO side lost: said so, and nothing to claim.
  await expect(noRow).toContainText('Lost');
  await expect(noRow.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Bets, the sell and the claim are in the activity centre.
  await page.getByRole('button', { name: /Activity/ }).click();
  const activity = page.getByRole('dialog', { name: /Activity/ });
  await expect(activity).toContainText('Bet $10.00 on YES');
  await expect(activity).toContainText('Bet $5.00 on NO in JupUSD');
  await expect(activity).toContainText('Sell');
  await expect(activity).toContainText('Claim');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('an event card with three outcomes keeps its footer inside its border at 1280 and 390 px', async ({
  page,
  sandbox,
}) => {
  const list = await sandbox.api<{ data: WireEvent[] }>('/prediction/v1/events?includeMarkets=true&sortBy=volume');
  const event = list.data.find((e) => (e.markets?.length ?? 0) >= 3 && !e.markets?.some((m) => m.sportsMarketType));
  expect(event).toBeDefined();
  const title = titleOf(event as WireEvent);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/predictions');
    await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
    const card = page.getByRole('article', { name: title });
    const footer = card.getByText(/volume$/).locator('..');
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(card.getByRole('button', { name: new RegExp(` in ${escaped}$`) })).toHaveCount(3);
    const [box, inner] = await Promise.all([card.boundingBox(), footer.boundingBox()]);
    expect((inner?.y ?? Infinity) + (inner?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
    await card.screenshot({ path: `e2e-artifacts/prediction-card-${String(width)}.png` });
  }
  await expectNoAxeViolations(page);
});

test('close all positions: one summary, each close checked and signed, the positions empty and USDC back', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const wallet = testWallet(44);
  const { event, market } = await pickEvent(sandbox);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto(
    `/predictions?event=${encodeURIComponent(event.eventId)}&market=${encodeURIComponent(market.marketId)}`,
  );
  await wallets.connect({ approve: false });
  await expect
    .poll(async () => tokenAmount(await chain.balances(wallet.address), USDC_MINT), { timeout: 15_000 })
    .toBeGreaterThan(100_000_000n);
  for (const side of ['Yes', 'No']) {
    await ticket(page)
      .getByRole('radio', { name: new RegExp(`^${side}`) })
      .check();
    await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('5');
    await expect(ticket(page).getByRole('definition').first()).toContainText('at least');
    await ticket(page)
      .getByRole('button', { name: `Buy ${side}` })
      .click();
    await expect(ticket(page).getByText('Bet placed')).toBeVisible({ timeout: 20_000 });
  }
  expect(await positions(sandbox, wallet.address, market.marketId)).toHaveLength(2);
  const before = tokenAmount(await chain.balances(wallet.address), USDC_MINT);

  await page
    .getByRole('navigation', { name: 'Predictions sections' })
    .getByRole('link', { name: 'Your predictions' })
    .click();
  const closeAll = page.getByRole('region', { name: 'Close all positions' });
  await closeAll.getByRole('button', { name: 'Close all positions' }).click();
  await expect(closeAll.getByRole('list', { name: 'Positions to close' }).getByRole('listitem')).toHaveCount(2);
  const total = closeAll.getByText(/^You receive at least/);
  await expect(total).toBeVisible();
  const atLeast = contractsShown((await total.textContent()) ?? '')[0];
  await closeAll.screenshot({ path: 'e2e-artifacts/prediction-close-all.png' });
  await expectNoAxeViolations(page);
  await closeAll.getByRole('button', { name: 'Close 2 positions' }).click();
  await expect(closeAll.getByRole('status').filter({ hasText: 'Closed 2 positions' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  for (const p of await positions(sandbox, wallet.address, market.marketId)) {
    expect(micro(p)).toBe(0n);
    expect(await tokenAccountBalance(chain, p.pubkey)).toBe(0n);
  }
  const back = tokenAmount(await chain.balances(wallet.address), USDC_MINT) - before;
  expect(back).toBeGreaterThanOrEqual(atLeast);
  expect(back).toBeLessThan(11_000_000n);
});

test('trading paused: the page says so and the ticket takes no bet until it resumes', async ({
  page,
  sandbox,
  wallets,
}) => {
  const { event, market } = await pickEvent(sandbox);
  await wallets.use(testWallet(45), { autoApprove: true });
  await sandbox.control('/prediction/trading', { active: false });
  await page.goto(
    `/predictions?event=${encodeURIComponent(event.eventId)}&market=${encodeURIComponent(market.marketId)}`,
  );
  await wallets.connect({ approve: false });
  await expect(page.getByRole('alert').filter({ hasText: 'Trading is paused' })).toContainText('every market');
  const paused = page.getByRole('region', { name: 'Trade', exact: true });
  await expect(paused).toContainText('Trading is paused on the exchange');
  await expect(paused.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/prediction-trading-paused.png' });
  await expectNoAxeViolations(page);

  await sandbox.control('/prediction/trading', { active: true });
  await page.reload();
  await ticket(page).getByRole('textbox', { name: 'Amount (USD)' }).fill('5');
  await expect(ticket(page).getByRole('button', { name: 'Buy Yes' })).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Trading is paused' })).toHaveCount(0);
});

test('a game’s markets are grouped as moneyline, spread and total', async ({ page, sandbox }) => {
  const list = await sandbox.api<{ data: WireEvent[] }>(
    '/prediction/v1/events?category=sports&includeMarkets=true&includeAllMarkets=true&start=0&end=100',
  );
  const game = list.data.find((e) => e.markets?.some((m) => m.sportsMarketType === 'spread'));
  expect(game, 'a basketball game with a spread market').toBeDefined();
  const title = titleOf(game as WireEvent);
  // The list's sort (volume, highest first) is the read's above: the first card of that title is this game's.
  await page.goto('/predictions?category=sports');
  const card = page.getByRole('article', { name: title }).first();
  const scroller = page.getByRole('list', { name: 'Events' }).locator('..');
  await expect(async () => {
    if ((await card.count()) === 0) await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass();
  for (const type of ['Moneyline', 'Spread', 'Total']) {
    await expect(card.getByRole('group', { name: type }).getByRole('button').first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const footer = card.getByText(/volume$/).locator('..');
    const [box, inner] = await Promise.all([card.boundingBox(), footer.boundingBox()]);
    expect((inner?.y ?? Infinity) + (inner?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
    await card.screenshot({ path: `e2e-artifacts/prediction-card-groups-${String(width)}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/predictions?event=${encodeURIComponent(game?.eventId ?? '')}`);
  const outcomes = page.getByRole('region', { name: 'Outcomes' });
  for (const type of ['Moneyline', 'Spread', 'Total']) {
    await expect(outcomes.getByRole('region', { name: type }).getByRole('button').first()).toBeVisible();
  }
  await outcomes.screenshot({ path: 'e2e-artifacts/prediction-market-groups.png' });
  await expectNoAxeViolations(page);
});

test('watchlist: a starred event stays starred for its wallet after a reload and is listed under Watchlist', async ({
  page,
  sandbox,
  wallets,
}) => {
  const wallet = testWallet(46);
  const { event } = await pickEvent(sandbox);
  const title = titleOf(event);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto(`/predictions?category=crypto&q=${encodeURIComponent(title)}`);
  await wallets.connect({ approve: false });
  const star = page.getByRole('article', { name: title }).getByRole('button', { name: `Watch ${title}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => localStorage.getItem('trading-app:prediction-watchlist'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ [wallet.address]: [event.eventId] });

  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('navigation', { name: 'Predictions sections' }).getByRole('link', { name: 'Watchlist' }).click();
  const list = page.getByRole('list', { name: 'Watchlist' });
  await expect(list.getByRole('article', { name: title })).toBeVisible();
  await list.screenshot({ path: 'e2e-artifacts/prediction-watchlist.png' });
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: `Watch ${title}` }).click();
  await expect(page.getByText('Nothing watched yet')).toBeVisible();
});

test('leaderboard and a trader’s profile are pages of their own: links, titles, back, old links and a bad address', async ({
  page,
}) => {
  await page.goto('/predictions');
  await page
    .getByRole('navigation', { name: 'Predictions sections' })
    .getByRole('link', { name: 'Leaderboard' })
    .click();
  await expect(page).toHaveURL(/\/predictions\/leaderboard$/);
  await expect(page).toHaveTitle('Leaderboard · Predictions · Solstice Trade');
  await expect(page.getByRole('table', { name: 'Traders by Realised P&L, All time' }).getByRole('row')).not.toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Rank by').selectOption('volume');
  await page.getByLabel('Period').selectOption('weekly');
  const table = page.getByRole('table', { name: 'Traders by Volume, This week' });
  const first = table.getByRole('link', { name: /^Profile of / }).first();
  const owner = ((await first.getAttribute('aria-label')) ?? '').replace('Profile of ', '');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/predictions/profile/${owner}$`));
  await expect(page).toHaveTitle(`Trader ${owner.slice(0, 4)}…${owner.slice(-4)} · Predictions · Solstice Trade`);
  const profile = page.getByRole('region', { name: /^Trader / });
  await expect(profile).toContainText(owner);
  await expect(profile).toContainText('Win rate');
  await page.screenshot({ path: 'e2e-artifacts/prediction-trader-profile.png' });
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/predictions\/leaderboard$/);
  await expect(page.getByRole('table', { name: /^Traders by / })).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('region', { name: /^Trader / })).toContainText(owner);
  await page.getByRole('link', { name: '← Leaderboard' }).click();
  await expect(page.getByRole('table', { name: /^Traders by / })).toBeVisible();

  // The views' old links land on the pages.
  await page.goto(`/predictions?view=leaderboard&trader=${owner}`);
  await expect(page).toHaveURL(new RegExp(`/predictions/profile/${owner}$`));
  await page.goto('/predictions?view=leaderboard');
  await expect(page).toHaveURL(/\/predictions\/leaderboard$/);

  await page.goto('/predictions/profile/not-a-wallet');
  await expect(page.getByRole('region', { name: 'Trader not found' })).toContainText('is not a Solana wallet address');
  await expect(page).toHaveTitle('Trader not found · Predictions · Solstice Trade');
  await page.screenshot({ path: 'e2e-artifacts/prediction-trader-not-found.png' });
  await expectNoAxeViolations(page);
});
