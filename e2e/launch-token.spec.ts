import type { Page, Response } from '@playwright/test';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  SOL_MINT,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
  wrappedSol,
} from './fixtures/test';

/**
 * Launch Token end to end (issue 13): the form and its simulator, Studio's create → uploads → sign → submit on the
 * sandbox, the new token traded through Swap on its curve, and the creator's fee claimed, each checked on chain.
 */

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface CreateAnswer {
  mint: string;
  imageUrl: string;
}
interface OrderAnswer {
  taker: string | null;
  routePlan: { swapInfo: { label: string; inAmount: string; outAmount: string } }[];
}
interface ExecuteAnswer {
  status: string;
  totalInputAmount: string;
  totalOutputAmount: string;
}

/** Create, two uploads, the check's simulation, signing and Studio's submit: on a loaded CI host, more than 5 s. */
const LANDED_MS = 30_000;
const isCreate = (r: Response) => r.url().includes('/studio/v1/dbc-pool/create-tx');
const approval = (page: Page) => page.getByRole('dialog', { name: 'Sign this transaction?' });
const simulator = (page: Page) => page.getByRole('region', { name: 'Curve simulator' });
const row = (page: Page, name: string) => simulator(page).getByRole('row', { name: new RegExp(`^${name}`) });

async function fillToken(page: Page, name: string, symbol: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Symbol' }).fill(symbol);
  await page.getByLabel('Image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Token preview' })).toBeVisible();
}

/** A raw amount as the page writes it: grouped whole part, the fraction without trailing zeros. */
function decimal(raw: bigint, decimals: number, grouped = false): string {
  const unit = 10n ** BigInt(decimals);
  const whole = grouped ? (raw / unit).toLocaleString('en-US') : (raw / unit).toString();
  const fraction = (raw % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

// A launch, a swap and a claim, each through the wallet and the chain.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('launches a Meme token with an image, trades it through Swap, then claims the creator fee', async ({
  page,
  request,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(41);
  await wallets.use(wallet);
  await page.goto('/launch');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await page.getByRole('radio', { name: 'Meme' }).check();
  await fillToken(page, 'Sandbox Cat', 'SCAT');
  await page.getByRole('textbox', { name: 'Description' }).fill('A cat for the sandbox.');

  await expect(row(page, 'Raise at graduation')).toContainText(/[\d,.]+ USDC/);
  await expect(simulator(page).getByRole('img', { name: /Price against supply sold/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await chain.balances(wallet.address);
  const created = page.waitForResponse(isCreate);
  await page.getByRole('button', { name: 'Launch token' }).click();
  const answer = (await (await created).json()) as CreateAnswer;
  await expect(approval(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await approval(page).getByRole('button', { name: 'Approve' }).click();

  const success = page.getByRole('region', { name: 'Sandbox Cat (SCAT) is live' });
  await expect(success).toBeVisible({ timeout: LANDED_MS });
  await expect(success).toContainText(answer.mint);
  await expect(success.getByRole('link', { name: 'View the token on the explorer' })).toHaveAttribute(
    'href',
    new RegExp(answer.mint),
  );
  await expectNoAxeViolations(page);

  // On chain: the mint exists with the whole supply; the wallet paid only SOL, within the cost it was shown.
  const supply = await chain.rpc<{ value: { amount: string; decimals: number } }>('getTokenSupply', [answer.mint]);
  expect(supply.value).toMatchObject({ amount: '1000000000000000', decimals: 6 });
  const afterLaunch = await chain.balances(wallet.address);
  const spent = tokenAmount(before, SOL_MINT) - tokenAmount(afterLaunch, SOL_MINT);
  expect(spent).toBeGreaterThan(0n);
  expect(spent).toBeLessThanOrEqual(50_000_000n);
  expect(tokenAmount(afterLaunch, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT));
  // The uploaded image is served back as the token's image.
  const image = await request.get(answer.imageUrl);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);

  // The launch is in the activity centre.
  await page.getByRole('button', { name: /^Activity/ }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  await expect(activity.getByRole('article', { name: 'Token launch' })).toContainText('Launch Sandbox Cat (SCAT)');
  await expect(activity.getByRole('article', { name: 'Token launch' })).toContainText('Confirmed');
  await page.keyboard.press('Escape');

  // Trade it: Swap opens on the pair; its picker finds the new token by symbol.
  await success.getByRole('link', { name: 'Trade it now' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap\\?from=USDC&to=${answer.mint}`));
  // Swap opened on the pair itself: USDC in, the new token out, before anything is picked.
  await expect(page.getByRole('button', { name: 'You pay token: USDC. Change token' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'You receive token: SCAT. Change token' })).toBeVisible();
  await page.getByRole('button', { name: /^You receive token/ }).click();
  const picker = page.getByRole('dialog', { name: 'Receive' });
  await picker.getByRole('combobox', { name: 'Search by name, symbol or mint address' }).fill('SCAT');
  await expect(picker.getByRole('option').first()).toContainText('Sandbox Cat');
  await expectNoAxeViolations(page);
  await picker.getByRole('option').first().click();
  // A new launch is not verified: the card shows it and asks once before its first trade.
  await page.getByRole('region', { name: 'SCAT risk' }).getByRole('button', { name: 'I understand, trade it' }).click();

  const ordered = page.waitForResponse(
    (r) => r.url().includes('/swap/v2/order') && new URL(r.url()).searchParams.get('taker') !== null,
  );
  await page.getByRole('textbox', { name: 'You pay' }).fill('50');
  const order = (await (await ordered).json()) as OrderAnswer;
  const leg = order.routePlan[0]?.swapInfo;
  expect(leg?.label).toBe('Meteora DBC');
  const executed = page.waitForResponse((r) => r.url().includes('/swap/v2/execute'));
  await page.getByRole('button', { name: /^Swap/ }).click();
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  const result = (await (await executed).json()) as ExecuteAnswer;
  expect(result.status).toBe('Success');
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const afterSwap = await chain.balances(wallet.address);
  const bought = tokenAmount(afterSwap, answer.mint);
  expect(bought).toBe(BigInt(result.totalOutputAmount));
  const poolIn = BigInt(leg?.inAmount ?? 0);

  // My launches: the creator's half of the fee of that trade, then claimed on chain.
  const creatorFee = (poolIn * 100n + 9_999n) / 10_000n / 2n;
  await page.goto('/launch');
  const mine = page.getByRole('region', { name: 'My launches' }).getByRole('article', { name: 'Sandbox Cat (SCAT)' });
  await expect(mine).toContainText('On the bonding curve');
  // The simulator's numbers are what the pool charged: the same buy, at launch, gets exactly what the swap got.
  await page.getByRole('textbox', { name: 'Try a buy at launch (USDC)' }).fill(decimal(poolIn, 6));
  await expect(row(page, `A buy of ${decimal(poolIn, 6)} USDC at launch gets`)).toContainText(
    `${decimal(bought, 6, true)} tokens`,
  );
  const shown = (Number(creatorFee) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 });
  await expect(mine.getByRole('definition').first()).toContainText(`${shown} USDC`);
  await expectNoAxeViolations(page);
  await mine.getByRole('button', { name: 'Claim fees of SCAT' }).click();
  await expect(approval(page)).toBeVisible();
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expect(mine.getByText('Fees claimed.')).toBeVisible();
  await expectNoAxeViolations(page);
  const afterClaim = await chain.balances(wallet.address);
  expect(tokenAmount(afterClaim, USDC_MINT) - tokenAmount(afterSwap, USDC_MINT)).toBe(creatorFee);
  await expect(mine.getByRole('definition').first()).toHaveText(/^0 USDC/);
  expect(errors).toEqual([]);
});

test('an Indie launch shows its vesting in the simulator and in the created pool', async ({ page, chain, wallets }) => {
  const wallet = testWallet(42);
  await wallets.use(wallet, { autoApprove: true });
  await page.goto('/launch');
  await wallets.connect({ approve: false });
  await page.getByRole('radio', { name: 'Indie' }).check();
  await expect(page.getByRole('textbox', { name: 'Vested share of supply (%)' })).toHaveValue('10');
  await expect(row(page, 'Vested for the creator')).toContainText('100,000,000 tokens');
  await expect(row(page, 'Vesting')).toContainText('365 unlocks over 365 days');
  await expect(row(page, 'Unlocked 183 days after graduation')).toBeVisible();
  await expect(simulator(page).getByRole('img', { name: /Creator vesting/ })).toBeVisible();
  await expect(simulator(page).getByRole('img', { name: /Anti-sniping/ })).toBeVisible();
  await expect(row(page, 'Trading fee')).toContainText('99 % at launch, falling to 1 % after 120 seconds');
  await expectNoAxeViolations(page);

  await fillToken(page, 'Indie Game', 'INDIE');
  const created = page.waitForResponse(isCreate);
  await page.getByRole('button', { name: 'Launch token' }).click();
  const answer = (await (await created).json()) as CreateAnswer;
  const request = JSON.parse((await created).request().postData() ?? '{}') as Record<string, unknown>;
  expect(request).toMatchObject({
    antiSniping: true,
    buildCurveByMarketCapParam: {
      initialMarketCap: 32000,
      migrationMarketCap: 240000,
      lockedVestingParam: { totalLockedVestingAmount: 100000000, numberOfVestingPeriod: 365 },
    },
  });
  await expect(page.getByRole('region', { name: 'Indie Game (INDIE) is live' })).toBeVisible({ timeout: LANDED_MS });

  // In the created pool: a vault outside the wallet holds the 100,000,000 locked tokens, the curve the rest.
  const mine = page.getByRole('region', { name: 'My launches' }).getByRole('article', { name: 'Indie Game (INDIE)' });
  await expect(mine).toContainText('100,000,000 tokens vest in 365 unlocks over 365 days after graduation');
  await expectNoAxeViolations(page);
  // The creation transaction, from the success card's link.
  const href = await page.getByRole('link', { name: 'View the launch transaction' }).getAttribute('href');
  const signature = /\/tx\/([1-9A-HJ-NP-Za-km-z]+)/.exec(href ?? '')?.[1];
  expect(signature, href ?? 'no link').toBeTruthy();
  const tx = await chain.rpc<{
    meta: { postTokenBalances: { mint: string; owner: string; uiTokenAmount: { amount: string } }[] };
  }>('getTransaction', [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }]);
  const held = tx.meta.postTokenBalances.filter((b) => b.mint === answer.mint).map((b) => b.uiTokenAmount.amount);
  expect(held.sort()).toEqual(['100000000000000', '900000000000000']);
  expect(tx.meta.postTokenBalances.some((b) => b.mint === answer.mint && b.owner === wallet.address)).toBe(false);
});

/** "5,940,594.059405 tokens" → raw units (6 decimals). */
function rawTokens(text: string | null): bigint {
  const [whole = '0', fraction = ''] = (/([\d,]+(?:\.\d+)?) tokens/.exec(text ?? '')?.[1] ?? '0')
    .replace(/,/g, '')
    .split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

test('a dev buy lands in the launch transaction: the creator holds what the simulator showed', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(45);
  await wallets.use(wallet);
  await page.goto('/launch');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await fillToken(page, 'Dev Cat', 'DCAT');
  await page.getByRole('textbox', { name: 'Dev buy (USDC)' }).fill('100');
  const gets = row(page, 'Your dev buy of 100 USDC gets');
  await expect(gets).toContainText(/tokens \([\d.]+ % of supply\)/);
  await expect(row(page, 'Price after your dev buy')).toContainText('USDC');
  const shown = rawTokens(await gets.textContent());
  const least = rawTokens(await row(page, 'At least, with 1 % slippage').textContent());
  expect(least).toBe((shown * 99n) / 100n);
  await expect(page.getByText(/Your dev buy spends at most 100 USDC and brings at least [\d,.]+ DCAT/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-dev-buy.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-dev-buy-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const before = await chain.balances(wallet.address);
  const created = page.waitForResponse(isCreate);
  await page.getByRole('button', { name: 'Launch token' }).click();
  const answer = (await (await created).json()) as CreateAnswer;
  await expect(approval(page)).toBeVisible();
  // The new token is in no token list yet: the dialog names it by the form's symbol and decimals, not raw units.
  await expect(approval(page)).toContainText(/you receive [\d,.]+ DCAT/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-dev-buy-approval.png' });
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('region', { name: 'Dev Cat (DCAT) is live' })).toBeVisible({ timeout: LANDED_MS });

  // On chain: the buy landed with the create (nobody bought first), as shown; at most the shown SOL cost left.
  const after = await chain.balances(wallet.address);
  const held = tokenAmount(after, answer.mint);
  expect(held).toBeGreaterThanOrEqual(least);
  expect(held).toBeLessThanOrEqual(shown);
  expect(tokenAmount(before, USDC_MINT) - tokenAmount(after, USDC_MINT)).toBe(100_000_000n);
  expect(tokenAmount(before, SOL_MINT) - tokenAmount(after, SOL_MINT)).toBeLessThanOrEqual(50_000_000n);
});

test('a dev buy in SOL is wrapped in the launch transaction: SOL falls by the buy plus fees', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(48);
  await wallets.use(wallet);
  await page.goto('/launch');
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await fillToken(page, 'Sol Cat', 'SOLC');
  await page.getByRole('group', { name: 'Quote token' }).getByRole('radio', { name: 'SOL' }).check();
  await page.getByRole('textbox', { name: 'Dev buy (SOL)' }).fill('1');
  const shown = rawTokens(await row(page, 'Your dev buy of 1 SOL gets').textContent());
  const least = rawTokens(await row(page, 'At least, with 1 % slippage').textContent());
  expect(least).toBe((shown * 99n) / 100n);
  await expect(page.getByText(/Your dev buy spends at most 1 SOL and brings at least [\d,.]+ SOLC/)).toBeVisible();

  const before = await chain.balances(wallet.address);
  const created = page.waitForResponse(isCreate);
  await page.getByRole('button', { name: 'Launch token' }).click();
  const answer = (await (await created).json()) as CreateAnswer;
  await expect(approval(page)).toContainText(/You send 1\.\d+ SOL · you receive [\d,.]+ SOLC/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/launch-dev-buy-sol-approval.png' });
  await approval(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('region', { name: 'Sol Cat (SOLC) is live' })).toBeVisible({ timeout: LANDED_MS });

  // On chain: the tokens as shown; the SOL spent is the buy plus at most the shown launch cost (the wrap's rent came
  // back: no wrapped SOL is left).
  const after = await chain.balances(wallet.address);
  const held = tokenAmount(after, answer.mint);
  expect(held).toBeGreaterThanOrEqual(least);
  expect(held).toBeLessThanOrEqual(shown);
  const spent = tokenAmount(before, SOL_MINT) - tokenAmount(after, SOL_MINT);
  expect(spent).toBeGreaterThan(1_000_000_000n);
  expect(spent).toBeLessThanOrEqual(1_000_000_000n + 50_000_000n);
  expect(wrappedSol(after)).toBe(0n);
});

test('a failed image upload is retried, with the progress shown', async ({ page, wallets }) => {
  const wallet = testWallet(43);
  await wallets.use(wallet, { autoApprove: true });
  let puts = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/studio-uploads/images/**', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    if (++puts === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' });
    // The second try is held until the retry has been seen on the page.
    await released;
    return route.continue();
  });
  await page.goto('/launch');
  await wallets.connect({ approve: false });
  await fillToken(page, 'Retry Dog', 'RDOG');
  await page.getByRole('button', { name: 'Launch token' }).click();
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText(
    'Image: upload failed, retrying (try 2 of 3)…',
  );
  await expect(page.getByRole('progressbar', { name: 'Uploads finished' })).toHaveAttribute('value', '0');
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('region', { name: 'Retry Dog (RDOG) is live' })).toBeVisible({ timeout: LANDED_MS });
  expect(puts).toBe(2);
  await expectNoAxeViolations(page);
});

test('a too-large or wrong-type image is refused before any request', async ({ page, wallets }) => {
  const wallet = testWallet(44);
  await wallets.use(wallet, { autoApprove: true });
  const studio: string[] = [];
  page.on('request', (r) => {
    // The page's discovery lists read Studio (GET); the launch itself would create, upload or submit.
    if (r.url().includes('/studio') && r.method() !== 'GET') studio.push(r.url());
  });
  await page.goto('/launch');
  await wallets.connect({ approve: false });
  await page.getByRole('textbox', { name: 'Name' }).fill('Big Image');
  await page.getByRole('textbox', { name: 'Symbol' }).fill('BIG');
  const image = page.getByLabel('Image');

  await image.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(
    page.getByText('Image: image/svg+xml is not accepted; choose a JPEG, PNG, GIF or WebP file.').first(),
  ).toBeVisible();
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Token preview' })).toBeHidden();
  await page.getByRole('button', { name: 'Launch token' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check the form' })).toContainText('Image:');
  await expectNoAxeViolations(page);

  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  await image.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText(/Image: 3\.0 MB is larger than the 2 MB limit/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Launch token' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check the form' })).toContainText('2 MB limit');
  await expectNoAxeViolations(page);

  // A wrong field is named too, and nothing reached Studio.
  await page.getByRole('textbox', { name: 'Symbol' }).fill('');
  await expect(page.getByText('Symbol: enter a ticker, such as MEME.').first()).toBeVisible();
  expect(studio).toEqual([]);
});
