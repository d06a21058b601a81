// Unsaved work is kept in the page's storage. When that storage is full (a few forms with very
// long notes can fill it), the app goes on: forms open, what is typed shows and can be saved.
// Before, the first form opened took the whole window down to a blank page; and what was typed
// was then not kept across a restart without a word.
import { expect } from '@playwright/test';
import { test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('with the page storage full, a new contact can still be typed and created, and the status bar says forms are not kept', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Fill the origin's storage to the last few bytes.
  await page.evaluate(`(() => {
    let chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; chunk.length > 8; i++) {
      try {
        localStorage.setItem('filler-' + i, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length / 2);
      }
    }
  })()`);

  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('US Navy');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Grace Hopper');
  // What is typed is not kept across a restart now: the status bar says so and what to do, and
  // a screen reader hears it once.
  const bar = page.getByRole('contentinfo', { name: 'Status' });
  const unkept = bar.getByText('Unsaved forms are not kept across a restart: storage is full. Save or cancel open forms to make room', { exact: true });
  await expect(unkept).toBeVisible();
  await expect(unkept).toHaveAttribute('title', /what you type stays while Rolodeck is open/);
  await expect(bar.getByRole('status')).toContainText('Unsaved forms are not kept across a restart');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toContainText('US Navy');
  // Saved, the form holds nothing to lose: the warning goes, though the storage is still full.
  await expect(unkept).toHaveCount(0);
  await expect(contactOption(page, 'Grace Hopper')).toBeVisible();
  expect(errors).toEqual([]);
});
