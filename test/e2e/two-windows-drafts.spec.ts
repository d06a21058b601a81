// The browser version open in two tabs: both keep unsaved forms in the same page storage. What is
// typed in one is not erased by the other writing its own, and a note sent from one is not
// brought back by the other.
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

const stored = (page: Page) => page.evaluate(() => (globalThis as any).localStorage.getItem('rolodeck.unsent-inline-forms') ?? '');
const noteBox = (page: Page, name: string) => page.getByRole('article', { name }).getByRole('textbox', { name: 'Text to append' });

test('two tabs keep each other’s unsaved notes, and a note sent in one is not brought back by the other', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  const other = await page.context().newPage();
  await openApp(other, bridge.url); // opened first: it never saw what the first tab types
  await openApp(page, bridge.url);

  // The tab acted in is brought to the front, as the user would (a tab behind draws once a second).
  await page.bringToFront();
  await contactOption(page, 'Ada Lovelace').click();
  await noteBox(page, 'Ada Lovelace').fill('From the first tab.');
  await expect.poll(() => stored(page)).toContain('From the first tab.');

  await other.bringToFront();
  await contactOption(other, 'Charles Babbage').click();
  await noteBox(other, 'Charles Babbage').fill('From the second tab.');
  await expect.poll(() => stored(page)).toContain('From the second tab.');
  expect(await stored(page)).toContain('From the first tab.');

  // Sent from the first tab: the second one's next write does not bring it back.
  await page.bringToFront();
  await page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Append' }).click();
  await expect(noteBox(page, 'Ada Lovelace')).toHaveValue('');
  await expect.poll(() => stored(page)).not.toContain('From the first tab.');
  await other.bringToFront();
  await noteBox(other, 'Charles Babbage').fill('From the second tab, and more.');
  await expect.poll(() => stored(page)).toContain('From the second tab, and more.');
  expect(await stored(page)).not.toContain('From the first tab.');

  // Either tab, opened again, has the second tab's note and not the one sent.
  await page.bringToFront();
  await page.reload();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(noteBox(page, 'Ada Lovelace')).toHaveValue('');
  await contactOption(page, 'Charles Babbage').click();
  await expect(noteBox(page, 'Charles Babbage')).toHaveValue('From the second tab, and more.');
});
