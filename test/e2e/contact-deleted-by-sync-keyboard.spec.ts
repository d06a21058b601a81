// A teammate deletes the chosen contact on the service and a sync brings the deletion here. With
// the keyboard in the list, ↓ goes on from where that contact stood (to the one that took its
// place), not from the top. With the keyboard in the contact's pane (its Edit button), the pane's
// message that the contact could not be opened takes the keyboard, not the page body.
import { connectApi, seedContacts } from './helpers/api';
import { expect, testWithService as test } from './helpers/fixtures';
import { openSyncedContact, remoteContactByEmail } from './helpers/service';
import { connectService, contactOption, openApp, syncNow } from './helpers/ui';
import { deleteContact } from '../../server/admin';

test('↓ after the chosen contact was deleted by a sync goes to the contact that took its place', async ({ page, bridge, service }) => {
  const names = ['Person 0', 'Person 1', 'Person 2', 'Person 3', 'Person 4'];
  await seedContacts(bridge, names.map((name, i) => ({ name, emails: [`p${i}@example.com`] })));
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'p4@example.com'))?.id).toBeTruthy();
  const remote2 = (await remoteContactByEmail(service, 'p2@example.com'))!.id as string;
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Person 2').click();
  const list = page.getByRole('listbox', { name: 'Contacts' });
  await expect(list).toBeFocused();

  expect(await deleteContact(service.dataDir, remote2)).toBe(true);
  const api = await connectApi(bridge);
  await api.call('sync.now', {});
  api.close();
  await expect(contactOption(page, 'Person 2')).toHaveCount(0);
  await expect(list).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(contactOption(page, 'Person 3')).toHaveAttribute('aria-selected', 'true');
  await expect(list).toHaveAttribute('aria-activedescendant', (await contactOption(page, 'Person 3').getAttribute('id'))!);
});

test('the keyboard on the pane of a contact deleted by a sync goes to the message that it could not be opened', async ({ page, bridge, service }) => {
  const remoteId = await openSyncedContact(page, bridge.url, service, { name: 'Mary Jackson', email: 'mary@example.com' });
  const edit = page.getByRole('article', { name: 'Mary Jackson' }).getByRole('button', { name: 'Edit', exact: true });
  await edit.focus();

  expect(await deleteContact(service.dataDir, remoteId)).toBe(true);
  const api = await connectApi(bridge);
  await api.call('sync.now', {});
  api.close();
  await expect(page.getByRole('status').filter({ hasText: 'This contact could not be opened' })).toBeFocused();
});
