import type { APIRequestContext, Route } from '@playwright/test';
import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import {
  API,
  API_KEY,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  RPC,
  test,
  testWallet,
  type TestWallet,
} from './fixtures/test';
import { collectPageErrors, expectPageSurvived } from './fixtures/rewrite';

/**
 * A hostile Studio (issue 24): the create answer carries a transaction the sandbox built for another body than the
 * form's. The page decodes it, refuses it with its sentence before any upload and before the wallet, and the chain
 * is unchanged.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Body = {
  tokenName: string;
  buildCurveByMarketCapParam: { lockedVestingParam: { totalLockedVestingAmount: number } };
};

/** The create request re-sent with `edit` applied: the sandbox's honest answer for a body the user never chose. */
const rebuiltFor = (edit: (body: Body) => void) => async (route: Route) => {
  if (route.request().method() !== 'POST') return route.continue();
  const body = JSON.parse(route.request().postData() ?? '{}') as Body;
  edit(body);
  const response = await route.fetch({ postData: JSON.stringify(body) });
  await route.fulfill({ response });
};

const DBC = new PublicKey('dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN');
const USDC = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const borsh = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
};

/** The real service's dialect: a Meteora DBC create (`initialize_virtual_pool_with_token2022`) naming `config`. */
function dbcCreate(wallet: string, answer: { mint: string; metadataPresignedUrl: string }, config: PublicKey) {
  const uri = answer.metadataPresignedUrl.split('?')[0] ?? '';
  const payer = new PublicKey(wallet);
  const k = () => Keypair.generate().publicKey;
  const accounts = [config, k(), payer, new PublicKey(answer.mint), USDC, k(), k(), k(), payer];
  const data = Buffer.concat([
    Buffer.from([169, 118, 51, 78, 145, 110, 220, 155]),
    borsh('Sandbox Cat'),
    borsh('SCAT'),
    borsh(uri),
  ]);
  const ix = new TransactionInstruction({
    programId: DBC,
    keys: accounts.map((pubkey) => ({ pubkey, isSigner: pubkey.equals(payer), isWritable: false })),
    data,
  });
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: k().toBase58(), instructions: [ix] });
  return Buffer.from(new VersionedTransaction(message.compileToV0Message()).serialize()).toString('base64');
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

interface Attack extends Pick<Fixtures, 'page' | 'chain' | 'wallets'> {
  wallet: TestWallet;
}

async function launchRefused({ page, chain, wallets, wallet }: Attack, preset: 'Meme' | 'Indie', sentence: string) {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/studio-uploads/') && r.method() === 'PUT') uploads.push(r.url());
  });
  await page.goto('/launch');
  await wallets.connect();
  // The sandbox funds a wallet when it first connects.
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);
  await page.getByRole('radio', { name: preset }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Sandbox Cat');
  await page.getByRole('textbox', { name: 'Symbol' }).fill('SCAT');
  await page.getByLabel('Image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Launch token' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Refused by the safety check' });
  await expect(refusal).toContainText(sentence);
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);
  expect(await chain.balances(wallet.address)).toEqual(before);
}

test('a create transaction for another name is refused before the wallet, with the chain unchanged', async ({
  page,
  chain,
  wallets,
}) => {
  const pageErrors = collectPageErrors(page);
  const wallet = testWallet(46);
  await wallets.use(wallet);
  await page.route(
    '**/studio/v1/dbc-pool/create-tx',
    rebuiltFor((body) => {
      body.tokenName = 'Rug Cat';
    }),
  );
  await launchRefused(
    { page, chain, wallets, wallet },
    'Meme',
    'The create transaction names the token "Rug Cat", not "Sandbox Cat": not signed.',
  );
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toBeHidden();
  await expectPageSurvived(page, pageErrors);
});

test('a create transaction that locks no vested tokens is refused for an Indie launch', async ({
  page,
  chain,
  wallets,
}) => {
  const wallet = testWallet(47);
  await wallets.use(wallet);
  await page.route(
    '**/studio/v1/dbc-pool/create-tx',
    rebuiltFor((body) => {
      body.buildCurveByMarketCapParam.lockedVestingParam.totalLockedVestingAmount = 0;
    }),
  );
  await launchRefused(
    { page, chain, wallets, wallet },
    'Indie',
    'The create transaction puts 1,000,000,000 tokens on the curve, not 900,000,000 tokens: not signed.',
  );
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toBeHidden();

  // The real service's dialect: a DBC create whose vesting lives in the config it names, read from the user's RPC.
  const config = Keypair.generate().publicKey;
  const read: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes(config.toBase58())) read.push(r.url());
  });
  await page.unroute('**/studio/v1/dbc-pool/create-tx');
  await page.route('**/studio/v1/dbc-pool/create-tx', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { mint: string; metadataPresignedUrl: string };
    await route.fulfill({ response, json: { ...answer, transaction: dbcCreate(wallet.address, answer, config) } });
  });
  // The config read is held, so the page shows what it is doing until it answers.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(`${RPC}/**`, async (route) => {
    if (route.request().postData()?.includes(config.toBase58())) await held;
    await route.continue();
  });
  const before = await chain.balances(wallet.address);
  await page.getByRole('button', { name: 'Launch token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checking the pool config on chain…' })).toBeVisible();
  release();
  const key = config.toBase58();
  await expect(page.getByRole('alert').filter({ hasText: 'Refused by the safety check' })).toContainText(
    `The create transaction names a pool config that is not on chain (${key.slice(0, 4)}…${key.slice(-4)}): not signed.`,
  );
  expect(read).toEqual([expect.stringContaining(RPC)]);
  await expectNoAxeViolations(page);
  expect(await chain.balances(wallet.address)).toEqual(before);
});

/** Another creator's Meme launch (no anti-sniping, no vesting), landed through the API: its config key. */
async function memeLaunchedBy(
  creator: TestWallet,
  { request, sandbox, chain }: Pick<Fixtures, 'sandbox' | 'chain'> & { request: APIRequestContext },
) {
  await sandbox.control('/fund', { address: creator.address, sol: 1 });
  const headers = { 'x-api-key': API_KEY };
  const noVesting = {
    totalLockedVestingAmount: 0,
    cliffUnlockAmount: 0,
    numberOfVestingPeriod: 0,
    totalVestingDuration: 0,
    cliffDurationFromMigrationTime: 0,
  };
  const data = {
    buildCurveByMarketCapParam: {
      quoteMint: USDC.toBase58(),
      initialMarketCap: 16000,
      migrationMarketCap: 69000,
      tokenQuoteDecimal: 6,
      lockedVestingParam: noVesting,
    },
    antiSniping: false,
    fee: { feeBps: 100 },
    tokenName: 'Earlier Cat',
    tokenSymbol: 'ECAT',
    tokenImageContentType: 'image/png',
    creator: creator.address,
  };
  const created = await request.post(`${API}/studio/v1/dbc-pool/create-tx`, { headers, data });
  expect(created.ok(), await created.text()).toBe(true);
  const tx = VersionedTransaction.deserialize(
    Buffer.from(((await created.json()) as { transaction: string }).transaction, 'base64'),
  );
  tx.sign([creator.keypair]);
  const submitted = await request.post(`${API}/studio/v1/dbc-pool/submit`, {
    headers,
    multipart: { transaction: Buffer.from(tx.serialize()).toString('base64'), owner: creator.address },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { configKey } = ((await submitted.json()) as { data: { configKey: string } }).data;
  const owner = async () =>
    (await chain.rpc<{ value: { owner: string } | null }>('getAccountInfo', [configKey, { encoding: 'base64' }])).value
      ?.owner;
  await expect.poll(owner).toBe(DBC.toBase58());
  return new PublicKey(configKey);
}

test("a DBC create naming another launch's config on chain is refused on that config's terms", async ({
  page,
  chain,
  wallets,
  sandbox,
  request,
}) => {
  const config = await memeLaunchedBy(testWallet(50), { request, sandbox, chain });
  const wallet = testWallet(49);
  await wallets.use(wallet);
  await page.route('**/studio/v1/dbc-pool/create-tx', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { mint: string; metadataPresignedUrl: string };
    await route.fulfill({ response, json: { ...answer, transaction: dbcCreate(wallet.address, answer, config) } });
  });
  await launchRefused(
    { page, chain, wallets, wallet },
    'Indie',
    'The create transaction names a pool config that starts trading at a 1 % fee, not the anti-sniping 99 %: not signed.',
  );
  await expect(page.getByRole('dialog', { name: 'Sign this transaction?' })).toBeHidden();
});
