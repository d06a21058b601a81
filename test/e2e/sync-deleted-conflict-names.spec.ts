// A contact deleted on the service while it holds a task not done here is a conflict with its own
// buttons, "Keep my contact" and "Delete it here too". Their accessible names start with those
// words, so that saying what is shown (voice control) presses them, and a screen reader hears what
// it sees.
import { connectApi } from './helpers/api';
import { expect, testWithService as test } from './helpers/fixtures';
import { openSyncedContact } from './helpers/service';
import { deleteContact } from '../../server/admin';

test('the buttons of a contact deleted on the service are named by the words they show', async ({ page, bridge, service }) => {
  const remoteId = await openSyncedContact(page, bridge.url, service, { name: 'Grace Hopper', email: 'grace@example.com' });
  const api = await connectApi(bridge);
  const [local] = (await api.call('contacts.list', { limit: 1 })).items;
  await api.call('tasks.create', { contactId: local!.id, title: 'Call', dueDate: new Date(Date.now() + 86400e3).toISOString() });
  expect(await deleteContact(service.dataDir, remoteId)).toBe(true);
  await api.call('sync.now', {});
  api.close();

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: /^Sync/ }).click();
  const conflicts = page.getByRole('region', { name: /^Conflicts/ });
  await expect(conflicts.getByText('Deleted on the service', { exact: true })).toBeVisible();
  await expect(conflicts.getByRole('button', { name: 'Keep my contact: Grace Hopper', exact: true })).toBeVisible();
  await expect(conflicts.getByRole('button', { name: 'Delete it here too: Grace Hopper', exact: true })).toBeVisible();
});
