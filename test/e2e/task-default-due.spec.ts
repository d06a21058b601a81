// A new task starts due at the next 09:00 still ahead: today before nine, tomorrow after it,
// so a task added with the defaults is never overdue the moment it is created. The time field
// says when the task will be due at another time than it shows (left empty, or a time the
// clocks skip).
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

test('a task form left unfinished and opened days later starts due at the next 09:00 then, unless a date was chosen', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }]);
  await page.clock.setFixedTime(new Date(2026, 2, 9, 18, 0)); // Monday evening: due Tuesday 09:00
  await openApp(page, bridge.url);
  let form = await openTaskForm(page);
  await expect(form.getByLabel('Due date')).toHaveValue('2026-03-10');
  await form.getByRole('textbox', { name: 'Title' }).fill('Send the engine notes');
  await contactOption(page, 'Grace Hopper').click();
  const grace = page.getByRole('article', { name: 'Grace Hopper' });
  await grace.getByRole('button', { name: 'Add task' }).click();
  const graceForm = grace.getByRole('form', { name: 'New task for Grace Hopper' });
  await graceForm.getByRole('textbox', { name: 'Title' }).fill('Ask about COBOL');
  await graceForm.getByLabel('Due date').fill('2026-03-13');

  await page.clock.setFixedTime(new Date(2026, 2, 11, 10, 0)); // Wednesday morning
  await page.reload();
  // An unfinished task form comes back open with the contact.
  await contactOption(page, 'Ada Lovelace').click();
  form = page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('form', { name: 'New task for Ada Lovelace' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Send the engine notes');
  await expect(form.getByLabel('Due date')).toHaveValue('2026-03-12'); // not Tuesday: that is past
  await expect(form.getByLabel('Time')).toHaveValue('09:00');
  await contactOption(page, 'Grace Hopper').click();
  await expect(graceForm.getByRole('textbox', { name: 'Title' })).toHaveValue('Ask about COBOL');
  await expect(graceForm.getByLabel('Due date')).toHaveValue('2026-03-13'); // chosen: kept
});

test.describe('in a time zone whose clocks change', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('the time field says when the task will be due at another time than it shows', async ({ page, bridge }) => {
    await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
    await page.clock.setFixedTime(new Date('2027-03-20T10:00:00Z'));
    await openApp(page, bridge.url);
    const form = await openTaskForm(page);
    const time = form.getByLabel('Time');
    await expect(time).not.toHaveAttribute('aria-describedby');

    await time.fill('');
    await expect(time).toHaveAccessibleDescription('Left empty, the task is due at 9:00 AM.');
    await form.getByLabel('Due date').fill('2027-03-28');
    await time.fill('02:30');
    await expect(time).toHaveAccessibleDescription('The clocks go forward that night: 02:30 does not exist, so the task is due at 3:30 AM.');

    await form.getByRole('textbox', { name: 'Title' }).fill('Call at dawn');
    await form.getByRole('button', { name: 'Add task' }).click();
    const detail = page.getByRole('article', { name: 'Ada Lovelace' });
    await expect(detail.getByRole('region', { name: /^Upcoming/ }).getByText('Due Mar 28, 2027 3:30 AM')).toBeVisible();
  });
});
