// A new access token while a change's outcome is unknown. The service keeps Idempotency-Keys per
// token (server/http/idempotency.ts): sent again under the new token, the old key protects
// nothing, so a task whose answer was lost must not simply be sent again.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { taskRefusedAsUnsure } from './helpers/lost-answers';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('a token replaced while a new task’s outcome is unknown', () => {
  it('does not make the task twice: it is shown for the user to check', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    // Every answer to the task is lost while the old token is in use (a retry within the pass
    // too, which the service answers from its record), so its outcome is still unknown when the
    // token changes, however fast the retries come.
    const { remoteId } = await taskRefusedAsUnsure(app, service, 'Tom Token');
    // Shown for the user to check: here the task did reach the service, so they discard it.
    const [unsure] = await app.call('sync.rejected', {});
    expect(unsure).toMatchObject({ kind: 'task.create', error: expect.stringMatching(/access token has changed/) });
    await app.call('sync.discardOp', { opId: unsure!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Send the proposal']);
  });
});
