// After the wizard's Create all with the service connected: each person is on the service once,
// as expected, and a sync brings no copy of anyone into the app.
import { expect, type Page } from '@playwright/test';
import { remoteContactByEmail, type TestService } from './service';
import { contactOption, syncNow } from './ui';

export async function expectEachCreatedOnce<P extends { name: string; email: string }>(page: Page, service: TestService, people: P[], asCreated: (person: P) => Record<string, unknown>) {
  for (const p of people) {
    expect(await remoteContactByEmail(service, p.email)).toMatchObject(asCreated(p));
    const { body } = await service.request<{ 'hydra:member': unknown[] }>('GET', `/api/contacts?email=${encodeURIComponent(p.email)}`);
    expect(body['hydra:member']).toHaveLength(1);
  }
  await syncNow(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await expect(page.getByRole('listbox', { name: 'Contacts' }).getByRole('option')).toHaveCount(people.length);
  for (const p of people) await expect(contactOption(page, p.name)).toHaveCount(1);
}
