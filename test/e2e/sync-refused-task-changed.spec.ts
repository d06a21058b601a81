// A new task whose answer was lost, refused here once the access token changed (the app cannot
// look for it on the service any more), and then renamed by the user. Sync → "Changes not
// accepted" shows what was sent and says the task changed since; Edit starts from the task as
// it is now, so "Save and send again" keeps the new title instead of putting the old one back.
import { createToken } from '../../server/index';
import type { Fault } from '../sync/helpers/fault-proxy';
import { connectApi } from './helpers/api';
import { expect, testWithFaults as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, openApp, syncNow } from './helpers/ui';


test('correcting a task refused as unsure starts from the task as it is now', async ({ page, bridge, service, faults }) => {
  await openApp(page, bridge.url);
  await connectService(page, { url: faults.url, token: service.token });
  const api = await connectApi(bridge);
  const una = await api.call('contacts.create', { name: 'Una Unsure', emails: ['una@example.com'] });
  await expect.poll(async () => (await api.call('sync.now', {}), await remoteContactByEmail(service, 'una@example.com'))).not.toBeNull();

  // The service makes the task; its answer never arrives. Then the token changes.
  faults.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/tasks') ? { kind: 'lost' } : { kind: 'pass' }));
  const task = await api.call('tasks.create', { contactId: una.id, title: 'Send the proposal', dueDate: '2031-05-01T09:00:00Z' });
  await api.call('sync.now', {});
  faults.setPlan(() => ({ kind: 'pass' }));
  await api.call('settings.setToken', { token: await createToken(service.dataDir, 'rotated') });
  await expect.poll(async () => (await api.call('sync.now', {}), (await api.call('sync.status', {})).rejected)).toBe(1);
  await api.call('tasks.update', { id: task.id, title: 'Send the revised proposal', type: null, description: null });
  api.close();

  await syncNow(page);
  const refused = page.getByRole('region', { name: /Changes not accepted/ });
  const card = refused.getByRole('listitem').filter({ hasText: 'Una Unsure' });
  await expect(card.getByText('Send the proposal', { exact: true })).toBeVisible(); // what was sent
  await expect(card.getByRole('note').filter({ hasText: /Changed here since it was sent/ })).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const title = card.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Send the revised proposal');
  await expect(title).toBeFocused();
  await card.getByRole('button', { name: 'Save and send again' }).click();
  await expect(card).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await expect(page.getByText('Send the revised proposal').first()).toBeVisible();
  await expect(page.getByText('Send the proposal', { exact: true })).toHaveCount(0);
});
