// Resolving a conflict when other changes of the contact are still on their way (an edit whose
// outcome is unknown): what the app and the service hold afterwards, with nothing left
// pending or refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());
afterEach(async () => {
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  await app?.close();
  service.db.clearContacts();
});

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
