import { expect, expectNoAxeViolations, PAGES, test } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation moves to the bottom and every page stays axe-clean', async ({ page }) => {
  await page.goto('/swap');
  const bottom = page.getByRole('navigation', { name: 'Main mobile' });
  await expect(bottom).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  for (const p of PAGES) {
    await bottom.getByRole('link', { name: p.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing may push the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: 'e2e-artifacts/mobile-predictions.png', fullPage: true });
});
