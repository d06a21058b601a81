// After an action, the keyboard stays where the user was working instead of falling to the page
// body (where Tab and Escape start over): appending a note, ticking a task, sending an email,
// saving and testing the service settings, adding and removing a list row, the wizard's Done;
// and a form refused puts it on the first field to correct.
import type { Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, openEmail } from './helpers/ui';

/** The text of the element that has the keyboard ('' for the page body). */
const focusedText = (page: Page) => page.evaluate('document.activeElement === document.body ? "" : (document.activeElement?.textContent ?? "")');

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

test('Append keeps the keyboard in the text box, from the keyboard and with the mouse', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', additionalInfo: 'Invented the compiler.' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  const extend = detail.getByRole('form', { name: 'Add to notes or meeting context' });
  const box = extend.getByRole('textbox', { name: 'Text to append' });

  await box.fill('Prefers calls in the morning.');
  await page.keyboard.press('Tab');
  await expect(extend.getByRole('button', { name: 'Append' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(detail.getByText(/Invented the compiler\.\s+Prefers calls in the morning\./)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  await page.keyboard.type('Likes COBOL.');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(detail.getByText(/Prefers calls in the morning\.\s+Likes COBOL\./)).toBeVisible();
  await expect(box).toBeFocused();
});

test('ticking a task with Space moves the keyboard to the next task, then the previous, then the heading', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  const day = 86_400_000;
  for (const [title, daysAgo] of [['First call', 3], ['Second call', 2], ['Third call', 1]] as const) {
    await api.call('tasks.create', { contactId: ada!.id, title, dueDate: new Date(Date.now() - daysAgo * day).toISOString() });
  }
  api.close();
  await openApp(page, bridge.url);
  await goTo(page, 'Tasks');
  const overdue = page.getByRole('region', { name: /^Overdue/ });
  const done = page.getByRole('region', { name: /^Done/ });
  const checks = overdue.getByRole('checkbox');
  await expect(checks).toHaveCount(3);
  // The titles (each checkbox's label) in the order shown.
  const [first, second, third] = await overdue.getByRole('listitem').locator('label').allTextContents();

  // The middle one: the next takes the keyboard.
  await overdue.getByRole('checkbox', { name: second }).focus();
  await page.keyboard.press('Space');
  await expect(done.getByRole('checkbox', { name: second })).toBeChecked();
  await expect(overdue.getByRole('checkbox', { name: third })).toBeFocused();

  // The last one: the one before it.
  await page.keyboard.press('Space');
  await expect(done.getByRole('checkbox', { name: third })).toBeChecked();
  await expect(overdue.getByRole('checkbox', { name: first })).toBeFocused();

  // The only one: the list's heading.
  await page.keyboard.press('Space');
  await expect(done.getByRole('checkbox', { name: first })).toBeChecked();
  await expect(overdue.getByRole('heading', { name: /^Overdue/ })).toBeFocused();
});

test("on a contact's page, a task ticked with Space that was its bucket's only one takes the keyboard along to Done", async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: ada!.id, title: 'Only call', dueDate: new Date(Date.now() - 86_400_000).toISOString() });
  api.close();
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const tasks = page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('region', { name: 'Tasks', exact: true });
  await tasks.getByRole('region', { name: /^Overdue/ }).getByRole('checkbox', { name: 'Only call' }).focus();
  await page.keyboard.press('Space');
  const moved = tasks.getByRole('region', { name: /^Done/ }).getByRole('checkbox', { name: 'Only call' });
  await expect(moved).toBeChecked();
  await expect(tasks.getByRole('region', { name: /^Overdue/ })).toHaveCount(0);
  await expect(moved).toBeFocused();
  // And back: unticked, it leaves Done (its only task) and the keyboard goes with it.
  await page.keyboard.press('Space');
  const back = tasks.getByRole('region', { name: /^Overdue/ }).getByRole('checkbox', { name: 'Only call' });
  await expect(back).not.toBeChecked();
  await expect(back).toBeFocused();
});

test('sending an email from the keyboard leaves the keyboard on the email’s status, and Escape then closes it', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', emails: ['grace@example.com'] }]);
  await openApp(page, bridge.url);
  const email = await openEmail(page, 'Grace Hopper');
  await email.getByRole('textbox', { name: 'Subject' }).fill('COBOL manuals');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Grace,\n\nCould you send the manuals?');
  const send = email.getByRole('button', { name: /^Send/ });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await expect(send).toHaveCount(0);
  await expect.poll(() => focusedText(page)).toContain('Waiting to send');

  await page.keyboard.press('Escape');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
  await expect(email.getByRole('button', { name: 'Write an email' })).toBeFocused();
});

test('Save and Test connection keep the keyboard; a test result goes when the address changes or on Save', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await goTo(page, 'Settings');
  const address = page.getByRole('textbox', { name: 'Service address' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const testButton = page.getByRole('button', { name: 'Test connection' });
  const failed = page.getByRole('status').filter({ hasText: 'Connection failed.' });

  await address.fill('http://127.0.0.1:9/');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(save).toBeFocused();

  await testButton.focus();
  await page.keyboard.press('Enter');
  await expect(failed).toBeVisible();
  await expect(testButton).toBeFocused();

  // The result was about the old address: it goes as soon as the address changes.
  await address.fill('http://127.0.0.1:7/');
  await expect(failed).toHaveCount(0);

  await testButton.click();
  await expect(failed).toBeVisible();
  await expect(testButton).toBeFocused();
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(save).toBeFocused();
});

test('Add and Remove in a list of addresses or numbers move the keyboard to the new row, the next row, or Add', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', emails: ['grace@example.com', 'hopper@example.com'] }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  await page.getByRole('article', { name: 'Grace Hopper' }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Grace Hopper' });

  await form.getByRole('button', { name: 'Add email address' }).press('Enter');
  const third = form.getByRole('textbox', { name: 'Email address 3', exact: true });
  await expect(third).toBeFocused();
  await expect(third).toHaveValue('');
  await page.keyboard.type('amazing.grace@example.com');

  // Removed, a row hands the keyboard to the row that takes its place.
  await form.getByRole('button', { name: 'Remove email address 1' }).press('Enter');
  const first = form.getByRole('textbox', { name: 'Email address 1', exact: true });
  await expect(first).toHaveValue('hopper@example.com');
  await expect(first).toBeFocused();
  // The last row: to Add, which comes next.
  await form.getByRole('button', { name: 'Remove email address 2' }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'Email address 2', exact: true })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add email address' })).toBeFocused();

  // A contact with no number yet: Add puts the keyboard in the first.
  await form.getByRole('button', { name: 'Add phone number' }).click();
  await expect(form.getByRole('textbox', { name: 'Phone number 1', exact: true })).toBeFocused();
});

test('a task form that cannot be added puts the keyboard on the first field to correct', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await goTo(page, 'Tasks');
  await page.getByRole('button', { name: 'New task' }).first().click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Call about COBOL');
  await form.getByRole('button', { name: 'Add task' }).press('Enter');
  const contact = form.getByLabel('Contact', { exact: true });
  await expect(contact).toHaveAccessibleDescription('Choose the contact this task is for');
  await expect(contact).toBeFocused();

  // On a contact's page, a title left empty is refused by the core: the keyboard goes to Title.
  await goTo(page, 'Contacts');
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await detail.getByRole('button', { name: 'Add task' }).click();
  const taskForm = detail.getByRole('form', { name: 'New task for Grace Hopper' });
  await taskForm.getByRole('button', { name: 'Add task' }).press('Enter');
  const title = taskForm.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
});

test('Settings refused for a sync interval put the keyboard on that field', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await goTo(page, 'Settings');
  const interval = page.getByRole('spinbutton', { name: 'Sync every (seconds)' });
  await interval.fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(interval).toHaveAccessibleDescription(/At least 15 seconds/);
  await expect(interval).toBeFocused();
});

test('Done in the wizard gives the keyboard back to what opened it, or to the start of the view', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const fromText = page.getByRole('button', { name: 'From text…' });
  const createOne = async (name: string) => {
    await page.getByRole('textbox', { name: 'Text to read' }).fill(`${name}\n${name.split(' ')[0]!.toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Find contacts' }).click();
    await page.getByRole('form', { name: new RegExp(name) }).getByRole('button', { name: 'Create contact' }).click();
    const done = page.getByRole('button', { name: 'Done' });
    await expect(done).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name })).toBeVisible();
  };

  // Opened from the empty pane's button, which the new contact then replaces: the view's search.
  await page.getByRole('button', { name: 'Add from text or vCard…' }).press('Enter');
  await createOne('Grace Hopper');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeFocused();

  await fromText.press('Enter');
  await createOne('Alan Turing');
  await expect(fromText).toBeFocused();
});
