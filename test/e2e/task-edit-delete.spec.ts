// Changing a task and deleting one: Edit under a task opens its title, type and description in
// place (Save; Cancel; or Escape, the keyboard back on Edit and what was typed kept for the form,
// as with every inline form); Delete asks first,
// the keyboard on Cancel, and once the task is gone the keyboard goes to the next task; Undo (or
// Ctrl+Z outside a text field) brings it back, with the edit left unsaved on it. With a
// service, the form and the question say what happens there (the service has no task update or
// deletion). Both pass axe in every look.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test, testWithService } from './helpers/fixtures';
import { expectNoSeriousA11yViolationsInEveryLook } from './helpers/screenshots';
import { taskBucket, tasksViewWithTaskOnService } from './helpers/tasks';
import { connectService, contactOption, openApp } from './helpers/ui';

const DAY = 24 * 3600_000;

const bucket = taskBucket;

test('a task edited in place keeps the new title, type and description; Escape leaves the task as it was and keeps what was typed', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: ada!.id, title: 'Send the engne notes', dueDate: new Date(Date.now() + 3 * DAY).toISOString(), type: 'call' });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();

  const upcoming = bucket(page, 'Upcoming');
  await upcoming.getByRole('button', { name: 'Edit task Send the engne notes' }).click();
  const form = upcoming.getByRole('form', { name: 'Edit task Send the engne notes' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue('Send the engne notes');
  await expect(form.getByLabel('Type')).toHaveValue('call');
  await expect(form.getByText(/this computer only/)).toHaveCount(0); // no service: nothing else keeps it
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-task-edit');

  // Escape: the task as it was, the keyboard back on Edit, and what was typed kept for the form.
  await form.getByLabel('Title').fill('Something else');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(upcoming.getByRole('checkbox', { name: 'Send the engne notes' })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Edit task Send the engne notes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Title')).toHaveValue('Something else');
  // Another view and back: the form is there again as it was left, the keyboard not taken.
  await form.getByLabel('Description').fill('Half written');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await expect(form.getByLabel('Description')).toHaveValue('Half written');
  await expect(form.getByLabel('Title')).not.toBeFocused();
  // Cancel forgets it.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await upcoming.getByRole('button', { name: 'Edit task Send the engne notes' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('Send the engne notes');
  await expect(form.getByLabel('Description')).toHaveValue('');

  // An empty title is refused next to the field, which takes the keyboard.
  await form.getByLabel('Title').fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('A title is required');
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill('Send the engine notes');
  await form.getByLabel('Type').selectOption('email');
  await form.getByLabel('Description').fill('Both parts, with the diagrams');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(upcoming.getByRole('checkbox', { name: 'Send the engine notes' })).toBeVisible();
  await expect(upcoming.getByText('Both parts, with the diagrams')).toBeVisible();
  await expect(upcoming.getByText('Email', { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Edit task Send the engine notes' })).toBeFocused();
  const listed = await api.call('tasks.list', { bucket: 'upcoming', contactId: ada!.id });
  expect(listed.items.map((t) => [t.title, t.type, t.description])).toEqual([['Send the engine notes', 'email', 'Both parts, with the diagrams']]);
});

test('a task deleted after the question is gone, and the keyboard goes to the next task', async ({ page, bridge }) => {
  const [grace] = await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  const api = await connectApi(bridge);
  for (const [title, days] of [['First call', 1], ['Second call', 2], ['Third call', 3]] as const) {
    await api.call('tasks.create', { contactId: grace!.id, title, dueDate: new Date(Date.now() + days * DAY).toISOString() });
  }
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });

  await detail.getByRole('button', { name: 'Delete task Second call' }).click();
  const question = detail.getByRole('group', { name: 'Delete “Second call” from this computer?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-task-delete');
  // Escape: nothing deleted, the keyboard back on Delete.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Delete task Second call' })).toBeFocused();

  await page.keyboard.press('Enter');
  await question.getByRole('button', { name: 'Delete task' }).click();
  await expect(detail.getByRole('checkbox', { name: 'Second call' })).toHaveCount(0);
  await expect(detail.getByRole('checkbox', { name: 'Third call' })).toBeFocused();
  await expect(detail.getByRole('heading', { name: /^Upcoming 2/ })).toBeVisible();
  const listed = await api.call('tasks.list', { bucket: 'upcoming', contactId: grace!.id });
  expect(listed.items.map((t) => t.title)).toEqual(['First call', 'Third call']);

  // The last task of a list deleted: the keyboard goes to the contact's Tasks heading.
  await api.call('tasks.complete', { id: listed.items[0]!.id });
  await api.call('tasks.complete', { id: listed.items[1]!.id });
  const done = detail.getByRole('region', { name: /^Done/ });
  await expect(done.getByRole('checkbox', { name: 'Third call' })).toBeVisible();
  for (const title of ['First call', 'Third call']) {
    await done.getByRole('button', { name: `Delete task ${title}` }).click();
    await done.getByRole('button', { name: 'Delete task', exact: true }).click();
    await expect(done.getByRole('checkbox', { name: title })).toHaveCount(0);
  }
  await expect(detail.getByRole('heading', { name: 'Tasks', exact: true })).toBeFocused();
  await expect(detail.getByText('No tasks for Grace Hopper.', { exact: false })).toBeVisible();
});

test('a deleted task comes back with Undo or Ctrl+Z, as it was; Dismiss takes the offer away', async ({ page, bridge }) => {
  const [grace] = await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  const api = await connectApi(bridge);
  for (const [title, days] of [['First call', 1], ['Second call', 2], ['Third call', 3]] as const) {
    await api.call('tasks.create', { contactId: grace!.id, title, dueDate: new Date(Date.now() + days * DAY).toISOString(), description: `About part ${days}` });
  }
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  const upcoming = bucket(page, 'Upcoming');
  const undo = page.getByRole('button', { name: 'Undo' });
  const deleteTask = async (title: string) => {
    await upcoming.getByRole('button', { name: `Delete task ${title}` }).click();
    await upcoming.getByRole('button', { name: 'Delete task', exact: true }).click();
    await expect(upcoming.getByRole('checkbox', { name: title })).toHaveCount(0);
  };
  const titles = async () => (await api.call('tasks.list', { bucket: 'upcoming', contactId: grace!.id })).items.map((t) => [t.title, t.description]);

  // Undo: the task back where it was, with its description, and the keyboard on it.
  await deleteTask('Second call');
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “Second call”.' })).toBeVisible();
  await expect(upcoming.getByRole('checkbox', { name: 'Third call' })).toBeFocused();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-task-undo');
  await undo.click();
  await expect(upcoming.getByRole('checkbox', { name: 'Second call' })).toBeFocused();
  await expect(undo).toHaveCount(0);
  expect(await titles()).toEqual([['First call', 'About part 1'], ['Second call', 'About part 2'], ['Third call', 'About part 3']]);

  // Ctrl+Z: back too, the keyboard left on the task it was on.
  await deleteTask('Third call');
  await expect(upcoming.getByRole('checkbox', { name: 'Second call' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(upcoming.getByRole('checkbox', { name: 'Third call' })).toBeVisible();
  await expect(upcoming.getByRole('checkbox', { name: 'Second call' })).toBeFocused();
  await expect(undo).toHaveCount(0);

  // In a text field Ctrl+Z undoes typing, not the deletion; Dismiss takes the offer away.
  await deleteTask('First call');
  await upcoming.getByRole('button', { name: 'Edit task Third call' }).click();
  const title = upcoming.getByRole('form', { name: 'Edit task Third call' }).getByLabel('Title');
  await title.press('End');
  await title.pressSequentially('!');
  await title.press('Control+z');
  await expect(title).toHaveValue('Third call');
  await expect(upcoming.getByRole('checkbox', { name: 'First call' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Dismiss goes with the notice: the keyboard goes to the view's heading, not the page body.
  await page.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(undo).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeFocused();
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).press('Control+z');
  await expect(upcoming.getByRole('checkbox', { name: 'Third call' })).toBeVisible();
  await expect(upcoming.getByRole('checkbox', { name: 'First call' })).toHaveCount(0);
  expect(await titles()).toEqual([['Second call', 'About part 2'], ['Third call', 'About part 3']]);

  // On a contact's page: its only task deleted and brought back.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  for (const t of ['Second call', 'Third call']) {
    await detail.getByRole('button', { name: `Delete task ${t}` }).click();
    await detail.getByRole('button', { name: 'Delete task', exact: true }).click();
    await expect(detail.getByRole('checkbox', { name: t })).toHaveCount(0);
  }
  await expect(detail.getByText('No tasks for Grace Hopper.', { exact: false })).toBeVisible();
  await detail.getByRole('button', { name: 'Undo' }).click();
  await expect(detail.getByRole('checkbox', { name: 'Third call' })).toBeFocused();
  expect(await titles()).toEqual([['Third call', 'About part 3']]);
  // Deleted again and the offer dismissed from the keyboard: it goes to the contact's Tasks heading.
  await detail.getByRole('button', { name: 'Delete task Third call' }).click();
  await detail.getByRole('button', { name: 'Delete task', exact: true }).click();
  await detail.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('heading', { name: 'Tasks', exact: true })).toBeFocused();
});

test('Undo brings a deleted task back with the edit left unsaved on it', async ({ page, bridge }) => {
  const [grace] = await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: grace!.id, title: 'Plan the launch', dueDate: new Date(Date.now() + 2 * DAY).toISOString() });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  const upcoming = bucket(page, 'Upcoming');

  // An edit begun and left with Escape: what was typed is kept for the form.
  await upcoming.getByRole('button', { name: 'Edit task Plan the launch' }).click();
  const form = upcoming.getByRole('form', { name: 'Edit task Plan the launch' });
  await form.getByLabel('Title').fill('Plan the launch party');
  await form.getByLabel('Description').fill('Book the room');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  await upcoming.getByRole('button', { name: 'Delete task Plan the launch' }).click();
  await upcoming.getByRole('button', { name: 'Delete task', exact: true }).click();
  await expect(upcoming).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();

  // Back with its form open as it was left, nothing of it saved yet; the keyboard on the task.
  await expect(form.getByLabel('Title')).toHaveValue('Plan the launch party');
  await expect(form.getByLabel('Description')).toHaveValue('Book the room');
  await expect(upcoming.getByRole('checkbox', { name: 'Plan the launch' })).toBeFocused();
  expect((await api.call('tasks.list', { bucket: 'upcoming' })).items.map((t) => [t.title, t.description])).toEqual([['Plan the launch', null]]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(upcoming.getByRole('checkbox', { name: 'Plan the launch party' })).toBeVisible();
  expect((await api.call('tasks.list', { bucket: 'upcoming' })).items.map((t) => [t.title, t.description])).toEqual([['Plan the launch party', 'Book the room']]);

  // Deleted and dismissed: the typing goes with it, and a task deleted for good leaves none behind.
  await upcoming.getByRole('button', { name: 'Edit task Plan the launch party' }).click();
  await upcoming.getByRole('form', { name: 'Edit task Plan the launch party' }).getByLabel('Title').fill('Never saved');
  await page.keyboard.press('Escape');
  await upcoming.getByRole('button', { name: 'Delete task Plan the launch party' }).click();
  await upcoming.getByRole('button', { name: 'Delete task', exact: true }).click();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  // (The page writes its unsaved forms to its storage a moment behind.)
  await expect.poll(() => page.evaluate<string>("localStorage.getItem('rolodeck.unsent-inline-forms') ?? ''")).not.toContain('Never saved');
});

test.describe('with a service connected', () => {
  testWithService('a task on the service says that an edit or a deletion is kept on this computer only', async ({ page, bridge, service }) => {
    await tasksViewWithTaskOnService(page, bridge, service, 'Send the notes');
    const upcoming = bucket(page, 'Upcoming');
    await upcoming.getByRole('button', { name: 'Edit task Send the notes' }).click();
    await expect(upcoming.getByRole('form', { name: 'Edit task Send the notes' })).toHaveAccessibleDescription('Changed on this computer only: the service keeps the task as it was sent.');
    await page.keyboard.press('Escape');

    await upcoming.getByRole('button', { name: 'Delete task Send the notes' }).click();
    await expect(upcoming.getByRole('group', { name: 'Delete “Send the notes” from this computer?' })).toHaveAccessibleDescription(
      'It stays on the service, which has no way to delete tasks.',
    );
  });

  testWithService('a task not yet sent, deleted, is never sent', async ({ page, bridge, service }) => {
    await openApp(page, bridge.url);
    await connectService(page, { url: service.url, token: service.token });
    const [lin] = await seedContacts(bridge, [{ name: 'Lin Offline' }]);
    const api = await connectApi(bridge);
    await expect.poll(async () => (await api.call('sync.now', {})).pending).toBe(0);
    await service.stop(); // on a plane
    await api.call('tasks.create', { contactId: lin!.id, title: 'Call Lin', dueDate: new Date(Date.now() + 3 * DAY).toISOString() });
    await api.call('tasks.create', { contactId: lin!.id, title: 'Write to Lin', dueDate: new Date(Date.now() + 4 * DAY).toISOString() });

    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
    const upcoming = bucket(page, 'Upcoming');
    await expect(upcoming.getByText('Not yet synced')).toHaveCount(2);
    await upcoming.getByRole('button', { name: 'Delete task Call Lin' }).click();
    const question = upcoming.getByRole('group', { name: 'Delete “Call Lin” from this computer?' });
    await expect(question).toHaveAccessibleDescription('It has not reached the service yet, and will not be sent.');
    await question.getByRole('button', { name: 'Delete task' }).click();
    await expect(upcoming.getByRole('checkbox', { name: 'Call Lin' })).toHaveCount(0);

    await service.start();
    await expect.poll(async () => (await api.call('sync.now', {})).pending).toBe(0);
    const db = new Database(join(service.dataDir, 'service.sqlite'), { readonly: true });
    const titles = (db.prepare('SELECT title FROM tasks').all() as { title: string }[]).map((t) => t.title);
    db.close();
    expect(titles).toEqual(['Write to Lin']);
  });
});
