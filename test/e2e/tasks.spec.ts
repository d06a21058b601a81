// Tasks: created for a contact (from its page or the Tasks view), sorted into overdue, today,
// upcoming and done, completed and reopened.
import type { Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import type { RunningBridge } from './helpers/bridge';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';
import { FIRST_TASKS } from '../../renderer/src/lib/taskPages';
import { CLOCK_CHECK_MS } from '../../renderer/src/lib/clockCheck';

function localDate(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function bucket(page: Page, name: 'Overdue' | 'Today' | 'Upcoming' | 'Done') {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

test('a task added on a contact’s page shows there and in the Tasks view, and can be completed and reopened', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await detail.getByRole('button', { name: 'Add task' }).click();
  const form = detail.getByRole('form', { name: 'New task for Ada Lovelace' });

  // A title is required; the message sits next to the field.
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('A title is required');

  await form.getByRole('textbox', { name: 'Title' }).fill('Send the engine notes');
  await form.getByLabel('Due date').fill(localDate(-1));
  await form.getByLabel('Time').fill('10:30');
  await form.getByLabel('Type').selectOption('email');
  await form.getByRole('textbox', { name: 'Description' }).fill('The Bernoulli numbers part');
  await form.getByRole('button', { name: 'Add task' }).click();

  await expect(detail.getByRole('region', { name: /^Overdue/ }).getByText('Send the engine notes')).toBeVisible();
  await expect(detail.getByText('The Bernoulli numbers part')).toBeVisible();

  await goTo(page, 'Tasks');
  const overdue = bucket(page, 'Overdue');
  await expect(overdue.getByText('Send the engine notes')).toBeVisible();
  await expect(overdue.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();

  await overdue.getByRole('checkbox', { name: 'Send the engine notes' }).click();
  await expect(bucket(page, 'Done').getByRole('checkbox', { name: 'Send the engine notes' })).toBeChecked();
  await expect(overdue.getByText('Send the engine notes')).toHaveCount(0);

  await bucket(page, 'Done').getByRole('checkbox', { name: 'Send the engine notes' }).click();
  await expect(overdue.getByRole('checkbox', { name: 'Send the engine notes' })).not.toBeChecked();

  // From the task back to its contact.
  await overdue.getByRole('button', { name: 'Ada Lovelace' }).click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
});

test('the Tasks view adds a task for any contact, sorted into today and upcoming', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }, { name: 'Alan Turing' }]);
  await openApp(page, bridge.url);
  await goTo(page, 'Tasks');
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).first().click();

  const form = page.getByRole('form', { name: 'New task' });
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(form.getByRole('combobox', { name: 'Contact' })).toHaveAccessibleDescription('Choose the contact this task is for');

  await form.getByRole('combobox', { name: 'Contact' }).fill('grace');
  await form.getByRole('option', { name: /Grace Hopper/ }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill('Call about COBOL');
  await form.getByLabel('Due date').fill(localDate(3));
  await form.getByLabel('Type').selectOption('call');
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(bucket(page, 'Upcoming').getByText('Call about COBOL')).toBeVisible();
  await expect(bucket(page, 'Upcoming').getByText('Call', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New task' }).click();
  await form.getByRole('combobox', { name: 'Contact' }).fill('turing');
  await form.getByRole('option', { name: /Alan Turing/ }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill('Lunch at Bletchley');
  await form.getByLabel('Due date').fill(localDate(0));
  await form.getByLabel('Time').fill('23:59');
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(bucket(page, 'Today').getByText('Lunch at Bletchley')).toBeVisible();
});

test('the contact of a new task is picked with the keyboard, which stays in the form', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }, { name: 'Alan Turing' }]);
  await openApp(page, bridge.url);
  await goTo(page, 'Tasks');
  await page.getByRole('button', { name: 'New task' }).first().press('Enter');
  const form = page.getByRole('form', { name: 'New task' });
  await expect(form.getByRole('combobox', { name: 'Contact' })).toBeFocused();

  await page.keyboard.type('grace');
  // As a user does, the result is read before choosing it (Enter, the keyboard still in the field).
  await expect(form.getByRole('option', { name: /Grace Hopper/ })).toBeVisible();
  await page.keyboard.press('Enter');
  const change = form.getByRole('button', { name: 'Change contact' });
  await expect(change).toBeFocused();
  await expect(change).toHaveAccessibleDescription('Grace Hopper');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Contact' })).toBeFocused();
  await page.keyboard.type('turing');
  await expect(form.getByRole('option', { name: /Alan Turing/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Lunch at Bletchley');
  await page.keyboard.press('Enter');
  // Added with the default due date: the next 09:00, today or tomorrow.
  await expect(bucket(page, 'Today').or(bucket(page, 'Upcoming')).getByText('Lunch at Bletchley')).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Today|Upcoming)/ }).getByRole('button', { name: 'Alan Turing' })).toBeVisible();
});

test('the last "Show more" of a bucket hands the keyboard to the first task it brought in', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  const count = FIRST_TASKS.upcoming + 2;
  for (let i = 0; i < count; i++) {
    await api.call('tasks.create', { contactId: ada!.id, title: `Letter ${String(i).padStart(3, '0')}`, dueDate: new Date(Date.now() + (3 + i) * 86_400_000).toISOString() });
  }
  await openApp(page, bridge.url);
  await goTo(page, 'Tasks');
  const tasks = bucket(page, 'Upcoming').getByRole('listitem');
  await expect(tasks).toHaveCount(FIRST_TASKS.upcoming);
  const more = bucket(page, 'Upcoming').getByRole('button', { name: 'Show 2 more in Upcoming', exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(tasks).toHaveCount(count);
  await expect(more).toHaveCount(0);
  await expect(tasks.nth(FIRST_TASKS.upcoming).getByRole('checkbox')).toBeFocused();
  await expect(tasks.nth(FIRST_TASKS.upcoming)).toContainText(`Letter ${FIRST_TASKS.upcoming}`);
});

test.describe('as time passes, in the page’s own time zone', () => {
  // UTC+14: the page's day is not the core's (which runs in the machine's zone).
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('a task moves from Today to Overdue when it falls due, and from Upcoming to Today at local midnight', async ({ page, bridge }) => {
    const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
    const api = await connectApi(bridge);
    // 23:50 on 10 March in Kiritimati is 09:50 UTC.
    const start = new Date('2026-03-10T09:50:00Z');
    await page.clock.install({ time: start });
    await api.call('tasks.create', { contactId: ada!.id, title: 'Call before the launch', dueDate: '2026-03-10T09:52:00Z' });
    // 02:00 on 11 March there: tomorrow for the page, though 12:00 UTC on 10 March.
    await api.call('tasks.create', { contactId: ada!.id, title: 'Check the orbit', dueDate: '2026-03-10T12:00:00Z' });
    await openApp(page, bridge.url);
    await goTo(page, 'Tasks');

    await expect(bucket(page, 'Today').getByText('Call before the launch')).toBeVisible();
    await expect(bucket(page, 'Upcoming').getByText('Check the orbit')).toBeVisible();

    await page.clock.runFor('02:05');
    await expect(bucket(page, 'Overdue').getByText('Call before the launch')).toBeVisible();
    await expect(bucket(page, 'Today').getByText('Call before the launch')).toHaveCount(0);
    await expect(bucket(page, 'Upcoming').getByText('Check the orbit')).toBeVisible();

    await page.clock.runFor('10:00'); // past midnight
    await expect(bucket(page, 'Today').getByText('Check the orbit')).toBeVisible();
    await expect(bucket(page, 'Upcoming').getByText('Check the orbit')).toHaveCount(0);
  });

  // The computer sleeps from 14:00 on 10 March to 14:00 on 12 March there: the page's timer for
  // midnight does not count the sleep (setSystemTime moves the clock on and fires no timer).
  async function sleptPastMidnight(page: Page, bridge: RunningBridge) {
    const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
    const api = await connectApi(bridge);
    await page.clock.install({ time: new Date('2026-03-10T00:00:00Z') });
    // 20:00 on 12 March there.
    await api.call('tasks.create', { contactId: ada!.id, title: 'Launch day call', dueDate: '2026-03-12T06:00:00Z' });
    api.close();
    await openApp(page, bridge.url);
    await goTo(page, 'Tasks');
    await expect(bucket(page, 'Upcoming').getByText('Launch day call')).toBeVisible();
    await page.clock.setSystemTime(new Date('2026-03-12T00:00:00Z'));
  }

  test('after the computer sleeps past midnight, the buckets are sorted again when the window is focused', async ({ page, bridge }) => {
    await sleptPastMidnight(page, bridge);
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await expect(bucket(page, 'Today').getByText('Launch day call')).toBeVisible();
    await expect(bucket(page, 'Upcoming').getByText('Launch day call')).toHaveCount(0);
  });

  test('after the computer sleeps past midnight with the window in front, the buckets are sorted again within a minute', async ({ page, bridge }) => {
    await sleptPastMidnight(page, bridge);
    await page.clock.runFor(CLOCK_CHECK_MS);
    await expect(bucket(page, 'Today').getByText('Launch day call')).toBeVisible();
    await expect(bucket(page, 'Upcoming').getByText('Launch day call')).toHaveCount(0);
  });
});
