// A contact without an email address: the editor says so, the address typed in To is the one
// the service drafts for, and asking for a draft with no address at all is answered next to To.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { connectService, createContact, openApp, openEmail, syncNow } from './helpers/ui';

test('an email to a contact without an address is drafted for the address typed in To', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Alan Turing', company: 'Bletchley' });
  await connectService(page, service);
  await syncNow(page);

  const email = await openEmail(page, 'Alan Turing');
  await expect(email.getByText('Alan Turing has no email address yet: type one, or add it to the contact.')).toBeVisible();
  await email.getByRole('textbox', { name: 'What should the email say?' }).fill('Thank him for the tour');
  await email.getByRole('button', { name: 'Draft it' }).click();
  await expect(email.getByText('Type the recipient’s address first')).toBeVisible();
  await expect(email.getByRole('textbox', { name: 'What should the email say?' })).toHaveValue('Thank him for the tour');

  await email.getByRole('textbox', { name: 'To' }).fill('alan@bletchley.example');
  await email.getByRole('button', { name: 'Draft it' }).click();
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue(/Thank him for the tour/);
  await expect(email.getByRole('textbox', { name: 'To' })).toHaveValue('alan@bletchley.example');
  await expect(email.getByText('Type the recipient’s address first')).toBeHidden();
});
