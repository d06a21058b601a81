// The Sync view says what a change holds the way the rest of the app does: a contact's pipeline
// state by its name (a conflict over it showed state ids for Yours and Theirs), a task's due date
// in the page's own time and its type by its label (a refused task showed
// "2026-03-06T04:30:00.000Z" and "follow_up"); and a refused task is corrected with the date,
// time and type fields the task forms use, not by retyping an ISO instant.
import { join } from 'node:path';
import type { Fault } from '../sync/helpers/fault-proxy';
import { ServiceDb } from '../sync/helpers/service';
import { connectApi } from './helpers/api';
import { expect, testWithFaults, testWithService } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, openApp, syncNow } from './helpers/ui';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/;

testWithService('a conflict over a contact’s pipeline state shows the states by name', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  const api = await connectApi(bridge);
  const grace = await api.call('contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'] });
  await expect.poll(async () => (await api.call('sync.now', {}), (await remoteContactByEmail(service, 'grace@example.com'))?.id)).toBeTruthy();
  const remoteId = (await remoteContactByEmail(service, 'grace@example.com'))!.id as string;
  const local = await api.call('pipelineStates.list', {});
  const { body } = await service.request<{ 'hydra:member': { id: string; name: string }[] }>('GET', '/api/pipeline_states');
  const won = body['hydra:member'].find((s) => s.name === 'Won')!;

  // Moved here while the service is away; moved elsewhere there meanwhile.
  await service.stop();
  await api.call('contacts.setPipelineState', { id: grace.id, stateId: local.find((s) => s.name === 'Contacted')!.id });
  await service.start();
  await service.request('PATCH', `/api/contacts/${remoteId}/pipeline-state`, { stateId: won.id });
  api.close();

  await syncNow(page);
  const conflict = page.getByRole('region', { name: /^Conflicts/ }).getByRole('listitem').filter({ hasText: 'Pipeline state' });
  await expect(conflict.getByRole('definition')).toHaveText(['Contacted', 'Won', 'Not in pipeline']);
  await expect(conflict).not.toContainText(UUID);
  await conflict.getByRole('button', { name: 'Keep mine for Pipeline state of Grace Hopper' }).click();
  await syncNow(page);
  await expect.poll(async () => ((await remoteContactByEmail(service, 'grace@example.com'))?.pipelineState as { name?: string } | null)?.name).toBe('Contacted');
});

testWithFaults.describe('a task the service refused, in New York', () => {
  testWithFaults.use({ timezoneId: 'America/New_York' });

  testWithFaults('shows its due date and type as the task list does, is corrected with date, time and type fields, and says what Discard does', async ({ page, bridge, service, faults }) => {
    await openApp(page, bridge.url);
    await connectService(page, { url: faults.url, token: service.token });
    const api = await connectApi(bridge);
    const una = await api.call('contacts.create', { name: 'Una Planner', emails: ['una@example.com'] });
    await expect.poll(async () => (await api.call('sync.now', {}), await remoteContactByEmail(service, 'una@example.com'))).not.toBeNull();

    // 11:30 PM on 5 March in New York is 04:30 on 6 March in UTC.
    faults.setPlan(({ method, path }): Fault =>
      method === 'POST' && path.endsWith('/tasks')
        ? { kind: 'answer', status: 422, contentType: 'application/problem+json', body: JSON.stringify({ detail: 'dueDate: not a working day for this team' }) }
        : { kind: 'pass' },
    );
    await api.call('tasks.create', { contactId: una.id, title: 'Send the contract', dueDate: '2031-03-06T04:30:00Z', type: 'follow_up' });
    await expect.poll(async () => (await api.call('sync.now', {}), (await api.call('sync.status', {})).rejected)).toBe(1);
    faults.setPlan(() => ({ kind: 'pass' }));
    api.close();

    await syncNow(page);
    const refused = page.getByRole('region', { name: /^Changes not accepted/ });
    const card = refused.getByRole('listitem').filter({ hasText: 'Send the contract' });
    await expect(card.getByRole('definition').filter({ hasText: '2031' })).toHaveText('Mar 5, 2031 11:30 PM');
    await expect(card.getByRole('definition').filter({ hasText: 'Follow-up' })).toBeVisible();
    await expect(card).not.toContainText('T04:30');

    await card.getByRole('button', { name: 'Discard…' }).click();
    await expect(card.getByRole('alert')).toHaveText(/^Stop sending this task\? It stays on this computer only, and the service never gets it\./);
    await card.getByRole('button', { name: 'Keep it' }).click();

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(card.getByLabel('Due date')).toHaveValue('2031-03-05');
    await expect(card.getByLabel('Time')).toHaveValue('23:30');
    await expect(card.getByRole('combobox', { name: 'Type' })).toHaveValue('follow_up');
    await card.getByLabel('Due date').fill('2031-03-07');
    await card.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Call' });
    await card.getByRole('button', { name: 'Save and send again' }).click();
    // It leaves the list, and the keyboard goes to what is left: the list's heading.
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Changes not accepted/ })).toBeFocused();

    await syncNow(page);
    const db = new ServiceDb(join(service.dataDir, 'service.sqlite'));
    await expect.poll(() => db.taskDueDates('Send the contract')).toEqual(['2031-03-08T04:30:00.000Z']);
    expect(db.tasks().find((t) => t.title === 'Send the contract')?.type).toBe('call');
  });
});
