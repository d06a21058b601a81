// A field the user empties on a card the contact service read stays empty: the card's Create
// contact sends it as emptied, so the service does not keep what it read from the text there.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

test('company, website and phone emptied on a card read by the service are not saved, here or on the service', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Grace Hopper\nRear Admiral, US Navy\ngrace@navy.example\n+1 202 555 0100\nwww.navy.example');
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();
  const card = page.getByRole('form', { name: /Grace Hopper/ });
  const company = card.getByRole('textbox', { name: 'Company', exact: true });
  const website = card.getByRole('textbox', { name: 'Website', exact: true });
  await expect(company).toHaveValue('Rear Admiral');
  await expect(website).toHaveValue(/navy\.example/);
  await expect(card.getByRole('textbox', { name: 'Phone number 1', exact: true })).toHaveValue(/555 0100/);

  await company.fill('');
  await website.fill('');
  await card.getByRole('button', { name: 'Remove phone number 1' }).click();
  await card.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Grace Hopper was created.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(detail.getByRole('link', { name: 'grace@navy.example' })).toBeVisible();
  await expect(detail.getByText('No position or company yet')).toBeVisible();
  await expect(detail.getByText(/Rear Admiral/)).toHaveCount(0);
  await expect(detail.getByText(/555 0100/)).toHaveCount(0);
  await expect(detail.getByRole('link', { name: /navy\.example/ }).filter({ hasNotText: '@' })).toHaveCount(0);

  const { body } = await service.request<{ 'hydra:member': { id: string; name: string }[] }>('GET', '/api/contacts');
  const made = body['hydra:member'].filter((c) => c.name === 'Grace Hopper');
  expect(made).toHaveLength(1);
  const { body: there } = await service.request('GET', `/api/contacts/${made[0]!.id}`);
  expect(there).toMatchObject({ company: null, website: null, phones: [], emails: ['grace@navy.example'] });
});
