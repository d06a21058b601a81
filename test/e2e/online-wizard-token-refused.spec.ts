// A card the service read, created after the service stopped taking the token: the contact is
// kept on this computer, the review says so and what gets it to the service, and once the right
// token is saved it reaches the service, once.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

test('Create contact with a refused token keeps the contact here, says it waits for a new token, and sends it once one is saved', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Margaret Hamilton\nDirector of Software Engineering\nApollo Systems Inc.\nmargaret@apollo.example');
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();

  // The token is replaced by one the service does not know while the card waits.
  await connectService(page, { url: service.url, token: 'revoked-token' });
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('button', { name: 'From text…' }).click();
  await page.getByRole('form', { name: /Margaret Hamilton/ }).getByRole('button', { name: 'Create contact' }).click();

  await expect(page.getByText('✓ Margaret Hamilton was created on this computer; it waits for a new token to reach the service.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'contact created: Margaret Hamilton' })).toContainText(
    'The service refused the token: the contact created is kept on this computer and goes to the service once a new token is saved in Settings.',
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Margaret Hamilton' })).toContainText('Apollo Systems Inc.');
  expect(await remoteContactByEmail(service, 'margaret@apollo.example')).toBeNull();

  await connectService(page, service);
  await syncNow(page);
  expect(await remoteContactByEmail(service, 'margaret@apollo.example')).toMatchObject({ name: 'Margaret Hamilton', company: 'Apollo Systems Inc.' });
  const { body } = await service.request<{ 'hydra:totalItems': number }>('GET', '/api/contacts');
  expect(body['hydra:totalItems']).toBe(1);
});
