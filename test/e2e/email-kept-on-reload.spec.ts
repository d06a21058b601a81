// An email is kept in the store after a pause in typing; what is typed and the window reloaded
// (or closed) before that pause is not lost: the email opens again with it when its contact is
// shown, and is kept from there. Once kept, it does not open by itself again.
import { expect, type Page } from '@playwright/test';
import { test } from './helpers/fixtures';
import { contactOption, createContact, openApp, openEmail } from './helpers/ui';

const emailOf = (page: Page, name: string) => page.getByRole('article', { name }).getByRole('region', { name: 'Email' });

test('a new email typed straight before a reload comes back, and is kept from there', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });

  const email = await openEmail(page, 'Grace Hopper');
  await email.getByRole('textbox', { name: 'Subject' }).fill('COBOL manuals');
  await email.getByRole('textbox', { name: 'Message' }).fill('Could you send the manuals?');
  await page.reload(); // at once: before the pause that keeps it

  await contactOption(page, 'Grace Hopper').click();
  const back = emailOf(page, 'Grace Hopper');
  await expect(back.getByRole('textbox', { name: 'Subject' })).toHaveValue('COBOL manuals');
  await expect(back.getByRole('textbox', { name: 'Message' })).toHaveValue('Could you send the manuals?');
  await expect(back.getByText('What you typed before Rolodeck closed is back.')).toBeVisible();
  await expect(back.getByText('Kept as a draft.')).toBeVisible();

  await page.reload();
  await contactOption(page, 'Grace Hopper').click();
  const listed = emailOf(page, 'Grace Hopper');
  await expect(listed.getByRole('button', { name: /COBOL manuals/ })).toHaveCount(1);
  await expect(listed.getByRole('button', { name: 'Write an email' })).toBeVisible(); // no editor opened by itself
});

test('words added to a kept email straight before a reload come back when its contact is shown', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });
  await createContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });

  const email = await openEmail(page, 'Alan Turing');
  await email.getByRole('textbox', { name: 'Subject' }).fill('Enigma');
  await email.getByRole('textbox', { name: 'Message' }).fill('The rotor notes');
  await expect(email.getByText('Kept as a draft.')).toBeVisible();
  await email.getByRole('textbox', { name: 'Message' }).press('End');
  await email.getByRole('textbox', { name: 'Message' }).pressSequentially(', attached.');
  await page.reload();

  // Another contact has no email of its own to reopen.
  await contactOption(page, 'Ada Lovelace').click();
  await expect(emailOf(page, 'Ada Lovelace').getByRole('button', { name: 'Write an email' })).toBeVisible();

  await contactOption(page, 'Alan Turing').click();
  const back = emailOf(page, 'Alan Turing');
  await expect(back.getByRole('textbox', { name: 'Message' })).toHaveValue('The rotor notes, attached.');
  await expect(back.getByText('Kept as a draft.')).toBeVisible();
  await expect(back.getByRole('list', { name: 'Emails to Alan Turing' }).getByRole('listitem')).toHaveCount(1);
});
