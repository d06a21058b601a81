// A service built to the letter of the interface shows a contact's first email address and phone
// number only (the lists are input-only there). A teammate's contact with two addresses shows
// here with one, and a list saved from the edit form replaces both on the service: the form
// says so under a list the user changed. Against the reference service, which shows the lists,
// it says nothing.
import type { Page } from '@playwright/test';
import { stripLists } from '../sync/helpers/strip-lists';
import { expect, testWithFaults as test } from './helpers/fixtures';
import type { TestService } from './helpers/service';
import { connectService, contactOption, openApp, syncNow } from './helpers/ui';

const WARNING = /Your service shows Rolodeck only the first email address of a contact: saving this list replaces every email address it holds for Pat Two-Addresses, also ones not shown here\./;

/** A teammate's contact with two addresses, pulled through `url`, opened for editing with one address added. */
async function editTeammateContact(page: Page, bridgeUrl: string, service: TestService, url: string) {
  const made = await service.request('POST', '/api/contacts', { name: 'Pat Two-Addresses', emails: ['pat@example.com', 'pat.home@example.com'], phones: ['+1 202 555 0199'] });
  expect(made.status).toBe(201);
  await openApp(page, bridgeUrl);
  await connectService(page, { url, token: service.token });
  await syncNow(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Pat Two-Addresses').click();
  await page.getByRole('article', { name: 'Pat Two-Addresses' }).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Pat Two-Addresses' });
  const emails = form.getByRole('group', { name: 'Email addresses' });
  await expect(emails.getByRole('textbox')).toHaveCount(url === service.url ? 2 : 1);
  await expect(form.getByText(WARNING)).toHaveCount(0); // nothing changed yet
  await emails.getByRole('button', { name: 'Add email address' }).click();
  await emails.getByRole('textbox').last().fill('pat.work@example.com');
  return { form, emails };
}

test('a list changed for a service that hides the lists says saving replaces the addresses it holds', async ({ page, bridge, service, faults }) => {
  faults.setPlan(({ path }) => (path.startsWith('/api/contacts') ? { kind: 'rewrite', fn: stripLists } : { kind: 'pass' }));
  const { form, emails } = await editTeammateContact(page, bridge.url, service, faults.url);

  await expect(emails.getByText(WARNING)).toBeVisible();
  await expect(emails).toHaveAccessibleDescription(WARNING);
  await expect(form.getByRole('group', { name: 'Phone numbers' }).getByText(/Your service shows Rolodeck only/)).toHaveCount(0);
  // Taken back: nothing is replaced, nothing said.
  await emails.getByRole('button', { name: 'Remove email address 2' }).click();
  await expect(form.getByText(WARNING)).toHaveCount(0);
});

test('a list changed for a service that shows the lists says nothing more', async ({ page, bridge, service }) => {
  const { emails } = await editTeammateContact(page, bridge.url, service, service.url);
  await expect(emails.getByRole('textbox').last()).toHaveValue('pat.work@example.com');
  await expect(page.getByText(/Your service shows Rolodeck only/)).toHaveCount(0);
});
