// Nothing typed is lost by going elsewhere: a contact edit left for another contact or another
// view comes back as it was; so do a note not yet appended and a task not yet added; an email
// being written is kept as a draft as it is typed, and when the editor closes; and an edit shows
// what changed elsewhere in the fields the user did not change, and never sends it back.
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, createContact, openApp, openEmail } from './helpers/ui';

const views = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name }).click();

test('a contact edit left for another contact or view comes back as it was left', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Ada Lovelace', company: 'Analytical Engines' });
  await createContact(page, { name: 'Charles Babbage' });

  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Countess');

  await contactOption(page, 'Charles Babbage').click();
  await expect(page.getByRole('article', { name: 'Charles Babbage' })).toBeVisible();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Countess');
  await expect(form.getByText('Your unsaved changes are back.')).toBeVisible();

  await views(page, 'Tasks');
  await views(page, 'Contacts');
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Countess');

  await page.reload();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Countess');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toContainText('Countess');

  // Saved: going away and back shows the contact, not a form.
  await contactOption(page, 'Charles Babbage').click();
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('a kept edit shows what changed elsewhere in the fields the user did not change, and saving keeps it', async ({ page, bridge }) => {
  const [grace] = await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }, { name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  await page.getByRole('article', { name: 'Grace Hopper' }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Grace Hopper' });
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Rear Admiral');
  await contactOption(page, 'Ada Lovelace').click();

  // Meanwhile two notes are appended to her and her company renamed (another window, a sync).
  const api = await connectApi(bridge);
  await api.call('contacts.extend', { id: grace!.id, text: 'Prefers calls in the morning.' });
  await api.call('contacts.extend', { id: grace!.id, text: 'Likes COBOL.' });
  await api.call('contacts.update', { id: grace!.id, patch: { company: 'United States Navy' } });

  await contactOption(page, 'Grace Hopper').click();
  await expect(form.getByText('This contact changed elsewhere while you were editing.')).toBeVisible();
  const notes = form.getByRole('textbox', { name: 'Notes', exact: true });
  await expect(notes).toHaveValue(/Prefers calls in the morning\.\s+Likes COBOL\./);
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('United States Navy');
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Rear Admiral');

  // A note appended while the form is open shows in it too.
  await api.call('contacts.extend', { id: grace!.id, text: 'Owns a nanosecond wire.' });
  api.close();
  await expect(notes).toHaveValue(/Likes COBOL\.\s+Owns a nanosecond wire\.$/);

  // Typed into, the notes box adds to the notes the contact has; saving loses none of them.
  await notes.press('End');
  await notes.pressSequentially(' Call her.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(detail.getByText(/Prefers calls in the morning\.\s+Likes COBOL\.\s+Owns a nanosecond wire\. Call her\./)).toBeVisible();
  await expect(detail.getByText('Rear Admiral at United States Navy')).toBeVisible();
});

test('an email being written is kept as a draft, whether the user pauses, goes elsewhere or closes it', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });

  let email = await openEmail(page, 'Grace Hopper');
  await email.getByRole('textbox', { name: 'Subject' }).fill('COBOL manuals');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Grace,\n\nCould you send the manuals?');
  await expect(email.getByText('Kept as a draft.')).toBeVisible();
  // Typing goes on in the same editor after it was first kept.
  await email.getByRole('textbox', { name: 'Message' }).press('End');
  await email.getByRole('textbox', { name: 'Message' }).pressSequentially(' Thanks');
  await contactOption(page, 'Alan Turing').click();
  await contactOption(page, 'Grace Hopper').click();
  email = page.getByRole('article', { name: 'Grace Hopper' }).getByRole('region', { name: 'Email' });
  await email.getByRole('button', { name: /COBOL manuals/ }).click();
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('Dear Grace,\n\nCould you send the manuals? Thanks');

  // Closed straight after typing, before any pause: still kept.
  email = await openEmail(page, 'Alan Turing');
  await email.getByRole('textbox', { name: 'Subject' }).fill('Enigma');
  await email.getByRole('button', { name: 'Close' }).click();
  await expect(email.getByRole('button', { name: /Enigma/ })).toContainText('Draft');
  await expect(email.getByRole('button', { name: /Enigma/ })).toHaveCount(1);
});

test('a note not yet appended and a task not yet added are still there after another contact or view', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Ada Lovelace' });
  await createContact(page, { name: 'Charles Babbage' });

  await contactOption(page, 'Ada Lovelace').click();
  let ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await ada.getByRole('textbox', { name: 'Text to append' }).fill('Wants the Bernoulli notes');
  await ada.getByRole('button', { name: 'Add task' }).click();
  await ada.getByRole('form', { name: 'New task for Ada Lovelace' }).getByRole('textbox', { name: 'Title' }).fill('Send the engine notes');

  // Another contact starts clean: nothing typed for Ada shows up there.
  await contactOption(page, 'Charles Babbage').click();
  const charles = page.getByRole('article', { name: 'Charles Babbage' });
  await expect(charles.getByRole('textbox', { name: 'Text to append' })).toHaveValue('');
  await expect(charles.getByRole('form', { name: /New task/ })).toHaveCount(0);

  await views(page, 'Tasks');
  await page.getByRole('button', { name: 'New task' }).first().click();
  await page.getByRole('form', { name: 'New task' }).getByRole('textbox', { name: 'Title' }).fill('Plan the difference engine demo');
  await views(page, 'Contacts');
  await contactOption(page, 'Ada Lovelace').click();

  ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(ada.getByRole('textbox', { name: 'Text to append' })).toHaveValue('Wants the Bernoulli notes');
  const task = ada.getByRole('form', { name: 'New task for Ada Lovelace' });
  await expect(task.getByRole('textbox', { name: 'Title' })).toHaveValue('Send the engine notes');
  await task.getByRole('button', { name: 'Add task' }).click();
  await expect(ada.getByRole('region', { name: /^Today|^Overdue|^Upcoming/ }).getByText('Send the engine notes')).toBeVisible();
  await ada.getByRole('button', { name: 'Append' }).click();
  await expect(ada.getByText('Wants the Bernoulli notes')).toBeVisible();
  await expect(ada.getByRole('textbox', { name: 'Text to append' })).toHaveValue('');

  await views(page, 'Tasks');
  await expect(page.getByRole('form', { name: 'New task' }).getByRole('textbox', { name: 'Title' })).toHaveValue('Plan the difference engine demo');
  await page.getByRole('form', { name: 'New task' }).getByRole('button', { name: 'Cancel' }).click();

  // Added, appended or cancelled: nothing comes back.
  await page.reload();
  await views(page, 'Tasks');
  await expect(page.getByRole('form', { name: 'New task' })).toHaveCount(0);
  await views(page, 'Contacts');
  await contactOption(page, 'Ada Lovelace').click();
  ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(ada.getByRole('textbox', { name: 'Text to append' })).toHaveValue('');
  await expect(ada.getByRole('form', { name: 'New task for Ada Lovelace' })).toHaveCount(0);
});
