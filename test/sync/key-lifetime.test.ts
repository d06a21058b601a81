// A change whose answer was lost is sent again under the same Idempotency-Key, so the service
// answers from its record instead of making it twice. The service keeps that record a day
// (server/http/idempotency.ts). A task whose first unanswered attempt is older than that cannot
// be sent again safely, nor looked for on the service: it is shown for the user to check.
// Only Date is faked (the app's and the in-process service's clock); timers and network run as usual.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;

/** A contact on the service with a task whose every answer is lost: its outcome stays unknown. */
async function taskWithLostAnswer(name: string): Promise<{ remoteId: string }> {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
  const c = await app.call('contacts.create', { name });
  await app.drain();
  const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path.endsWith('/tasks') ? { kind: 'lost' } : { kind: 'pass' }));
  await app.call('tasks.create', { contactId: c.id, title: 'Send the proposal', dueDate: '2031-05-01T09:00:00Z', type: 'proposal' });
  await app.call('sync.now', {});
  expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);
  expect(await app.call('sync.status', {})).toMatchObject({ pending: 1 });
  return { remoteId };
}

describe('a task whose answer was lost', () => {
  it('is not sent again more than a day later, when the service no longer knows its key: the user checks it', async () => {
    const { remoteId } = await taskWithLostAnswer('Dana Day');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * HOUR);
    service.db.purgeExpiredKeys(Date.now());
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1 });
    const [unsure] = await app.call('sync.rejected', {});
    expect(unsure).toMatchObject({ kind: 'task.create', state: 'rejected', error: expect.stringMatching(/answer was lost more than a day ago/) });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);

    // Checked on the service (it is there), the user discards it: nothing is made twice.
    await app.call('sync.discardOp', { opId: unsure!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Send the proposal']);
  });

  it('within the day is sent again under its key and the service answers from its record: made once', async () => {
    const { remoteId } = await taskWithLostAnswer('Hugo Hour');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * HOUR);
    service.db.purgeExpiredKeys(Date.now());
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Send the proposal']);
  });
});
