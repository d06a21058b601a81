// Tasks with long titles and a long contact name, in each bucket, at the window's minimum width
// (720 px), at 1280 px and at 200% zoom (1280×800 shown as 640×400): a title with no spaces (a
// pasted link) wraps inside its bucket instead of widening the view, which then scrolled
// sideways for the whole page of tasks; the contact's name starts under the title like the rest
// of the line, instead of being centred like a button's label.
import type { Locator, Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { openApp } from './helpers/ui';

const SIZES = [
  [720, 600],
  [1280, 800],
  [640, 400],
] as const;

const link = 'https://example.com/proposals/' + 'engine_notes_'.repeat(17);
const sentence = 'Send the engine notes and the proposal, then call about the figures '.repeat(4).slice(0, 255).trim();
const longName = 'Ada Augusta King Countess of Lovelace '.repeat(6).trim();

/** How far the Tasks view scrolls sideways, and the bucket's children that reach past its edges. */
const overflow = (view: Locator, bucket: Locator) =>
  Promise.all([
    view.evaluate((el) => el.scrollWidth - el.clientWidth),
    bucket.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('*')]
        .filter((child) => {
          const r = child.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((child) => `${child.tagName}: ${(child.textContent ?? '').slice(0, 40)}`);
    }),
  ]);

async function bucketFits(page: Page, name: string, width: number) {
  const view = page.locator('.tasks-view');
  const bucket = page.getByRole('region', { name: new RegExp(`^${name}`) });
  const [sideways, outside] = await overflow(view, bucket);
  expect(sideways, `the Tasks view scrolls sideways at ${width} px (${name})`).toBeLessThanOrEqual(0);
  expect(outside, `past the edges of ${name} at ${width} px`).toEqual([]);
  // The contact's name begins where the title begins.
  const task = bucket.getByRole('listitem').first();
  const title = (await task.locator('label').boundingBox())!;
  await expect(task.getByRole('button', { name: longName })).toBeVisible();
  const contact = await task.getByRole('button', { name: longName }).evaluate((el) => {
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    return range.getClientRects()[0]!.left;
  });
  expect(Math.abs(contact - title.x), `the contact's name under the title in ${name} at ${width} px`).toBeLessThan(2);
}

test('long titles wrap in every bucket and the view never scrolls sideways', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: longName }]);
  const api = await connectApi(bridge);
  const hour = 3600_000;
  await api.call('tasks.create', { contactId: ada!.id, title: link, dueDate: new Date(Date.now() - 24 * hour).toISOString(), type: 'email' });
  await api.call('tasks.create', { contactId: ada!.id, title: sentence, dueDate: new Date(Date.now() - 48 * hour).toISOString(), type: 'email' });
  await api.call('tasks.create', { contactId: ada!.id, title: link, dueDate: new Date(new Date().setHours(23, 59, 0, 0)).toISOString(), type: 'call' });
  await api.call('tasks.create', { contactId: ada!.id, title: link, dueDate: new Date(Date.now() + 5 * 24 * hour).toISOString(), type: 'call' });
  const done = await api.call('tasks.create', { contactId: ada!.id, title: link, dueDate: new Date(Date.now() - 72 * hour).toISOString(), type: 'call' });
  await api.call('tasks.complete', { id: done.id });
  api.close();

  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await expect(page.getByRole('region', { name: /^Done/ }).getByRole('listitem')).toHaveCount(1);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const name of ['Overdue', 'Today', 'Upcoming', 'Done']) await bucketFits(page, name, width);
  }
});
