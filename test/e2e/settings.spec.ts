// Settings: the service address is checked, the interval bounded, the data folder shown.
import { expect, test } from './helpers/fixtures';
import { openApp } from './helpers/ui';

test('settings are validated next to the field, saved and shown again after a reload', async ({ page, bridge, dataDir }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Data folder' })).toHaveValue(dataDir);
  await expect(page.getByRole('textbox', { name: 'Data folder' })).toHaveAttribute('readonly', '');

  await page.getByRole('textbox', { name: 'Service address' }).fill('contacts.example.com');
  await page.getByRole('spinbutton', { name: 'Sync every (seconds)' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Service address' })).toHaveAccessibleDescription('Must be an http:// or https:// address');
  await expect(page.getByRole('spinbutton', { name: 'Sync every (seconds)' })).toHaveAccessibleDescription(/At least 15 seconds/);

  await page.getByRole('textbox', { name: 'Service address' }).fill('http://127.0.0.1:9/');
  await page.getByRole('spinbutton', { name: 'Sync every (seconds)' }).fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Service address' })).toHaveValue('http://127.0.0.1:9/');
  await expect(page.getByRole('spinbutton', { name: 'Sync every (seconds)' })).toHaveValue('60');
});
