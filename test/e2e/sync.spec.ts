// With the reference contact service: connecting (token, test connection), contacts arriving
// both ways, an outage during which changes queue up and then arrive, and a conflict decided
// field by field.
import { testWithRefusingService as refusing, testWithService as test } from './helpers/fixtures';
import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './helpers/screenshots';
import { setServiceFields } from '../../server/index';
import { graceChangedOnBothSides } from './helpers/conflicts';
import { openSyncedContact, remoteContactByEmail } from './helpers/service';
import { connectService, contactOption, createContact, moveWithMenu, openApp, search, statusBar, syncNow } from './helpers/ui';

test('a token is tested and saved, then contacts travel both ways', async ({ page, bridge, service }) => {
  await service.request('POST', '/api/contacts', { name: 'Remote Rita', emails: ['rita@example.com'], company: 'Service Co' });
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Local Larry', email: 'larry@example.com' });

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Service address' }).fill(service.url);
  await page.getByLabel('Access token').fill('wrong-token');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection failed.' })).toBeVisible();

  await page.getByLabel('Access token').fill(service.token);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection works.' })).toBeVisible();
  await connectService(page, service);
  await expect(page.getByText('A token is saved.')).toBeVisible();

  await syncNow(page);
  await expect(statusBar(page)).toContainText('Online');
  await expect(statusBar(page)).toContainText('Last synced');

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await expect(contactOption(page, 'Remote Rita')).toBeVisible();
  await expect.poll(async () => (await remoteContactByEmail(service, 'larry@example.com'))?.name).toBe('Local Larry');
});

test('status and tags set on the service show on the contact, read-only', async ({ page, bridge, service }) => {
  const { body } = await service.request<{ id: string }>('POST', '/api/contacts', { name: 'Katherine Johnson', emails: ['katherine@example.com'] });
  await setServiceFields(service.dataDir, body.id, { status: 'qualified', tags: ['nasa', 'orbital'] });
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Katherine Johnson').click();
  const detail = page.getByRole('article', { name: 'Katherine Johnson' });
  await expect(detail.getByText('Qualified').first()).toBeVisible();
  await expect(detail.getByText('nasa', { exact: true })).toBeVisible();
  await expect(detail.getByText('orbital', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Katherine Johnson' });
  await expect(form.getByRole('textbox', { name: /status|tags/i })).toHaveCount(0);
});

test('changes made while the service is down wait, and arrive when it is back', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'ada@example.com'))?.name).toBe('Ada Lovelace');

  await service.stop();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await search(page, 'ada');
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByText('Not yet synced')).toBeVisible();

  await syncNow(page);
  await expect(statusBar(page)).toContainText('Offline');
  await expect(statusBar(page)).toContainText('1 change waiting to sync');

  await service.start();
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Online');
  await expect(statusBar(page)).not.toContainText('waiting to sync');
  await expect.poll(async () => (await remoteContactByEmail(service, 'ada@example.com'))?.company).toBe('Analytical Engines');
});

test('a field changed on both sides is a conflict the user decides, field by field', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  // Both sides change the company; only the service changes the position.
  await graceChangedOnBothSides(page, service, { Company: 'US Navy' }, { company: 'Harvard', position: 'Professor' });

  await syncNow(page);
  await expect(page.getByRole('heading', { name: /Conflicts/ })).toContainText('1');
  const conflict = page.getByRole('listitem').filter({ hasText: 'Company' });
  await expect(conflict.getByText('US Navy')).toBeVisible();
  await expect(conflict.getByText('Harvard')).toBeVisible();
  await saveScreenshot(page, 'sync-conflict');
  await expectNoSeriousA11yViolations(page);
  await conflict.getByRole('button', { name: 'Keep mine for Company of Grace Hopper' }).click();
  await expect(page.getByText('No conflicts.')).toBeVisible();

  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'grace@example.com'))?.company).toBe('US Navy');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(detail.getByText('Professor at US Navy')).toBeVisible();
});

test.describe('with a service whose pipeline differs from the app’s', () => {
  refusing('changes the service refuses are explained in plain words, then corrected or discarded', async ({ page, bridge, service }) => {
    await openApp(page, bridge.url);
    await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });
    await createContact(page, { name: 'Joan Clarke', email: 'joan@example.com' });
    // Moved on the app's own pipeline before the service was set up: "Contacted" is not on this
    // service. (Once connected, the board has only the service's stages and the ones in use.)
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
    for (const name of ['Alan Turing', 'Joan Clarke']) {
      await moveWithMenu(page.getByRole('region', { name: 'Not in pipeline' }), name, 'Contacted');
      await expect(page.getByRole('region', { name: 'Contacted', exact: true }).getByRole('listitem', { name })).toBeVisible();
    }
    await connectService(page, service);
    await syncNow(page);
    await expect.poll(async () => (await remoteContactByEmail(service, 'joan@example.com'))?.name).toBe('Joan Clarke');

    const refused = page.getByRole('region', { name: /Changes not accepted/ });
    await expect(refused.getByRole('heading')).toContainText('2');
    await expect(refused.getByText(/The service refused this change: .*Contacted/).first()).toBeVisible();
    await expect(statusBar(page)).toContainText('2 items need your attention');
    await saveScreenshot(page, 'sync-rejected');
    await expectNoSeriousA11yViolations(page);

    // Correct one: send it to a state the service knows.
    const alan = refused.getByRole('listitem').filter({ hasText: 'Alan Turing' });
    await expect(alan.getByText('Contacted', { exact: true })).toBeVisible();
    await alan.getByRole('button', { name: 'Edit' }).click();
    await alan.getByLabel('Pipeline state').selectOption({ label: 'Won' });
    // Another view meanwhile (to look something up): the correction is there on return.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
    await expect(refused).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
    await expect(alan.getByLabel('Pipeline state').locator('option:checked')).toHaveText('Won');
    await alan.getByRole('button', { name: 'Save and send again' }).click();
    await syncNow(page);
    await expect(refused.getByRole('listitem').filter({ hasText: 'Alan Turing' })).toHaveCount(0);
    await expect.poll(async () => ((await remoteContactByEmail(service, 'alan@example.com'))?.pipelineState as { name?: string } | null)?.name).toBe('Won');

    // Discard the other: the app goes back to what the service has.
    const joan = refused.getByRole('listitem').filter({ hasText: 'Joan Clarke' });
    await joan.getByRole('button', { name: 'Discard…' }).click();
    await expect(joan.getByRole('alert')).toContainText('Your local values go back to what the service has.');
    await joan.getByRole('button', { name: 'Discard change' }).click();
    await expect(refused.getByText('Every change was accepted.')).toBeVisible();
    await expect(statusBar(page)).not.toContainText('needs your attention');

    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
    await expect(page.getByRole('region', { name: 'Not in pipeline' }).getByRole('listitem', { name: 'Joan Clarke' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Won', exact: true }).getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
    // Nothing is in "Contacted" any more: the next sync takes the column the service lacks away.
    await syncNow(page);
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
    await expect(page.getByRole('region', { name: 'Contacted', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'New lead', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Negotiation', exact: true })).toHaveCount(0); // the app's own, never used
  });
});

test('an edit open while a sync brings a teammate’s change sends only what the user changed', async ({ page, bridge, service }) => {
  const id = await openSyncedContact(page, bridge.url, service, { name: 'Katherine Johnson', email: 'katherine@example.com', company: 'NACA' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Mathematician');
  // Meanwhile a teammate renames the company, and a sync brings it in.
  await service.request('PATCH', `/api/contacts/${id}`, { company: 'NASA' });
  await syncNow(page);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  const form = page.getByRole('form', { name: 'Edit Katherine Johnson' });
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Mathematician');
  await expect(form.getByText('This contact changed elsewhere while you were editing.')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Katherine Johnson' }).getByText('Mathematician at NASA')).toBeVisible();

  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'katherine@example.com'))?.position).toBe('Mathematician');
  expect((await remoteContactByEmail(service, 'katherine@example.com'))?.company).toBe('NASA');
  await expect(page.getByText('No conflicts.')).toBeVisible();
});

test('a number added in an open edit and another added by a teammate meanwhile are both kept', async ({ page, bridge, service }) => {
  const id = await openSyncedContact(page, bridge.url, service, { name: 'Dorothy Vaughan', email: 'dorothy@example.com' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Dorothy Vaughan' });
  await form.getByRole('button', { name: 'Add phone number' }).click();
  await form.getByRole('textbox', { name: 'Phone number 1', exact: true }).fill('+1 757 555 0101');
  // Meanwhile a teammate adds a number of their own, and a sync brings it in.
  await service.request('PATCH', `/api/contacts/${id}`, { phones: ['+1 757 555 0199'] });
  await syncNow(page);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await expect(form.getByText('This contact changed elsewhere while you were editing.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Phone number 1', exact: true })).toHaveValue('+1 757 555 0101');
  await expect(form.getByRole('textbox', { name: 'Phone number 2', exact: true })).toHaveValue('+1 757 555 0199');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);

  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'dorothy@example.com'))?.phones).toEqual(['+1 757 555 0101', '+1 757 555 0199']);
  await expect(page.getByText('No conflicts.')).toBeVisible();
});
