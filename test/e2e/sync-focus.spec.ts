// The Sync view from the keyboard: Sync now keeps the keyboard through the sync, and deciding a
// conflict hands it to the next conflict (the last one decided, to the panel's heading) instead
// of dropping it on the page body.
import { expect } from '@playwright/test';
import { testWithService as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, contactOption, createContact, openApp, syncNow } from './helpers/ui';

test('Keep mine and Take theirs move the keyboard to the next conflict, then to the heading', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'grace@example.com'))?.id).toBeTruthy();
  const id = (await remoteContactByEmail(service, 'grace@example.com'))!.id as string;

  // Both sides change the company and the position: two conflicts.
  await service.stop();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Grace Hopper').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('US Navy');
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Rear Admiral');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await service.start();
  await service.request('PATCH', `/api/contacts/${id}`, { company: 'Harvard', position: 'Professor' });
  await syncNow(page);
  const panel = page.getByRole('region', { name: /^Conflicts/ });
  const keepMine = panel.getByRole('button', { name: /^Keep mine for/ });
  await expect(keepMine).toHaveCount(2);
  const [, second] = await keepMine.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

  await keepMine.first().focus();
  await page.keyboard.press('Enter');
  await expect(keepMine).toHaveCount(1);
  await expect(panel.getByRole('button', { name: second })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: /^Take theirs for/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByText('No conflicts.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Conflicts/ })).toBeFocused();
});

test('Sync now keeps the keyboard during and after the sync', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  const button = page.getByRole('button', { name: /^(Sync now|Syncing…)$/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeFocused();
});
