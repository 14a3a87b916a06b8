import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { Keypair, PublicKey } from '@solana/web3.js';
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  type Fixtures,
  type Sandbox,
  SOL_MINT,
  test,
  testWallet,
  tokenAmount,
  USDC_MINT,
} from './fixtures/test';

/**
 * Send Invites end to end on the sandbox: the Sandbox wallet signs, the app adds the invite key's signature and
 * sends through the RPC; a clawback and a claim (through the control API, as there is no claim endpoint) end in the
 * history. Chain balances are read through the control API.
 */

const SEND_PROGRAM = new PublicKey('inv1tEtSwRMtM44tbvJGNiTxMvDfPVnX9StyqXfDfks');
/** craft-send's totalFeeLamports on the sandbox: the escrow token account's rent and two signatures. */
const CREATE_FEES = 2_039_280n + 10_000n;
const CLAWBACK_FEE = 10_000n;
const LINK = /^http:\/\/127\.0\.0\.1:4173\/invites\/claim#([1-9A-HJ-NP-Za-km-z]{12})$/;

interface ListedInvite {
  invite_signer: string;
  invite_pda: string;
  amount: string;
  mint: string;
  action: string;
  expiry: string;
  receiver: string | null;
}
type Listed = { invites: ListedInvite[]; hasMoreData: boolean };

/** The derivation of supplement §9, written here apart from the app's. */
function deriveFromCode(code: string) {
  const keypair = Keypair.fromSeed(createHash('sha256').update(`invite:${code}`, 'utf8').digest());
  const [pda] = PublicKey.findProgramAddressSync([Buffer.from('invite'), keypair.publicKey.toBuffer()], SEND_PROGRAM);
  return { signer: keypair.publicKey.toBase58(), pda: pda.toBase58() };
}

/** The countdown to the service's expiry by this browser's clock, as the page counts it (7 days on the sandbox). */
function countdownOf(expiry: string): RegExp {
  const hours = (at: number) => Math.floor((Date.parse(expiry) - at) / 3_600_000);
  const text = (h: number) => `${String(Math.floor(h / 24))} d ${String(h % 24)} h left`;
  const [now, soon] = [hours(Date.now()), hours(Date.now() + 60_000)];
  return new RegExp(now === soon ? text(now) : `${text(now)}|${text(soon)}`);
}

const form = (page: Page) => page.getByRole('form', { name: 'New invite' });
const pendingList = (page: Page) => page.getByRole('list', { name: 'Pending invites' });
const historyList = (page: Page) => page.getByRole('list', { name: 'Invite history' });
const pending = (sandbox: Sandbox, address: string) =>
  sandbox.api<Listed>(`/send/v1/pending-invites?address=${address}&page=1`);

async function start({ page, chain, wallets }: Fixtures, address: string) {
  await page.goto('/invites');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  await expect(page.getByText('No pending invites.')).toBeVisible();
  return chain.balances(address);
}

/** Creates an invite and returns the code its link carries. */
async function createInvite(page: Page, amount: string, amountText: string) {
  await form(page).getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form(page).getByRole('button', { name: 'Create invite' }).click();
  const created = page.getByRole('region', { name: `Invite created: ${amountText}` });
  await expect(created).toBeVisible({ timeout: 20_000 });
  await expect(created.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await expect(created).toContainText('This link is cash');
  const link = await created.getByRole('textbox', { name: 'Invite link' }).inputValue();
  const code = LINK.exec(link)?.[1];
  expect(code, link).toBeTruthy();
  return { created, code: code ?? '' };
}

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a USDC invite: its cost line, link and QR, the chain, pending with its countdown and its last-day reminder, then clawed back', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(71);
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);
  await expectNoAxeViolations(page);

  await expect(form(page).getByLabel('Costs besides the amount').locator('div')).toHaveText([
    'Network fee0.00001 SOL',
    'Rent for the invite’s escrow account0.00203928 SOL',
  ]);
  await form(page).getByRole('textbox', { name: 'Amount' }).fill('5000');
  await expect(form(page).getByRole('alert').filter({ hasText: 'Enter at most 1000 USDC' })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Create invite' })).toBeDisabled();

  const { created, code } = await createInvite(page, '5', '5 USDC');
  const afterCreate = await chain.balances(wallet.address);
  expect(tokenAmount(afterCreate, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 5_000_000n);
  expect(tokenAmount(afterCreate, SOL_MINT)).toBe(tokenAmount(before, SOL_MINT) - CREATE_FEES);

  // The service knows the invite by the key derived from the link's code, and never saw the code.
  const [listed] = (await pending(sandbox, wallet.address)).invites;
  const derived = deriveFromCode(code);
  expect(listed).toMatchObject({
    invite_signer: derived.signer,
    invite_pda: derived.pda,
    amount: '5000000',
    mint: USDC_MINT,
    action: 'created',
  });
  const row = pendingList(page).getByRole('listitem', { name: 'Invite of 5 USDC' });
  await expect(row).toContainText(countdownOf(listed?.expiry ?? ''));
  await expect(row.getByRole('link', { name: 'View creation transaction' })).toBeVisible();
  await expect(page.getByText('Pending in total: 5 USDC')).toBeVisible();
  const reminder = row.getByText('Expires within a day: remind the recipient to claim it, or claw it back now.');
  await expect(reminder).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/send-invites-created.png', fullPage: true });

  // The code is nowhere the browser keeps things.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n'),
  );
  expect(stored).not.toContain(code);

  // The link was never copied, so leaving it asks first.
  await created.getByRole('button', { name: 'Create another invite' }).click();
  const leave = created.getByRole('alertdialog', { name: /Leave without it\?/ });
  await expect(leave.getByRole('button', { name: 'Stay on the link' })).toBeFocused();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Leave without the link' }).click();
  await expect(created).toBeHidden();

  // A day before it expires, the row reminds the sender.
  await sandbox.control('/send/expiry', { invitePDA: listed?.invite_pda, expiresInMs: 12 * 3_600_000 });
  await page.reload();
  await expect(reminder).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/1[12] h \d+ min left/);
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Claw back 5 USDC' }).click();
  const clawedBack = historyList(page).getByRole('listitem', { name: 'Invite of 5 USDC: Clawed back' });
  await expect(clawedBack).toBeVisible({ timeout: 20_000 });
  await expect(clawedBack.getByRole('link', { name: 'View the clawback transaction' })).toBeVisible();
  await expect(pendingList(page)).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/send-invites-history.png', fullPage: true });
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT));
  // The escrow account's rent comes back; the two transactions' fees do not.
  expect(tokenAmount(after, SOL_MINT)).toBe(tokenAmount(before, SOL_MINT) - 10_000n - CLAWBACK_FEE);
  expect(errors).toEqual([]);
});

test('a SOL invite claimed by someone else shows in the history as claimed, and as received in theirs', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(72);
  const receiver = testWallet(73);
  await wallets.use(wallet, { autoApprove: true });
  // A browser with a share sheet (headless Chromium has none): the page hands the link to it.
  await page.addInitScript(() => {
    Object.assign(navigator, {
      canShare: () => true,
      share: (data: ShareData) => {
        Object.assign(window, { sharedInvite: data });
        return Promise.resolve();
      },
    });
  });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);

  await form(page)
    .getByRole('button', { name: /^Amount token: USDC/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Send: select a token you hold' });
  await picker.getByRole('combobox', { name: 'Search by name, symbol or mint address' }).fill(SOL_MINT);
  await picker.getByRole('option').first().click();
  await form(page).getByRole('textbox', { name: 'Amount' }).fill('9.995');
  await expect(form(page).getByRole('alert').filter({ hasText: 'At most 9.99 SOL' })).toContainText('for fees');
  const { code, created } = await createInvite(page, '0.5', '0.5 SOL');
  await created.getByRole('button', { name: 'Share' }).click();
  await expect(created.getByText('Link shared.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sharedInvite: ShareData }).sharedInvite)).toEqual({
    title: 'An invite of 0.5 SOL',
    url: `http://127.0.0.1:4173/invites/claim#${code}`,
  });
  const afterCreate = await chain.balances(wallet.address);
  expect(tokenAmount(afterCreate, SOL_MINT)).toBe(tokenAmount(before, SOL_MINT) - 500_000_000n - CREATE_FEES);
  await expect(pendingList(page).getByRole('listitem', { name: 'Invite of 0.5 SOL' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/send-invites-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const { pda } = deriveFromCode(code);
  await sandbox.control('/send/claim', { invitePDA: pda, receiver: receiver.address });
  await page.reload();
  const claimed = historyList(page).getByRole('listitem', { name: 'Invite of 0.5 SOL: Claimed' });
  await expect(claimed).toBeVisible({ timeout: 20_000 });
  await expect(claimed).toContainText(`To ${receiver.short}`);
  await expect(claimed.getByRole('link', { name: 'View the claim transaction' })).toBeVisible();
  await expect(page.getByText('No pending invites.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(tokenAmount(await chain.balances(receiver.address), SOL_MINT)).toBeGreaterThanOrEqual(500_000_000n);

  // The recipient's wallet sees it under Received, from the sender.
  await wallets.use(receiver, { autoApprove: true });
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`^Wallet ${receiver.address}`) }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Received' }).check();
  const got = historyList(page).getByRole('listitem', { name: 'Invite of 0.5 SOL: Received' });
  await expect(got).toContainText(`From ${wallet.short}`);
  await page.getByRole('radio', { name: 'Sent' }).check();
  await expect(got).toBeHidden();
  await expect(page.getByText('No sent invites on this page.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The link itself opens this app, which points the recipient to Jupiter Mobile and never shows the code.
  await page.goto(`/invites/claim#${code}`);
  const note = page.getByRole('status').filter({ hasText: 'You were sent an invite' });
  await expect(note).toContainText('Jupiter Mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Send Invites' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain(code);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('an invite left unclaimed for 7 days comes back by itself', async ({ page, sandbox, chain, wallets }) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(74);
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);
  await createInvite(page, '2', '2 USDC');
  await expect(pendingList(page).getByRole('listitem', { name: 'Invite of 2 USDC' })).toBeVisible();

  await sandbox.control('/clock', { advanceMs: 7 * 86_400_000 + 60_000 });
  await expect(async () => {
    expect((await pending(sandbox, wallet.address)).invites).toEqual([]);
  }).toPass({ timeout: 15_000 });
  await page.reload();
  const expired = historyList(page).getByRole('listitem', { name: 'Invite of 2 USDC: Expired, returned' });
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expect(expired.getByRole('link', { name: 'View the refund transaction' })).toBeVisible();
  await expect(page.getByText('No pending invites.')).toBeVisible();
  expect(tokenAmount(await chain.balances(wallet.address), USDC_MINT)).toBe(tokenAmount(before, USDC_MINT));
  expect(errors).toEqual([]);
});

test('sends USDC and SOL straight to a wallet address, opening its token account', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  const errors = collectConsoleErrors(page);
  const wallet = testWallet(75);
  const recipient = Keypair.generate().publicKey.toBase58();
  await wallets.use(wallet, { autoApprove: true });
  const before = await start({ page, sandbox, chain, wallets }, wallet.address);
  await page.getByRole('tab', { name: 'To an address' }).click();
  const direct = page.getByRole('form', { name: 'Send to an address' });
  await direct.getByRole('textbox', { name: 'Recipient address' }).fill(wallet.address);
  await direct.getByRole('textbox', { name: 'Amount' }).fill('2.5');
  await direct.getByRole('button', { name: 'Send' }).click();
  await expect(direct).toContainText('That is your own address');
  await expect(direct.getByLabel('Costs besides the amount').locator('div')).toHaveText([
    'Network fee0.000005 SOL',
    'Rent for the recipient’s USDC account, if they have none0.00203928 SOL',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/send-direct.png', fullPage: true });

  await direct.getByRole('textbox', { name: 'Recipient address' }).fill(recipient);
  await direct.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`2.5 USDC went to ${recipient}.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'View the transaction' })).toBeVisible();
  await expectNoAxeViolations(page);
  const afterUsdc = await chain.balances(wallet.address);
  expect(tokenAmount(await chain.balances(recipient), USDC_MINT)).toBe(2_500_000n);
  expect(tokenAmount(afterUsdc, USDC_MINT)).toBe(tokenAmount(before, USDC_MINT) - 2_500_000n);
  expect(tokenAmount(afterUsdc, SOL_MINT)).toBe(tokenAmount(before, SOL_MINT) - 5_000n - 2_039_280n);

  await page.getByRole('button', { name: 'Send again' }).click();
  await direct.getByRole('button', { name: /^Amount token: USDC/ }).click();
  const picker = page.getByRole('dialog', { name: 'Send: select a token you hold' });
  await picker.getByRole('combobox', { name: 'Search by name, symbol or mint address' }).fill(SOL_MINT);
  await picker.getByRole('option').first().click();
  await direct.getByRole('textbox', { name: 'Recipient address' }).fill(recipient);
  await direct.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await expect(direct.getByLabel('Costs besides the amount').locator('div')).toHaveText(['Network fee0.000005 SOL']);
  await direct.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`0.1 SOL went to ${recipient}.`)).toBeVisible({ timeout: 20_000 });
  expect(tokenAmount(await chain.balances(recipient), SOL_MINT)).toBe(100_000_000n);
  expect(tokenAmount(await chain.balances(wallet.address), SOL_MINT)).toBe(
    tokenAmount(afterUsdc, SOL_MINT) - 100_000_000n - 5_000n,
  );
  expect(errors).toEqual([]);
});
