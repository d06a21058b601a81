// Drafting from the keyboard: Enter in the instruction asks the service, as "Draft it" and
// "Refine" do, and a repeated Enter does not ask twice.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { emailToSyncedContact } from './helpers/ui';

test('Enter in the instruction drafts the email, then refines it; pressed twice, it asks once', async ({ page, bridge, service }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  const ask = email.getByRole('textbox', { name: 'What should the email say?' });
  await ask.fill('Thank her for the meeting');
  await ask.press('Enter');
  await page.keyboard.press('Enter'); // again, at once
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue(/Thank her for the meeting/);

  const change = email.getByRole('textbox', { name: 'How should it change?' });
  await change.fill('subject: Tuesday');
  await change.press('Enter');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('Tuesday');
  await expect(change).toBeFocused();
  await expect(email.getByText(/^Drafted/)).toHaveCount(1);
  await expect(email.getByText(/^Refined/)).toHaveCount(1);
  await expect(email.getByRole('list', { name: 'Emails to Ada Lovelace' }).getByRole('listitem')).toHaveCount(1);
});
