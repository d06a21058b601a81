// Pushing a task to another day: Reschedule under an open task opens its date and time in place;
// Tomorrow / Next week fill the date in one press; Save moves the task to the list its new date
// puts it in, and the keyboard follows it there; Escape leaves it as it was and keeps the date
// typed for the form (as with every inline form), Cancel forgets it. Done tasks have no
// Reschedule (reopen first). The form passes axe in every look. With a service, a task already
// there says the new date stays on this computer (the service has no task update).
import { connectApi, seedContacts } from './helpers/api';
import { expect, test, testWithService } from './helpers/fixtures';
import { expectNoSeriousA11yViolationsInEveryLook } from './helpers/screenshots';
import { taskBucket, tasksViewWithTaskOnService } from './helpers/tasks';
import { contactOption, openApp } from './helpers/ui';

const HOUR = 3600_000;

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function localDate(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return ymd(d);
}

const bucket = taskBucket;

test('an overdue task rescheduled to tomorrow moves to Upcoming, with the keyboard', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  const late = new Date(Date.now() - 26 * HOUR);
  await api.call('tasks.create', { contactId: ada!.id, title: 'Send the engine notes', dueDate: late.toISOString() });
  const done = await api.call('tasks.create', { contactId: ada!.id, title: 'Old call', dueDate: new Date(Date.now() - 50 * HOUR).toISOString() });
  await api.call('tasks.complete', { id: done.id });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();

  // A done task is not rescheduled.
  await expect(bucket(page, 'Done').getByRole('checkbox', { name: 'Old call' })).toBeVisible();
  await expect(bucket(page, 'Done').getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);

  const overdue = bucket(page, 'Overdue');
  await overdue.getByRole('button', { name: 'Reschedule Send the engine notes' }).click();
  const form = overdue.getByRole('form', { name: 'New due date for Send the engine notes' });
  // Opened on the date it has, the keyboard in it.
  await expect(form.getByLabel('Due date')).toBeFocused();
  await expect(form.getByLabel('Due date')).toHaveValue(ymd(late));
  // With no service there is nothing else to keep a date: no word of one.
  await expect(form.getByText(/this computer only/)).toHaveCount(0);
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-task-reschedule');

  // Escape leaves it as it was, the keyboard back on Reschedule.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(overdue.getByRole('button', { name: 'Reschedule Send the engine notes' })).toBeFocused();

  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(form.getByLabel('Due date')).toHaveValue(localDate(1));
  // Escape with a date typed: the task as it was, the date kept for the form.
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(overdue.getByRole('checkbox', { name: 'Send the engine notes' })).toBeVisible();
  await expect(overdue.getByRole('button', { name: 'Reschedule Send the engine notes' })).toBeFocused();
  // Another view and back: the form is there again as it was left, the keyboard not taken.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await expect(form.getByLabel('Due date')).toHaveValue(localDate(1));
  await expect(form.getByLabel('Due date')).not.toBeFocused();
  await form.getByLabel('Time').fill('10:15');
  await form.getByRole('button', { name: 'Save' }).click();

  const upcoming = bucket(page, 'Upcoming');
  await expect(upcoming.getByRole('checkbox', { name: 'Send the engine notes' })).toBeVisible();
  await expect(overdue.getByText('Send the engine notes')).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: 'Reschedule Send the engine notes' })).toBeFocused();
  const shown = new Date(`${localDate(1)}T10:15:00`).toISOString();
  await expect(upcoming.locator(`time[datetime="${shown}"]`)).toBeVisible();
  // Saved, the date typed is not kept: the form opens on the date the task has now.
  const moved = upcoming.getByRole('form', { name: 'New due date for Send the engine notes' });
  await expect(moved).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(moved.getByLabel('Due date')).toHaveValue(localDate(1));
  // Cancel forgets what was typed.
  await moved.getByRole('button', { name: 'Next week' }).click();
  await moved.getByRole('button', { name: 'Cancel' }).click();
  await expect(upcoming.getByRole('button', { name: 'Reschedule Send the engine notes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moved.getByLabel('Due date')).toHaveValue(localDate(1));
  await page.keyboard.press('Escape');

  // The same on the contact's page.
  await upcoming.getByRole('button', { name: 'Ada Lovelace' }).click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(detail.getByRole('region', { name: /^Upcoming/ }).locator(`time[datetime="${shown}"]`)).toBeVisible();
});

test('a date left empty is refused next to the field, and nothing changes', async ({ page, bridge }) => {
  const [grace] = await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  const api = await connectApi(bridge);
  const due = new Date(Date.now() + 5 * 24 * HOUR).toISOString();
  await api.call('tasks.create', { contactId: grace!.id, title: 'Call about COBOL', dueDate: due });
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await detail.getByRole('button', { name: 'Reschedule Call about COBOL' }).click();
  const form = detail.getByRole('form', { name: 'New due date for Call about COBOL' });
  await form.getByLabel('Due date').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Due date')).toHaveAccessibleDescription('Pick a due date');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail.locator(`time[datetime="${due}"]`)).toBeVisible();
  const listed = await api.call('tasks.list', { bucket: 'upcoming', contactId: grace!.id });
  expect(listed.items.map((t) => t.dueDate)).toEqual([due]);
});

test('a task moved past the tasks its list shows takes the keyboard to that list, and Show more reveals it', async ({ page, bridge }) => {
  const [lin] = await seedContacts(bridge, [{ name: 'Lin Long' }]);
  const api = await connectApi(bridge);
  // Upcoming shows its first 100 tasks, soonest first.
  for (let i = 0; i < 100; i++) {
    await api.call('tasks.create', { contactId: lin!.id, title: `Planned ${i + 1}`, dueDate: new Date(Date.now() + (2 + i) * 24 * HOUR).toISOString() });
  }
  await api.call('tasks.create', { contactId: lin!.id, title: 'Renew the lease', dueDate: new Date(Date.now() - 2 * HOUR).toISOString() });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();

  const overdue = bucket(page, 'Overdue');
  await overdue.getByRole('button', { name: 'Reschedule Renew the lease' }).click();
  const form = overdue.getByRole('form', { name: 'New due date for Renew the lease' });
  await form.getByLabel('Due date').fill(localDate(400));
  await form.getByRole('button', { name: 'Save' }).click();

  const upcoming = bucket(page, 'Upcoming');
  await expect(overdue.getByText('Renew the lease')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Upcoming 101/ })).toBeFocused();
  await expect(upcoming.getByRole('checkbox', { name: 'Renew the lease' })).toHaveCount(0);

  // Show more moves the keyboard to the first task it brings in, the moved one among them.
  await upcoming.getByRole('button', { name: /^Show 1 more/ }).click();
  await expect(upcoming.getByRole('checkbox', { name: 'Renew the lease' })).toBeFocused();
});

test.describe('with a service connected', () => {
  testWithService('a task already on the service says that the new date is kept on this computer only', async ({ page, bridge, service }) => {
    await tasksViewWithTaskOnService(page, bridge, service, 'Send the notes');
    await bucket(page, 'Upcoming').getByRole('button', { name: 'Reschedule Send the notes' }).click();
    const form = page.getByRole('form', { name: 'New due date for Send the notes' });
    await expect(form.getByLabel('Due date')).toHaveAccessibleDescription('Changed on this computer only: the service keeps the date the task was sent with.');
  });
});
