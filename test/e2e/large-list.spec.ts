// A large store: the list shows the true total, reaches the last contact with End, keeps only
// the rows on screen in the page, and search still narrows it as you type.
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp, search } from './helpers/ui';

const COUNT = 10_000;

const test = testWithContacts(COUNT);

test('ten thousand contacts: the whole list is reachable, only visible rows exist', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await expect(page.getByText('10,000 contacts', { exact: true })).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Contacts' });
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-posinset', '1');
  expect(await list.getByRole('option').count()).toBeLessThan(100);

  await list.focus();
  await page.keyboard.press('End');
  const last = list.locator('[aria-posinset="10000"]');
  await expect(last).toBeVisible();
  await expect(last).not.toHaveAccessibleName('Loading…');
  expect(await list.getByRole('option').count()).toBeLessThan(100);
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const lastName = (await last.locator('.contact-row__name').textContent())!;
  await expect(page.getByRole('heading', { level: 2, name: lastName })).toBeVisible();

  await search(page, 'zanele');
  await expect(page.getByText(/^\d[\d,]* contacts?$/)).not.toHaveText('10,000 contacts');
  await expect(list.getByRole('option').first()).toContainText('Zanele');
});
