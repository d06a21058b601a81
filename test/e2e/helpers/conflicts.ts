// A conflict made the way users meet one: a contact created here and synced, then changed here
// while the service is down and changed on the service meanwhile; the next sync finds both.
import { expect, type Page } from '@playwright/test';
import { remoteContactByEmail, type TestService } from './service';
import { connectService, contactOption, createContact, syncNow } from './ui';

/**
 * Grace Hopper, synced; then `mine` typed here (field label → value) while the service is down,
 * and `theirs` set on the service. Ends with the service back up, before the sync that finds it.
 */
export async function graceChangedOnBothSides(page: Page, service: TestService, mine: Record<string, string>, theirs: Record<string, string>): Promise<void> {
  await createContact(page, { name: 'Grace Hopper', email: 'grace@example.com' });
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'grace@example.com'))?.id).toBeTruthy();
  const id = (await remoteContactByEmail(service, 'grace@example.com'))!.id as string;

  await service.stop();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Grace Hopper').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  for (const [label, value] of Object.entries(mine)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await service.start();
  await service.request('PATCH', `/api/contacts/${id}`, theirs);
}
