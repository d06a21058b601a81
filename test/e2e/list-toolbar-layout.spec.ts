// The list's toolbar keeps its layout whatever the count says: the sort box stays beside
// "From text…", and neither it nor the list moves when the count grows or turns into
// "1,000+ contacts — type more to narrow".
import type { Page } from '@playwright/test';
import { expect, testWithContacts } from './helpers/syntheticBridge';
import { openApp, search } from './helpers/ui';

const test = testWithContacts(1_200);

async function layout(page: Page) {
  const sort = (await page.getByRole('combobox', { name: 'Sort by' }).boundingBox())!;
  const fromText = (await page.getByRole('button', { name: 'From text…' }).boundingBox())!;
  const list = (await page.getByRole('listbox', { name: 'Contacts' }).boundingBox())!;
  return { sortTop: Math.round(sort.y), fromTextTop: Math.round(fromText.y), listTop: Math.round(list.y) };
}

test('at 1280 px the sort box and the list stay put as the count changes', async ({ page, bridge }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, bridge.url);
  await expect(page.getByText('1,200 contacts', { exact: true })).toBeVisible();
  const first = await layout(page);
  // One row of controls: the sort box sits beside "From text…", not on a line of its own.
  expect(Math.abs(first.sortTop - first.fromTextTop)).toBeLessThan(12);

  await search(page, 'example');
  await expect(page.getByText('1,000+ contacts — type more to narrow')).toBeVisible();
  expect(await layout(page)).toEqual(first);

  await search(page, 'zanele');
  await expect(page.getByText(/^\d+ contacts?$/)).toBeVisible();
  expect(await layout(page)).toEqual(first);
});
