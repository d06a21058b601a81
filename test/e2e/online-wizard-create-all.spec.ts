// "Create all" online: each card is confirmed on the contact service with its own token, as its
// own "Create contact" would; a card refused stops the run, and after the fix the rest follow.
// The service ends up with each contact once, and a sync adds no copy in the app.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { expectEachCreatedOnce } from './helpers/createdOnce';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

const people = [
  { name: 'Frances Allen', email: 'frances@ibm.example' },
  { name: 'Jean Sammet', email: 'jean@ibm.example' },
  { name: 'Barbara Liskov', email: 'barbara@mit.example' },
];
const vcf = people.map((p) => `BEGIN:VCARD\nVERSION:3.0\nFN:${p.name}\nEMAIL:${p.email}\nEND:VCARD\n`).join('');

test('online, Create all confirms every card on the service once, stopping at a refused one', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'team.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();

  const second = page.getByRole('form', { name: /Card 2 of 3/ });
  const email = second.getByRole('textbox', { name: 'Email address 1', exact: true });
  await email.fill('jean@');
  await page.getByRole('button', { name: 'Create all 3' }).click();
  await expect(email).toHaveAccessibleDescription('Not a valid email address');
  await expect(page.getByText('✓ Frances Allen was created.')).toBeVisible();
  await expect(page.getByRole('form', { name: /Card 3 of 3/ })).toBeVisible();

  await email.fill(people[1]!.email);
  await page.getByRole('button', { name: 'Create all 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 contacts created: Frances Allen, Jean Sammet, Barbara Liskov.' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await expectEachCreatedOnce(page, service, people, (p) => ({ name: p.name, creationSource: 'scan' }));
});
