// Settings → Your data → Copies: where Rolodeck copies the store and when it last did; a copy
// made on request, by keyboard, is there on disk and counted; one that cannot be written is
// said in words.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './helpers/fixtures';
import { openApp } from './helpers/ui';

test('Make a copy now copies the store into the backups folder and says when', async ({ page, bridge, dataDir }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  const words = page.getByText(/^Rolodeck copies your data once a day/);
  await expect(words).toContainText(`keeps the newest copy of each of the last 5 days, in ${join(dataDir, 'backups')}. No copy yet: the first is made a minute after Rolodeck starts.`);

  const copyNow = page.getByRole('button', { name: 'Make a copy now' });
  await expect(copyNow).toHaveAccessibleDescription(/Rolodeck copies your data once a day/);
  await copyNow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  await expect(words).toContainText(/Newest copy: .+\d{4}.+\./);
  const copies = readdirSync(join(dataDir, 'backups'));
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatch(/^rolodeck-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/);
});

test('a copy that cannot be written is said, and the data is as it was', async ({ page, bridge, dataDir }) => {
  writeFileSync(join(dataDir, 'backups'), 'a file where the folder would be');
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Make a copy now' }).click();
  await expect(page.getByRole('alert')).toContainText(`No copy could be written to ${join(dataDir, 'backups')}`);
  await expect(page.getByRole('alert')).toContainText('Your data is as it was.');
  await expect(page.getByRole('button', { name: 'Make a copy now' })).toBeEnabled();
});
