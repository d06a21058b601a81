// A card the user has open — an edit with unsaved typing — is folded by a sync into the contact
// the user made (its create answer was lost, and the service's contact, edited there meanwhile,
// was pulled as a second card). The window moves to the contact that remains, the typing comes
// with it, and Save keeps it there; nothing answers "no contact with id …".
import { startFaultProxy, type Fault, type FaultProxy } from '../sync/helpers/fault-proxy';
import { connectApi } from './helpers/api';
import { expect, test as base } from './helpers/fixtures';
import { remoteContactByEmail, startService, type TestService } from './helpers/service';
import { connectService, contactOption, openApp, search } from './helpers/ui';

const test = base.extend<{ service: TestService; faults: FaultProxy }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, use) => {
    const service = await startService();
    await use(service);
    await service.dispose();
  },
  faults: async ({ service }, use) => {
    const faults = await startFaultProxy(service.url);
    await use(faults);
    await faults.close();
  },
});

test('an edit left open on a card folded into another stays open, on the contact that remains, and saves there', async ({ page, bridge, service, faults }) => {
  await openApp(page, bridge.url);
  await connectService(page, { url: faults.url, token: service.token });
  // The create's answer is lost; until the test lets it, settling it fails (503), so the card the
  // service holds, once edited there, comes back in a pull as a second card.
  let lost = 1;
  let settling = false;
  faults.setPlan(({ method, path }): Fault => {
    const creating = method === 'POST' && path === '/api/contacts';
    if (creating && lost-- > 0) return { kind: 'lost' };
    if (!settling && (creating || (method === 'GET' && path.includes('email=')))) return { kind: 'status', status: 503 };
    return { kind: 'pass' };
  });
  const api = await connectApi(bridge);
  const made = await api.call('contacts.create', { name: 'Robin Twice', emails: ['robin@example.com'] });
  await api.call('sync.now', {});
  const there = await remoteContactByEmail(service, 'robin@example.com');
  expect(there).not.toBeNull();
  expect((await service.request('PATCH', `/api/contacts/${there!.id}`, { emails: ['robin.t@example.com'] })).status).toBe(200); // another user
  await expect
    .poll(async () => {
      await api.call('sync.now', {});
      return (await api.call('contacts.list', { query: 'Robin Twice' })).total;
    })
    .toBe(2);

  // The user opens the second card and starts an edit, not saved yet.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await search(page, 'Robin Twice');
  await contactOption(page, 'Robin Twice').filter({ hasText: 'robin.t@example.com' }).click();
  await page.getByRole('article', { name: 'Robin Twice' }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Robin Twice' });
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Twice Ltd');

  // The create is settled: the second card is folded into the contact the user made.
  settling = true;
  await expect
    .poll(async () => {
      await api.call('sync.now', {});
      return (await api.call('contacts.list', { query: 'Robin Twice' })).items.map((c) => c.id);
    })
    .toEqual([made.id]);

  await expect(contactOption(page, 'Robin Twice')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Twice Ltd');
  await expect(form.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('robin.t@example.com');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Robin Twice' })).toContainText('Twice Ltd');
  await expect(page.getByText(/No contact with id/)).toHaveCount(0);
  expect(await api.call('contacts.get', { id: made.id })).toMatchObject({ company: 'Twice Ltd', emails: ['robin.t@example.com'] });
  await expect
    .poll(async () => {
      await api.call('sync.now', {});
      return (await service.request<{ company: string | null }>('GET', `/api/contacts/${there!.id}`)).body.company;
    })
    .toBe('Twice Ltd');
  api.close();
});
