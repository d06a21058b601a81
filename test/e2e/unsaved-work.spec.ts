// Nothing typed is lost by going elsewhere: a contact edit left for another contact or another
// view comes back as it was; an email being written is kept as a draft as it is typed, and when
// the editor closes; and an edit never sends back what a sync changed while the form was open.
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
