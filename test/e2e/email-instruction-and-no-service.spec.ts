// What the instruction box holds, and where the keyboard starts, in the email composer.
// - An instruction typed and not used belongs to its email: sending that email by hand lets it
//   go. It used to stay and fill the next new email, where typing the request again doubled it
//   ("Thank them for the chatThank them for the chat" went to the service).
// - An email that cannot be drafted (offline) starts where the user can act: To, not the
//   instruction with "Draft it" disabled.
// - With no service set up, the composer says so, and that a sent email goes out once a service
//   is connected — not "when the service is reachable".
import { expect, testWithService as test } from './helpers/fixtures';
import { createContact, emailToSyncedContact, openApp, openEmail, statusBar, syncNow } from './helpers/ui';

test('an instruction not used goes with the email sent by hand; the next email starts empty', async ({ page, bridge, service }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await email.getByRole('textbox', { name: 'What should the email say?' }).fill('Thank them for the chat');
  await email.getByRole('textbox', { name: 'Subject' }).fill('Our chat');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Ada,\n\nThanks for the chat.');
  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await email.getByRole('button', { name: 'Close' }).click();

  // A new email: the box is empty and has the keyboard; the request typed there is the one sent.
  await email.getByRole('button', { name: 'Write an email' }).click();
  const ask = email.getByRole('textbox', { name: 'What should the email say?' });
  await expect(ask).toBeFocused();
  await expect(ask).toHaveValue('');
  await page.keyboard.type('Thank them for the chat');
  await page.keyboard.press('Enter');
  await expect(email.getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
  await expect(email.getByText(/Drafted\s*— “Thank them for the chat”/)).toBeVisible();

  // An instruction typed over one draft does not fill another email either.
  await email.getByRole('textbox', { name: 'How should it change?' }).fill('Shorter');
  await email.getByRole('button', { name: 'Close' }).click();
  await email.getByRole('button', { name: 'Write an email' }).click();
  await expect(email.getByRole('textbox', { name: 'What should the email say?' })).toHaveValue('');
  await email.getByRole('button', { name: 'Close' }).click();
  // …and is still there when that draft is opened again, as before.
  await email.getByRole('list', { name: 'Emails to Ada Lovelace' }).getByRole('button', { name: /Draft/ }).click();
  await expect(email.getByRole('textbox', { name: 'How should it change?' })).toHaveValue('Shorter');
});

test('offline, a new email starts in To, not in the instruction that needs the service', async ({ page, bridge, service }) => {
  await emailToSyncedContact(page, bridge.url, service, { name: 'Grace Hopper', email: 'grace@example.com' });
  await page.getByRole('button', { name: 'Close' }).click();
  await service.stop();
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Offline');

  const email = await openEmail(page, 'Grace Hopper');
  await expect(email.getByRole('button', { name: 'Draft it' })).toBeDisabled();
  await expect(email.getByRole('combobox', { name: 'To' })).toBeFocused();
});

test('with no service set up, the composer says a sent email goes out once a service is connected', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });
  const email = await openEmail(page, 'Alan Turing');
  await expect(email).toContainText('No contact service is set up');
  await expect(email).toContainText(/once a service is connected in Settings/);
  await expect(email).not.toContainText(/reachable|offline/i);
  await expect(email.getByRole('combobox', { name: 'To' })).toBeFocused();

  await email.getByRole('textbox', { name: 'Subject' }).fill('Bombe');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Alan,\n\nAbout the bombe.');
  await email.getByRole('button', { name: 'Send once connected' }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
});
