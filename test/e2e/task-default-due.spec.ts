// A new task starts due at the next 09:00 still ahead: today before nine, tomorrow after it,
// so a task added with the defaults is never overdue the moment it is created.
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

async function openTaskForm(page: Page) {
  await contactOption(page, 'Ada Lovelace').click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await detail.getByRole('button', { name: 'Add task' }).click();
  return detail.getByRole('form', { name: 'New task for Ada Lovelace' });
}

test('after nine in the morning a new task is due tomorrow at 09:00', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await page.clock.setFixedTime(new Date(2026, 2, 10, 15, 30));
  await openApp(page, bridge.url);
  const form = await openTaskForm(page);
  await expect(form.getByLabel('Due date')).toHaveValue('2026-03-11');
  await expect(form.getByLabel('Time')).toHaveValue('09:00');
});

test('before nine in the morning a new task is due today at 09:00', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await page.clock.setFixedTime(new Date(2026, 2, 10, 7, 45));
  await openApp(page, bridge.url);
  const form = await openTaskForm(page);
  await expect(form.getByLabel('Due date')).toHaveValue('2026-03-10');
  await expect(form.getByLabel('Time')).toHaveValue('09:00');
});

test('a task added with the default due date is not overdue', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  const form = await openTaskForm(page);
  await form.getByRole('textbox', { name: 'Title' }).fill('Send the engine notes');
  await form.getByRole('button', { name: 'Add task' }).click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(detail.getByRole('region', { name: /^(Today|Upcoming)/ }).getByText('Send the engine notes')).toBeVisible();
  await expect(detail.getByRole('region', { name: /^Overdue/ }).getByText('Send the engine notes')).toHaveCount(0);
});
