import type { Route } from '@playwright/test';
import { expect, expectNoAxeViolations, type Fixtures, test, testWallet, type TestWallet } from './fixtures/test';
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
});
