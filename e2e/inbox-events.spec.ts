import type { Page } from '@playwright/test';
import { bell, entry, sameWalletElsewhere, startInbox } from './fixtures/inbox';
import { closingSoonMarket, graduate, pendingInvites, unclaimedFees } from './fixtures/inbox-events';
import { betYes, launchToken, openBorrow, sendInvite, startRecurring } from './fixtures/positions';
import { collectConsoleErrors, expect, expectNoAxeViolations, test, testWallet, USDC_MINT } from './fixtures/test';

/**
 * The inbox's rules that need another product's event, set up at once on the sandbox: a launch graduates (a whale buys
 * its curve) and earns its creator fees, a recurring round runs, one invite is claimed and another nears its expiry, a
 * market the wallet holds closes within a day, a borrow position's health falls under 1.2. A fresh browser of the same
 * wallet lists the launch (from the chain and Studio) and shows every item with its action; the fees' claim is checked
 * on chain. The launch's vesting, as its pool config on chain releases it, is shown there.
 */

/** 15 % of the supply vested: 2 % at a 183-day cliff after graduation, then 183 unlocks over 180 days. */
async function chooseVesting(page: Page) {
  await page.getByRole('textbox', { name: 'Vested share of supply (%)' }).fill('15');
  await page.getByRole('combobox', { name: 'Vesting duration' }).selectOption({ label: '180 days' });
  await page.getByRole('combobox', { name: 'Number of unlocks' }).selectOption({ label: '183' });
  await page.getByRole('combobox', { name: 'Cliff after graduation' }).selectOption({ label: '183 days' });
  await page.getByRole('textbox', { name: 'Unlocked at the cliff (%)' }).fill('2');
}

test('my launches and the inbox in a fresh browser of the same wallet: graduated, fees, a round, invites, a market closing, borrow health', async ({
  page,
  sandbox,
  chain,
  wallets,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const fixtures = { page, sandbox, chain, wallets };
  const wallet = await startInbox(fixtures, 96);
  const { mint } = await launchToken(page, 'Inbox Cat', 'ICAT', '', chooseVesting);
  await graduate(request, sandbox, mint);
  await startRecurring(page, '50', '2');
  await sendInvite(page, '3');
  await page.getByRole('button', { name: 'Create another invite' }).click();
  await page.getByRole('button', { name: 'Leave without the link' }).click();
  await sendInvite(page, '4');
  const [toExpire, toClaim] = await pendingInvites(sandbox, wallet.address);
  await sandbox.control('/send/expiry', { invitePDA: toExpire?.invite_pda, expiresInMs: 12 * 3_600_000 });
  await sandbox.control('/send/claim', { invitePDA: toClaim?.invite_pda, receiver: testWallet(97).address });
  const closing = await closingSoonMarket(sandbox);
  await betYes(page, closing, '5');
  await openBorrow(page, '0.5', '30');
  // 30 USDC against 0.5 SOL at $80 is a 75 % LTV: health 0.85 / 0.75, under 1.2 and not liquidated.
  await sandbox.control('/lend/oracle', { vaultId: 1, price: '80' });

  // Another browser: nothing of this one's storage, the same wallet.
  const elsewhere = await sameWalletElsewhere(browser, new URL(page.url()).origin, wallet, '/launch');
  const errors = collectConsoleErrors(elsewhere);
  const launches = elsewhere.getByRole('list', { name: 'Launches, newest first' });
  const row = launches.getByRole('article', { name: 'Inbox Cat (ICAT)' });
  await expect(row).toContainText('Graduated', { timeout: 30_000 });
  await expect(row).toContainText(
    '150,000,000 tokens vest in 183 unlocks over 180 days after graduation, after a 183 days cliff (20,000,094 of them at the cliff)',
  );
  await expectNoAxeViolations(elsewhere);

  const expected: [string, string | RegExp][] = [
    ['Your launch graduated', 'Trade ICAT'],
    ['Creator fees to claim', /^Claim .* of creator fees from ICAT$/],
    ['Recurring order: a round ran', 'See recurring orders'],
    ['Invite claimed', 'See invites'],
    ['Invite expires within 24 h', /^Claw back/],
    ['Market closes within 24 h', 'See your position'],
    ['Borrow health below 1.2', 'Repay or add collateral'],
  ];
  await expect(bell(elsewhere)).toHaveAccessibleName(`Inbox, ${String(expected.length)} unread`, { timeout: 40_000 });
  await bell(elsewhere).click();
  for (const [title, action] of expected) {
    await expect(entry(elsewhere, title).getByRole('button', { name: action })).toBeVisible();
  }
  await expect(entry(elsewhere, 'Market closes within 24 h')).toContainText(closing.title);
  await expectNoAxeViolations(elsewhere);
  await elsewhere.screenshot({ path: 'e2e-artifacts/inbox-events.png', fullPage: true });
  await elsewhere.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(elsewhere);
  await elsewhere.screenshot({ path: 'e2e-artifacts/inbox-events-phone.png' });
  expect(await elsewhere.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The claim's long name wraps inside its entry instead of running out of the panel.
  const claimBox = await entry(elsewhere, 'Creator fees to claim')
    .getByRole('button', { name: /^Claim / })
    .boundingBox();
  const entryBox = await entry(elsewhere, 'Creator fees to claim').boundingBox();
  expect((claimBox?.x ?? 0) + (claimBox?.width ?? Infinity)).toBeLessThanOrEqual(
    (entryBox?.x ?? 0) + (entryBox?.width ?? 0),
  );

  // The fees' claim moves money: exactly what Studio reported arrives in the wallet.
  const unclaimed = await unclaimedFees(request, sandbox, mint);
  const before = await chain.amount(wallet.address, USDC_MINT);
  const fees = entry(elsewhere, 'Creator fees to claim');
  await fees.getByRole('button', { name: /^Claim / }).click();
  await expect(fees.getByRole('status')).toContainText(/claimed/i, { timeout: 30_000 });
  expect((await chain.amount(wallet.address, USDC_MINT)) - before).toBe(unclaimed);
  expect(await unclaimedFees(request, sandbox, mint)).toBe(0n);

  await entry(elsewhere, 'Your launch graduated').getByRole('button', { name: 'Trade ICAT' }).click();
  await expect(elsewhere.getByRole('button', { name: 'You receive token: ICAT. Change token' })).toBeVisible();
  expect(errors).toEqual([]);

  // The token page in this browser: the schedule DBC releases, from the chain (whole tokens a period, 94 more at the cliff).
  await elsewhere.goto(`/launch/${mint}`);
  const vesting = elsewhere.getByRole('region', { name: 'Creator vesting' });
  await expect(vesting).toContainText('Locked for the creator150,000,000 tokens', { timeout: 20_000 });
  await expect(vesting).toContainText(
    '20,000,094 tokens at the cliff (183 days), then 183 unlocks over 180 days, from graduation',
  );
  await expectNoAxeViolations(elsewhere);
  await elsewhere.screenshot({ path: 'e2e-artifacts/inbox-events-vesting.png', fullPage: true });
  await elsewhere.context().close();
});
