// A card the user has open — an edit with unsaved typing — is folded by a sync into the contact
// the user made (its create answer was lost, and the service's contact, edited there meanwhile,
// was pulled as a second card). The window moves to the contact that remains, the typing comes
// with it, and Save keeps it there; nothing answers "no contact with id …".
import type { Page } from '@playwright/test';
import type { Fault, FaultProxy } from '../sync/helpers/fault-proxy';
import { connectApi } from './helpers/api';
import type { RunningBridge } from './helpers/bridge';
import { expect, testWithFaults as test } from './helpers/fixtures';
import { remoteContactByEmail, type TestService } from './helpers/service';
import { connectService, contactOption, openApp, search } from './helpers/ui';


/**
 * Connects the app through the fault proxy, makes "Robin Twice" whose create answer is lost, and
 * has another user change its address on the service, so that a pull stores a second card; the
 * create is settled (the second card folded in) only once `settle` is called.
 */
async function secondCardPulled(page: Page, bridge: RunningBridge, service: TestService, faults: FaultProxy) {
  await openApp(page, bridge.url);
  await connectService(page, { url: faults.url, token: service.token });
  // Until settled, settling the create fails (503): the second card stays.
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
  // The user opens the second card.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await search(page, 'Robin Twice');
  await contactOption(page, 'Robin Twice').filter({ hasText: 'robin.t@example.com' }).click();
  return {
    api,
    made,
    remoteId: there!.id as string,
    /** Lets the create be settled and syncs until the second card is folded into `made`. */
    async settle() {
      settling = true;
      await expect
        .poll(async () => {
          await api.call('sync.now', {});
          return (await api.call('contacts.list', { query: 'Robin Twice' })).items.map((c) => c.id);
        })
        .toEqual([made.id]);
    },
  };
}

test('an edit left open on a card folded into another stays open, on the contact that remains, and saves there', async ({ page, bridge, service, faults }) => {
  const { api, made, remoteId, settle } = await secondCardPulled(page, bridge, service, faults);
  await page.getByRole('article', { name: 'Robin Twice' }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Robin Twice' });
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Twice Ltd');

  await settle();

  await expect(contactOption(page, 'Robin Twice')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Twice Ltd');
  await expect(form.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('robin.t@example.com');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Robin Twice' })).toContainText('Twice Ltd');
  await expect(page.getByText(/This contact is not here any more/)).toHaveCount(0);
  expect(await api.call('contacts.get', { id: made.id })).toMatchObject({ company: 'Twice Ltd', emails: ['robin.t@example.com'] });
  await expect
    .poll(async () => {
      await api.call('sync.now', {});
      return (await service.request<{ company: string | null }>('GET', `/api/contacts/${remoteId}`)).body.company;
    })
    .toBe('Twice Ltd');
  api.close();
});

test('a task being typed on a card folded into another stays as typed and is added to the contact that remains', async ({ page, bridge, service, faults }) => {
  const { api, made, settle } = await secondCardPulled(page, bridge, service, faults);
  const detail = page.getByRole('article', { name: 'Robin Twice' });
  await detail.getByRole('button', { name: 'Add task' }).click();
  const form = page.getByRole('form', { name: 'New task for Robin Twice' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Call Robin about the order');

  await settle();

  await expect(contactOption(page, 'Robin Twice')).toHaveCount(1);
  await expect(detail).toContainText('robin.t@example.com');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Call Robin about the order');
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(detail.getByRole('region', { name: 'Tasks' })).toContainText('Call Robin about the order');
  await expect(page.getByText(/This contact is not here any more/)).toHaveCount(0);
  const tasks = await api.call('tasks.list', { bucket: 'upcoming', contactId: made.id });
  const today = await api.call('tasks.list', { bucket: 'today', contactId: made.id });
  expect([...tasks.items, ...today.items].map((t) => t.title)).toEqual(['Call Robin about the order']);
  api.close();
});
