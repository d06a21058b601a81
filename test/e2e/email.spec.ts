// Email to a contact: drafted by the service from an instruction, refined with the history in
// view, edited by hand, sent. Offline: written by hand and queued until the service is back.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { expectNoSeriousA11yViolations, saveScreenshot } from './helpers/screenshots';
import { connectService, createContact, emailToSyncedContact, openApp, openEmail, statusBar, syncNow } from './helpers/ui';

test('an email is drafted from an instruction, refined, edited by hand and sent', async ({ page, bridge, service }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await email.getByRole('textbox', { name: 'What should the email say?' }).fill('Thank her for the meeting and propose a call next week');
  await email.getByRole('button', { name: 'Draft it' }).click();
  await expect(email.getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
  await expect(email.getByRole('textbox', { name: 'To' })).toHaveValue('ada@example.com');
  await expect(email.getByText(/Drafted\s*— “Thank her for the meeting/)).toBeVisible();

  await email.getByRole('textbox', { name: 'How should it change?' }).fill('subject: Our call next week');
  await email.getByRole('button', { name: 'Refine' }).click();
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Our call next week');
  await expect(email.getByText(/Refined\s*— “subject: Our call next week”/)).toBeVisible();

  const body = email.getByRole('textbox', { name: 'Message' });
  await body.fill(`${await body.inputValue()}\n\nP.S. Bring the notes on the engine.`);
  await email.getByRole('button', { name: 'Save draft' }).click();
  await expect(email.getByText('Edited by hand')).toBeVisible();
  await email.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'email-composer');
  await expectNoSeriousA11yViolations(page);

  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await syncNow(page);
  const again = await openEmail(page, 'Ada Lovelace');
  await expect(again.getByRole('button', { name: /Our call next week/ })).toContainText('Sent');
});

test('offline, an email written by hand waits and goes out when the service is back', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await connectService(page, service);
  await syncNow(page);
  await service.stop();
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Offline');

  const email = await openEmail(page, 'Grace Hopper');
  await expect(email.getByText(/Offline: you can write and edit emails by hand/)).toBeVisible();
  await expect(email.getByRole('button', { name: 'Draft it' })).toBeDisabled();
  await email.getByRole('textbox', { name: 'Subject' }).fill('COBOL manuals');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Grace,\n\nCould you send the manuals?\n\nThanks');
  await email.getByRole('button', { name: 'Send when online' }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await expect(statusBar(page)).toContainText('waiting to sync');

  await service.start();
  await syncNow(page);
  const again = await openEmail(page, 'Grace Hopper');
  await expect(again.getByRole('button', { name: /COBOL manuals/ })).toContainText('Sent');
});
