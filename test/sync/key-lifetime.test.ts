// A change whose answer was lost is sent again under the same Idempotency-Key, so the service
// answers from its record instead of making it twice. The service keeps that record a day
// (server/http/idempotency.ts). A task whose first unanswered attempt is older than that cannot
// be sent again safely, nor looked for on the service: it is shown for the user to check.
// Only Date is faked (the app's and the in-process service's clock); timers and network run as usual.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { taskWithLostAnswer } from './helpers/lost-answers';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;

async function startWithLostTask(name: string): Promise<{ remoteId: string }> {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
  return taskWithLostAnswer(app, service, name);
}

describe('a task whose answer was lost', () => {
  it('is not sent again more than a day later, when the service no longer knows its key: the user checks it', async () => {
    const { remoteId } = await startWithLostTask('Dana Day');

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
    const { remoteId } = await startWithLostTask('Hugo Hour');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * HOUR);
    service.db.purgeExpiredKeys(Date.now());
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Send the proposal']);
  });
});
