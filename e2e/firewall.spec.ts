import type { Page, Route } from '@playwright/test';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  PublicKey,
  StakeProgram,
  SystemProgram,
  TransactionMessage,
} from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type ChainBalances,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  test,
  testWallet,
  USDC_MINT,
} from './fixtures/test';
import { type Edit, edited } from './fixtures/rewrite';

/**
 * Issue 24: the service writes a hostile transaction into an otherwise honest answer; the page refuses it before the
 * wallet is asked (no signing dialog), says why, offers no "Sign without the check", and the chain does not move.
 */

const wallet = testWallet(131);
const stranger = testWallet(132);
const owner = new PublicKey(wallet.address);
const to = new PublicKey(stranger.address);

/** A table nobody created, holding one account the message writes that is not a signer. */
const missingTable: Edit = (m) => {
  const account = m.instructions.flatMap((ix) => ix.keys).find((k) => !k.isSigner && k.isWritable)?.pubkey ?? to;
  return [
    new AddressLookupTableAccount({
      key: PublicKey.unique(),
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [account],
      },
    }),
  ];
};
const appended =
  (...ixs: TransactionMessage['instructions']): Edit =>
  (m) => {
    m.instructions.push(...ixs);
  };

/** Rewrite the transaction field of every answer of `path`. */
async function rewrite(page: Page, path: string, field: string, edit: Edit) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      const tx = body[field];
      if (typeof tx === 'string') body[field] = await edited(tx, edit);
      await route.fulfill({ response, json: body });
    },
  );
}

const refusal = (page: Page, sentence: RegExp) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: sentence });

/** After the refusal is on screen: no wallet prompt, no way past the check, the chain unchanged. */
async function expectNothingSigned({ page, chain }: Fixtures, before: ChainBalances) {
  await expect(page.getByRole('dialog', { name: /^Sign / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign without the check' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await chain.balances(wallet.address)).toEqual(before);
}

async function open({ page, sandbox, chain, wallets }: Fixtures, path: string) {
  await sandbox.reset();
  await wallets.use(wallet);
  await page.goto(path);
  await wallets.connect();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  return chain.balances(wallet.address);
}

test.describe.configure({ timeout: 60_000 });

const EARN: { name: string; edit: Edit; says: RegExp }[] = [
  {
    name: 'a Stake Withdraw of a stake account the wallet controls',
    edit: appended(
      ...StakeProgram.withdraw({
        stakePubkey: PublicKey.unique(),
        authorizedPubkey: owner,
        toPubkey: to,
        lamports: 1e9,
      }).instructions,
    ),
    says: /It calls a program this action does not use \(Stak…1111\): not signed\./,
  },
  {
    name: 'a compute limit of u32::MAX priced to burn the wallet’s SOL',
    edit: (m) => {
      m.instructions.unshift(
        ComputeBudgetProgram.setComputeUnitLimit({ units: 4_294_967_295 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000 }),
      );
    },
    says: /It sets a priority fee of up to 0\.014 SOL, above the 0\.005 SOL this app allows: not signed\./,
  },
];

for (const { name, edit, says } of EARN) {
  test(`Earn: refuses ${name}`, async ({ page, sandbox, chain, wallets }) => {
    const fx = { page, sandbox, chain, wallets };
    const before = await open(fx, '/earn');
    await rewrite(page, '/lend/v1/earn/deposit', 'transaction', edit);
    await page.getByRole('button', { name: 'Choose USDC to deposit or withdraw' }).click();
    await page.getByRole('radio', { name: 'Deposit' }).check();
    const form = page.getByRole('form', { name: 'Deposit USDC' });
    await form.getByRole('textbox', { name: 'Amount to deposit' }).fill('100');
    await form.getByRole('button', { name: 'Deposit USDC' }).click();
    await expect(refusal(page, says)).toBeVisible({ timeout: 20_000 });
    await expectNothingSigned(fx, before);
  });
}

const INVITES: { name: string; edit: Edit; says: RegExp }[] = [
  {
    name: 'SOL to a stranger inside the fee the service named',
    edit: appended(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: 3_000_000 })),
    says: new RegExp(`It would also pay 0\\.003 SOL to ${stranger.short}: not signed\\.`),
  },
  {
    name: 'a System Assign of the wallet',
    edit: appended(SystemProgram.assign({ accountPubkey: owner, programId: to })),
    says: /It would hand your wallet account to another program \(System Assign\): not signed\./,
  },
  {
    name: 'the 5 USDC paid into an account of the service, not the invite PDA’s (item 8)',
    edit: (m) => {
      const create = m.instructions.find((ix) => ix.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID));
      const [escrow, pda] = [create?.keys[1]?.pubkey, create?.keys[2]?.pubkey];
      if (!escrow || !pda) throw new Error('craft-send has no escrow account');
      const theirs = getAssociatedTokenAddressSync(new PublicKey(USDC_MINT), to);
      for (const k of m.instructions.flatMap((ix) => ix.keys)) {
        if (k.pubkey.equals(escrow)) k.pubkey = theirs;
        else if (k.pubkey.equals(pda)) k.pubkey = to;
      }
    },
    says: /would receive only .*, below the 5 USDC minimum you agreed to: not signed\./,
  },
];

for (const { name, edit, says } of INVITES) {
  test(`Send Invites: refuses ${name}`, async ({ page, sandbox, chain, wallets }) => {
    const fx = { page, sandbox, chain, wallets };
    const before = await open(fx, '/invites');
    await rewrite(page, '/send/v1/craft-send', 'tx', edit);
    const form = page.getByRole('form', { name: 'New invite' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('5');
    await form.getByRole('button', { name: 'Create invite' }).click();
    await expect(refusal(page, says)).toBeVisible({ timeout: 20_000 });
    await expectNothingSigned(fx, before);
  });
}

const SWAP: { name: string; edit: Edit; says: RegExp }[] = [
  {
    name: 'a WithdrawNonceAccount of a nonce account the wallet controls',
    edit: appended(
      SystemProgram.nonceWithdraw({
        noncePubkey: PublicKey.unique(),
        authorizedPubkey: owner,
        toPubkey: to,
        lamports: 1e9,
      }),
    ),
    says: /It would use your authority over the nonce account .*: not signed\./,
  },
  {
    name: 'a lookup table that does not exist (no “Sign without the check”)',
    edit: missingTable,
    says: /lookup table that does not exist .* Not signed\./,
  },
];

for (const { name, edit, says } of SWAP) {
  test(`Swap: refuses ${name}`, async ({ page, sandbox, chain, wallets }) => {
    const fx = { page, sandbox, chain, wallets };
    const before = await open(fx, '/swap?from=USDC&to=SOL');
    await rewrite(page, '/swap/v2/order', 'transaction', edit);
    await page.getByRole('textbox', { name: 'You pay' }).fill('20');
    await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
    await page.getByRole('button', { name: /^Swap/ }).click();
    await expect(refusal(page, says)).toBeVisible({ timeout: 20_000 });
    await expectNothingSigned(fx, before);
  });
}

test('Limit Orders: refuses a deposit that also sends SOL to a stranger (item 2: the allowance is the page’s)', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fx = { page, sandbox, chain, wallets };
  const before = await open(fx, '/limit-orders');
  await page.getByRole('button', { name: 'Sign in with wallet' }).first().click();
  const approval = page.getByRole('dialog', { name: /^Sign this/ });
  await approval.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Create my vault' }).click();
  const form = page.getByRole('form', { name: 'New limit order' });
  await expect(form.getByRole('button', { name: 'Place order' })).toBeVisible();
  const signedIn = await chain.balances(wallet.address);
  await rewrite(
    page,
    '/trigger/v2/deposit/craft',
    'transaction',
    appended(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: 4_000_000_000 })),
  );
  await form.getByRole('radio', { name: 'Sell above' }).check();
  await form.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await form.getByRole('textbox', { name: /Trigger price/ }).fill('1000');
  await form.getByRole('button', { name: 'Place order' }).click();
  const says = new RegExp(`It would also (send|pay) 4 SOL to ${stranger.short}: not signed\\.`);
  await expect(refusal(page, says)).toBeVisible({ timeout: 20_000 });
  await expectNothingSigned(fx, signedIn);
  expect(BigInt(signedIn.lamports)).toBeLessThanOrEqual(BigInt(before.lamports));
});

test('Borrow: refuses an operate that also lends 25 USDC of the vault to a stranger (item 6)', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const fx = { page, sandbox, chain, wallets };
  const before = await open(fx, '/earn?tab=borrow');
  await sandbox.control('/fund', { address: stranger.address, welcome: true });
  const usdc = new PublicKey(USDC_MINT);
  const mine = getAssociatedTokenAddressSync(usdc, owner);
  const theirs = getAssociatedTokenAddressSync(usdc, to);
  // The vault's transfer of the loan to the wallet, copied to pay a stranger as well.
  await rewrite(page, '/lend/v1/borrow/operate', 'transaction', (m) => {
    // Transfer [source, destination, authority] or TransferChecked [source, mint, destination, authority].
    const loan = m.instructions.find((ix) => {
      const checked = ix.data[0] === 12;
      return (
        ix.programId.equals(TOKEN_PROGRAM_ID) &&
        (checked || ix.data[0] === 3) &&
        ix.keys[checked ? 2 : 1]?.pubkey.equals(mine)
      );
    });
    const checked = loan?.data[0] === 12;
    const source = loan?.keys[0];
    const authority = loan?.keys[checked ? 3 : 2];
    if (!source || !authority) throw new Error('no loan transfer in the operate transaction');
    m.instructions.push(createTransferInstruction(source.pubkey, theirs, authority.pubkey, 25_000_000n));
  });
  await page.getByRole('button', { name: 'Choose JUP → USDC to borrow' }).click();
  const form = page.getByRole('form', { name: 'Open a JUP → USDC position' });
  await form.getByRole('textbox', { name: 'Collateral to deposit' }).fill('1000');
  await form.getByRole('textbox', { name: 'Amount to borrow' }).fill('100');
  await form.getByRole('button', { name: 'Open position', exact: true }).click();
  const says = new RegExp(`It would also give 25 USDC to ${stranger.short}: not signed\\.`);
  await expect(refusal(page, says)).toBeVisible({ timeout: 20_000 });
  await expectNothingSigned(fx, before);
});
