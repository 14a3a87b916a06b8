import { expect, expectNoAxeViolations, test } from './fixtures/test';

test('settings validate, persist across reloads, and drive the service address', async ({ page }) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // A bad value is refused with its reason and nothing is saved.
  const rpc = dialog.getByLabel('RPC URL');
  await rpc.fill('not a url');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('Enter an http:// or https:// URL')).toBeVisible();
  await expect(rpc).toHaveAttribute('aria-invalid', 'true');

  await rpc.fill('http://127.0.0.1:8899');
  await dialog.getByLabel('API base URL').fill('http://127.0.0.1:9');
  await dialog.getByRole('radio', { name: 'Fixed' }).check();
  await dialog.getByLabel('Slippage (basis points)').fill('75');
  await dialog.getByRole('radio', { name: 'Custom' }).check();
  await dialog.getByLabel('Priority fee (lamports)').fill('250000');
  await dialog.getByRole('radio', { name: 'Exact' }).check();
  await dialog.getByLabel('Explorer').selectOption('solscan');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The pages use the new address at once, and say so when it is down.
  await expect(page.getByText('Service unreachable at http://127.0.0.1:9: check Settings')).toBeVisible();
  await expect(page.getByText('Slippage: 0.75 %')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(dialog.getByLabel('API base URL')).toHaveValue('http://127.0.0.1:9');
  await expect(dialog.getByLabel('Slippage (basis points)')).toHaveValue('75');
  await expect(dialog.getByLabel('Priority fee (lamports)')).toHaveValue('250000');
  await expect(dialog.getByRole('radio', { name: 'Exact' })).toBeChecked();
  await expect(dialog.getByLabel('Explorer')).toHaveValue('solscan');

  // Esc closes without saving: an unsaved edit is dropped, the saved value stays.
  await dialog.getByLabel('API base URL').fill('http://changed.example');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(dialog.getByLabel('API base URL')).toHaveValue('http://127.0.0.1:9');
});

test('an unreadable saved setting is reported, not silently reset', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('trading-app:settings:v1', JSON.stringify({ rpcUrl: 'garbage', apiKey: 'kept-key' }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByText('Some saved settings could not be read')).toBeVisible();
  await expect(dialog.getByText(/rpcUrl/)).toBeVisible();
  await expect(dialog.getByLabel('API key')).toHaveValue('kept-key');
});
