// Resolving a conflict when other changes of the contact are still on their way: an edit whose
// outcome is unknown, tasks of a contact the service deleted. What the app and the service
// hold afterwards, with nothing left pending or refused.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('taking the service’s value over an edit whose outcome is unknown', () => {
  /**
   * The edit's first attempt fails as `first` says (after or before the service saw it) and the
   * service stays unreachable for the rest of the pass; then someone else changes the company
   * and the user takes their value. Answers the contact's ids, and the requests of the scenario
   * and those that carried the edit.
   */
  async function resolveOverUnclearEdit(first: Fault) {
    const from = service.proxy.log.length;
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Fay', position: 'Intern', company: 'Orig' });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    let tried = false;
    service.proxy.setPlan(({ method }): Fault => {
      if (method === 'PATCH' && !tried) {
        tried = true;
        return first;
      }
      return tried ? { kind: 'drop' } : { kind: 'pass' };
    });
    await app.call('contacts.update', { id: c.id, patch: { position: 'Engineer', company: 'Mine Co' } });
    await app.call('sync.now', {});
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { company: 'Their Co' });
    await app.call('sync.now', {});
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: c.id, field: 'company', mine: 'Mine Co', theirs: 'Their Co' })]);

    await app.call('sync.resolveConflict', { contactId: c.id, field: 'company', choice: 'theirs' });
    const status = await app.drain();
    const requests = service.proxy.log.slice(from);
    const edits = requests.filter((r) => r.method === 'PATCH' && r.path === `/api/contacts/${remoteId}` && r.body.includes('Mine Co'));
    return { id: c.id, remoteId, status, requests, edits };
  }

  async function expectBothSides(id: string, remoteId: string) {
    const local = await app.call('contacts.get', { id });
    const remote = await service.api.ok('GET', `/api/contacts/${remoteId}`);
    expect({ position: local.position, company: local.company }).toEqual({ position: 'Engineer', company: 'Their Co' });
    expect({ position: remote.position, company: remote.company }).toEqual({ position: 'Engineer', company: 'Their Co' });
  }

  it('applied, answer lost: the edit is settled under its own key, the rest reaches the service and their value stays', async () => {
    const { id, remoteId, status, requests, edits } = await resolveOverUnclearEdit({ kind: 'lost' });
    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    await expectBothSides(id, remoteId);
    // Never sent again under another key (that would apply it twice), never refused for its key.
    expect(new Set(edits.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(requests.filter((r) => r.status === 422)).toEqual([]);
  });

  it('never seen by the service: the edit goes through once, and their value is put back over it', async () => {
    const { id, remoteId, status, edits } = await resolveOverUnclearEdit({ kind: 'drop' });
    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    await expectBothSides(id, remoteId);
    expect(new Set(edits.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(edits.filter((r) => r.forwarded)).toHaveLength(1);
  });
});

describe('keeping a contact the service deleted', () => {
  it('creates it again with all its tasks, each once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Max', emails: ['max@example.com'] });
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await app.call('tasks.create', { contactId: c.id, title: 'Call Max', dueDate: due });
    await app.drain();
    const oldRemoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    // Sent as the service was deleting the contact: refused, no such contact.
    let refused = false;
    service.proxy.setPlan(({ method, path }): Fault => {
      if (refused || method !== 'POST' || !path.endsWith('/tasks')) return { kind: 'pass' };
      refused = true;
      return { kind: 'answer', status: 404, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Not Found', detail: 'No such contact.' }) };
    });
    await app.call('tasks.create', { contactId: c.id, title: 'Send proposal', dueDate: due });
    await app.call('sync.now', {});
    expect(await app.call('sync.rejected', {})).toEqual([expect.objectContaining({ kind: 'task.create', description: 'New task for Max: “Send proposal”' })]);

    service.db.deleteContact(oldRemoteId);
    await app.call('contacts.update', { id: c.id, patch: { position: 'Boss' } });
    await app.drain(2);
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: c.id, field: 'deleted' })]);
    // Made while the conflict is open: it waits.
    await app.call('tasks.create', { contactId: c.id, title: 'Book dinner', dueDate: due });

    await app.call('sync.resolveConflict', { contactId: c.id, field: 'deleted', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    const again = await app.call('contacts.get', { id: c.id });
    expect(again.remoteId).not.toBe(oldRemoteId);
    expect(await service.api.ok('GET', `/api/contacts/${again.remoteId}`)).toMatchObject({ name: 'Max', position: 'Boss' });
    const tasks = (await app.call('tasks.list', { contactId: c.id, bucket: 'upcoming' })).items;
    expect(tasks.map((t) => [t.title, t.pending]).sort()).toEqual([
      ['Book dinner', false],
      ['Call Max', false],
      ['Send proposal', false],
    ]);
    const onService = service.db.tasks().filter((t) => t.contact_id === again.remoteId);
    expect(onService.map((t) => t.title).sort()).toEqual(['Book dinner', 'Call Max', 'Send proposal']);
  });

  it('with a field conflict open on it: that conflict ends with it, and the contact is sent again with the local value', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Della Deleted', company: 'Original Co' });
    await app.drain();
    const oldRemoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await app.call('contacts.update', { id: c.id, patch: { company: 'Local Co' } });
    await service.api.ok('PATCH', `/api/contacts/${oldRemoteId}`, { company: 'Their Co' });
    await app.call('sync.now', {});
    service.db.deleteContact(oldRemoteId);
    await app.call('sync.now', {});
    expect((await app.call('sync.conflicts', {})).map((x) => x.field).sort()).toEqual(['company', 'deleted']);

    // The copy "Their Co" was on is gone: there is no service's value left to choose.
    await app.call('sync.resolveConflict', { contactId: c.id, field: 'deleted', choice: 'mine' });
    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const again = await app.call('contacts.get', { id: c.id });
    expect(again.remoteId).not.toBeNull();
    expect(again.remoteId).not.toBe(oldRemoteId);
    expect(again.company).toBe('Local Co');
    expect((await service.api.ok('GET', `/api/contacts/${again.remoteId}`)).company).toBe('Local Co');
  });

  it('chosen while a pass asks the service about the contact: stays chosen, and the contact is sent again as new', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Rex Resolved' });
    await app.drain();
    const oldRemoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    await app.call('contacts.update', { id: c.id, patch: { position: 'Keeper' } });
    service.db.deleteContact(oldRemoteId);
    await app.call('sync.now', {});
    expect((await app.call('sync.conflicts', {})).map((x) => x.field)).toEqual(['deleted']);

    // The next pass asks the service about the missing contact again, and its answer is slow.
    service.proxy.setPlan(({ method, path }): Fault => (method === 'GET' && path === `/api/contacts/${oldRemoteId}` ? { kind: 'delay', ms: 800 } : { kind: 'pass' }));
    const pass = app.call('sync.now', {});
    await new Promise((r) => setTimeout(r, 400));
    await app.call('sync.resolveConflict', { contactId: c.id, field: 'deleted', choice: 'mine' });
    await pass;
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    expect(await app.call('sync.conflicts', {})).toEqual([]);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const again = await app.call('contacts.get', { id: c.id });
    expect(again.remoteId).not.toBeNull();
    expect(again.remoteId).not.toBe(oldRemoteId);
    expect(await service.api.ok('GET', `/api/contacts/${again.remoteId}`)).toMatchObject({ name: 'Rex Resolved', position: 'Keeper' });
  });
});
