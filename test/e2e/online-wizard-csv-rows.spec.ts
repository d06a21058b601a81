// Rows copied from a spreadsheet (tab-separated, with its header row) and pasted into the wizard
// with the contact service connected: the service reads one card per row, Create all confirms
// each card on the service with its own token, and a sync adds no copy in the app.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { expectEachCreatedOnce } from './helpers/createdOnce';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

const people = [
  { name: 'Frances Allen', email: 'frances@ibm.example', company: 'IBM Research', position: 'Research Fellow', phone: '+1 914 555 0101' },
  { name: 'Jean Sammet', email: 'jean@ibm.example', company: 'IBM', position: 'Programming Manager', phone: '+1 914 555 0102' },
  { name: 'Barbara Liskov', email: 'barbara@mit.example', company: 'MIT', position: 'Professor', phone: '+1 617 555 0103' },
];
const rows = [
  'Name\tEmail\tCompany\tJob Title\tPhone',
  ...people.map((p) => [p.name, p.email, p.company, p.position, p.phone].join('\t')),
].join('\n');

test('online, pasted spreadsheet rows are one card each on the service, and Create all confirms them all once', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill(rows);
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review 3 contacts found' })).toBeVisible();
  const second = page.getByRole('form', { name: /Card 2 of 3/ });
  await expect(second.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Jean Sammet');
  await expect(second.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Programming Manager');

  await page.getByRole('button', { name: 'Create all 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: `3 contacts created: ${people.map((p) => p.name).join(', ')}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await expectEachCreatedOnce(page, service, people, (p) => ({ name: p.name, company: p.company, position: p.position, phone: p.phone, creationSource: 'scan' }));
});
