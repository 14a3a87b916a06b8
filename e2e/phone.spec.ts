import type { Locator, Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, test, testWallet, tokenAmount, USDC_MINT } from './fixtures/test';

// The "phone" project (playwright.config.ts) runs this file alone: touch, 390 × 844, the mobile viewport honoured.

const PHONE_PAGES: { link: string; more?: true; use: (page: Page) => Promise<void> }[] = [
  { link: 'Swap', use: (page) => page.getByRole('textbox', { name: 'You pay' }).fill('1') },
  { link: 'Limit Orders', use: (page) => page.getByRole('textbox', { name: 'Amount to sell' }).fill('1') },
  {
    link: 'Earn/Borrow',
    use: async (page) => {
      await page.getByRole('button', { name: 'Choose USDC to deposit or withdraw' }).tap();
      await page
        .getByRole('form', { name: 'Deposit USDC' })
        .getByRole('textbox', { name: 'Amount to deposit' })
        .fill('1');
    },
  },
  {
    link: 'Predictions',
    use: async (page) => {
      const card = page.getByRole('list', { name: 'Events' }).getByRole('article').first();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: / in / }).first().tap();
      await page
        .getByRole('region', { name: /^Trade / })
        .getByRole('textbox', { name: 'Amount (USD)' })
        .fill('5');
    },
  },
  {
    link: 'Launch Token',
    more: true,
    use: (page) => page.getByRole('textbox', { name: 'Name', exact: true }).fill('Phone Cat'),
  },
  {
    link: 'Send Invites',
    more: true,
    use: (page) => page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1'),
  },
  {
    link: 'Portfolio',
    more: true,
    use: (page) =>
      expect(
        page
          .getByRole('region', { name: 'Wallet tokens', exact: true })
          .getByRole('table', { name: /^Tokens in your wallet/ }),
      ).toContainText('SOL'),
  },
];

/** A tab, or "More" then the page in its sheet, which closes as the page changes. */
async function tapNav(nav: Locator, p: (typeof PHONE_PAGES)[number]) {
  if (p.more) await nav.getByRole('button', { name: 'More' }).tap();
  await nav.getByRole('link', { name: p.link }).tap();
  await expect(nav.getByRole('link', { name: p.link })).toBeVisible({ visible: !p.more });
}

/**
 * Nothing pushes the page sideways. A mobile browser widens its viewport to what overflows (innerWidth and the root's
 * clientWidth grow with it), so the phone's own width is the measure too; a failure names what sticks out.
 */
async function expectFitsScreen(page: Page, box?: Locator) {
  const phone = page.viewportSize()?.width ?? 0;
  const { scroll, inner, wide } = await page.evaluate((phone) => {
    const wide = [...document.querySelectorAll('main *, dialog *')]
      .filter((e) => e.getBoundingClientRect().right > phone + 1)
      .filter((e) => (e.parentElement?.getBoundingClientRect().right ?? 0) <= phone + 1)
      .slice(0, 3)
      .map((e) => e.outerHTML.slice(0, 160));
    return { scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth, wide };
  }, phone);
  expect(scroll, `wider than the screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(Math.min(inner, phone));
  if (!box) return;
  const r = await box.boundingBox();
  expect(r && r.x >= 0 && r.x + r.width <= phone).toBe(true);
}

test('the bottom navigation reaches every page and each page’s main form takes a thumb, axe-clean, never wider than the screen', async ({
  page,
  wallets,
}) => {
  test.slow(); // every page, each with its axe check
  await wallets.use(testWallet(301), { autoApprove: true });
  await page.goto('/swap');
  await wallets.connect({ approve: false });
  await expect(page.getByRole('banner')).toContainText('SOL');
  const nav = page.getByRole('navigation', { name: 'Main mobile' });
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await nav.getByRole('button', { name: 'More' }).tap();
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/phone-more.png' });
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden();
  for (const p of PHONE_PAGES) {
    await tapNav(nav, p);
    await expect(page.getByRole('heading', { level: 1, name: p.link })).toBeVisible();
    await expect(nav.getByRole('link', { name: p.link, includeHidden: true })).toHaveAttribute('aria-current', 'page');
    await p.use(page);
    await expectFitsScreen(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `e2e-artifacts/phone-${p.link.replace(/\W+/g, '-').toLowerCase()}.png`,
      fullPage: true,
    });
  }
});

const isExecute = (r: Response) => r.url().includes('/swap/v2/execute');

test('with no wallet in the browser: open the page in a wallet app, or connect, swap by touch and land on chain', async ({
  page,
  sandbox,
  chain,
  wallets,
}) => {
  await sandbox.reset();
  const wallet = await wallets.use(testWallet(302));
  await page.goto('/swap?from=SOL&to=USDC');
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const apps = dialog.getByRole('list', { name: 'Wallet apps' });
  const here = encodeURIComponent(page.url());
  const ref = encodeURIComponent(new URL(page.url()).origin);
  for (const [name, base] of [
    ['Phantom', 'https://phantom.app/ul/browse/'],
    ['Solflare', 'https://solflare.com/ul/v1/browse/'],
    ['Backpack', 'https://backpack.app/ul/v1/browse/'],
  ]) {
    await expect(apps.getByRole('link', { name: `Open in ${name}` })).toHaveAttribute(
      'href',
      `${base}${here}?ref=${ref}`,
    );
  }
  expect(decodeURIComponent(here)).toContain('?from=SOL&to=USDC');
  await expectFitsScreen(page, dialog);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/phone-connect.png' });

  await dialog.getByRole('button', { name: /Sandbox wallet/ }).tap();
  await page
    .getByRole('dialog', { name: 'Connect the Sandbox wallet?' })
    .getByRole('button', { name: 'Approve' })
    .tap();
  await expect(page.getByRole('banner')).toContainText('10 SOL');
  const before = await chain.balances(wallet.address);

  await page.getByRole('textbox', { name: 'You pay' }).fill('0.5');
  await expect(page.getByRole('region', { name: 'Quote details' })).toBeVisible();
  const executed = page.waitForResponse(isExecute);
  await page.getByRole('button', { name: /^Swap/ }).tap();
  const approval = page.getByRole('dialog', { name: 'Sign this transaction?' });
  await expect(approval).toBeVisible();
  await expectFitsScreen(page, approval);
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'Approve' }).tap();
  const result = (await (await executed).json()) as { status: string; totalOutputAmount: string };
  expect(result.status).toBe('Success');
  await expect(page.getByRole('region', { name: 'Swap complete' })).toBeVisible();
  const after = await chain.balances(wallet.address);
  expect(tokenAmount(after, USDC_MINT) - tokenAmount(before, USDC_MINT)).toBe(BigInt(result.totalOutputAmount));
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/phone-swap-done.png', fullPage: true });
});
