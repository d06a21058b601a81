// Settings: the service address is checked, the interval bounded, the data folder shown.
import { expect, test, testWithService } from './helpers/fixtures';
import { connectService, openApp, statusBar } from './helpers/ui';

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

testWithService('Forget token asks first, Keep it focused; without a token, sync says it is paused, not local only', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await expect(statusBar(page)).toContainText('Online');
  const forget = page.getByRole('button', { name: 'Forget token…' });
  await forget.focus();
  await page.keyboard.press('Enter');
  // One Enter only asks: the token is still saved, and the keyboard is on the safe answer.
  await expect(page.getByRole('alert').filter({ hasText: 'Forget the access token?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(forget).toBeFocused();
  await expect(page.getByText('A token is saved. It is kept by the app and never shown again.')).toBeVisible();
  await expect(statusBar(page)).toContainText('Online');

  await forget.click();
  await page.getByRole('button', { name: 'Forget token', exact: true }).click();
  await expect(page.getByText('The access token was removed. Sync stops until you add one.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Service address' })).toHaveValue(service.url);
  await expect(statusBar(page)).toContainText('Sync paused — add an access token in Settings');
  await expect(statusBar(page)).not.toContainText('Local only');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText(/Sync paused — add an access token in Settings/).first()).toBeVisible();
  await expect(page.getByText('No contact service is set up')).toHaveCount(0);
  await page.reload();
  await expect(statusBar(page)).toContainText('Sync paused — add an access token in Settings');
});

testWithService('a token the field refuses leaves the new address unsaved too, and the service connected as it was', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await expect(statusBar(page)).toContainText('Online');
  // Another address, and a token pasted with a space inside it.
  await page.getByRole('textbox', { name: 'Service address' }).fill('https://crm.example.com');
  await page.getByLabel('Access token').fill('abc123 def456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved. Please correct the fields marked below.' })).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveAccessibleDescription(/The token has a space or a tab in it/);
  await expect(page.getByLabel('Access token')).toBeFocused();

  await page.reload();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Revert' }).click(); // the address typed and not saved comes back as a draft
  await expect(page.getByRole('textbox', { name: 'Service address' })).toHaveValue(service.url);
  await expect(page.getByText('A token is saved. It is kept by the app and never shown again.')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection works.' })).toBeVisible();
  await expect(statusBar(page)).toContainText('Online');
});
