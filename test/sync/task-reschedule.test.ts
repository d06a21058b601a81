// A task pushed to another day. Due dates live in the app (the service has no task update): a
// new one is kept here and queues nothing. A task that has not reached the service goes with the
// date the user set last; one there, or perhaps there (its answer lost), keeps the date it was
// sent with and is made once.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';
import { taskRefusedAsUnsure } from './helpers/lost-answers';
import { refuseOnce } from './helpers/refuse-once';
import { until } from './helpers/until';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const at = (iso: string) => new Date(iso).toISOString();

describe('rescheduling a task', () => {
  it('sends a task made offline with the due date it was given last', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const ada = await app.call('contacts.create', { name: 'Ada Offline', emails: ['ada.offline@example.com'] });
    await app.drain();
    await service.proxy.setDown(true); // on a plane: nothing answers
    const task = await app.call('tasks.create', { contactId: ada.id, title: 'Call Ada', dueDate: '2031-03-02T09:00:00Z' });
    expect((await app.call('sync.now', {})).online).toBe(false);
    const moved = await app.call('tasks.reschedule', { id: task.id, dueDate: '2031-03-05T14:30:00+01:00' });
    expect(moved).toMatchObject({ id: task.id, dueDate: at('2031-03-05T13:30:00Z'), pending: true });

    await service.proxy.setDown(false);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.taskDueDates('Call Ada')).toEqual([at('2031-03-05T13:30:00Z')]);
  });

  it('makes a task whose answer was lost once, with the date it was sent with, and keeps the new one here', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const lin = await app.call('contacts.create', { name: 'Lin Lost', emails: ['lin.lost@example.com'] });
    await app.drain();
    // The service makes the task; its answer never arrives.
    service.proxy.setPlan((req) => (req.method === 'POST' && req.path.endsWith('/tasks') ? { kind: 'lost' } : { kind: 'pass' }));
    const task = await app.call('tasks.create', { contactId: lin.id, title: 'Follow up with Lin', dueDate: '2031-06-01T09:00:00Z' });
    await app.call('sync.now', {});
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    await app.call('tasks.reschedule', { id: task.id, dueDate: '2031-06-03T09:00:00Z' });

    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.taskDueDates('Follow up with Lin')).toEqual([at('2031-06-01T09:00:00Z')]);
    const upcoming = await app.call('tasks.list', { bucket: 'upcoming', contactId: lin.id });
    expect(upcoming.items.map((t) => [t.title, t.dueDate, t.pending])).toEqual([['Follow up with Lin', at('2031-06-03T09:00:00Z'), false]]);
  });

  it('keeps a new due date here for a task already on the service, queueing nothing', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const grace = await app.call('contacts.create', { name: 'Grace Synced', emails: ['grace.synced@example.com'] });
    const task = await app.call('tasks.create', { contactId: grace.id, title: 'Send the proposal', dueDate: '2031-04-01T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    const sentBefore = service.proxy.log.length;

    const moved = await app.call('tasks.reschedule', { id: task.id, dueDate: '2031-04-08T09:00:00Z' });
    expect(moved).toMatchObject({ dueDate: at('2031-04-08T09:00:00Z'), pending: false });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    // Only the listing went out: no task was made again.
    expect(service.proxy.log.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(service.db.taskDueDates('Send the proposal')).toEqual([at('2031-04-01T09:00:00Z')]);
    const upcoming = await app.call('tasks.list', { bucket: 'upcoming', contactId: grace.id });
    expect(upcoming.items.map((t) => [t.title, t.dueDate])).toEqual([['Send the proposal', at('2031-04-08T09:00:00Z')]]);
  });

  it('sends a refused task with the date it was given since, retried or edited, and makes it once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const rex = await app.call('contacts.create', { name: 'Rex Refused', emails: ['rex.refused@example.com'] });
    await app.drain();
    service.proxy.setPlan(refuseOnce((method, path) => method === 'POST' && path.endsWith('/tasks')));
    const task = await app.call('tasks.create', { contactId: rex.id, title: 'Call Rex', dueDate: '2031-03-02T09:00:00Z' });
    await app.call('sync.now', {});
    await app.call('tasks.reschedule', { id: task.id, dueDate: '2031-03-09T09:00:00Z' });
    // What a retry or an edit starts from is the task as the app has it now.
    const [refused] = await app.call('sync.rejected', {});
    expect(refused!.sent).toMatchObject({ title: 'Call Rex', dueDate: at('2031-03-09T09:00:00Z') });

    await app.call('sync.retryOp', { opId: refused!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.taskDueDates('Call Rex')).toEqual([at('2031-03-09T09:00:00Z')]);

    // Edited instead of retried: the form's date is the new one, and the task keeps it.
    service.proxy.setPlan(refuseOnce((method, path) => method === 'POST' && path.endsWith('/tasks')));
    const eve = await app.call('tasks.create', { contactId: rex.id, title: 'Call Eve', dueDate: '2031-04-02T09:00:00Z' });
    await app.call('sync.now', {});
    await app.call('tasks.reschedule', { id: eve.id, dueDate: '2031-04-09T09:00:00Z' });
    const [edited] = await app.call('sync.rejected', {});
    await app.call('sync.editOp', { opId: edited!.opId, payload: { ...edited!.sent, title: 'Call Eve back' } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.taskDueDates('Call Eve back')).toEqual([at('2031-04-09T09:00:00Z')]);
    const upcoming = await app.call('tasks.list', { bucket: 'upcoming', contactId: rex.id });
    expect(upcoming.items.map((t) => [t.title, t.dueDate])).toEqual([
      ['Call Rex', at('2031-03-09T09:00:00Z')],
      ['Call Eve back', at('2031-04-09T09:00:00Z')],
    ]);
  });

  it('sends the new date when the date was moved while the create was on its way and the service answered 503', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const sam = await app.call('contacts.create', { name: 'Sam Sending', emails: ['sam.sending@example.com'] });
    await app.drain();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    service.proxy.setPlan((req) =>
      req.method === 'POST' && req.path.endsWith('/tasks') && posts++ === 0 ? { kind: 'hold', until: released, then: { kind: 'status', status: 503, retryAfter: '0' } } : { kind: 'pass' },
    );
    const task = await app.call('tasks.create', { contactId: sam.id, title: 'Call Sam', dueDate: '2031-03-02T09:00:00Z' });
    const syncing = app.call('sync.now', {});
    await until(() => posts > 0);
    await app.call('tasks.reschedule', { id: task.id, dueDate: '2031-03-09T09:00:00Z' });
    release();
    await syncing;

    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.taskDueDates('Call Sam')).toEqual([at('2031-03-09T09:00:00Z')]);
    expect(posts).toBe(2);
  });

  it('leaves a task refused as unsure (its answer lost, the token changed since) as it was sent, so a retry under its key makes it once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    const { remoteId } = await taskRefusedAsUnsure(app, service, 'Tom Token');
    const [task] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Tom Token');
    expect(task).toMatchObject({ pending: true, inDoubt: true }); // refused here because it may be there
    await app.call('tasks.reschedule', { id: task!.id, dueDate: '2031-05-08T09:00:00Z' });
    const [unsure] = await app.call('sync.rejected', {});
    expect(unsure).toMatchObject({ error: expect.stringMatching(/cannot tell whether this change reached the service/), sent: { dueDate: at('2031-05-01T09:00:00Z') } });

    // The user finds the token they had was right after all, puts it back, and retries.
    await app.call('settings.setToken', { token: service.token });
    await app.call('sync.retryOp', { opId: unsure!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);
    expect(service.db.taskDueDates('Send the proposal')).toEqual([at('2031-05-01T09:00:00Z')]);
  });

  it('corrects a task refused as unsure from the task as it is now, not from the request that was sent', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    await taskRefusedAsUnsure(app, service, 'Una Unsure');
    const [task] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Una Unsure');
    await app.call('tasks.update', { id: task!.id, title: 'Send the revised proposal', type: 'proposal', description: 'With the new prices' });
    await app.call('tasks.reschedule', { id: task!.id, dueDate: '2031-05-08T09:00:00Z' });

    const [unsure] = await app.call('sync.rejected', {});
    // Retry sends what was sent (the service may know it by its key); the correction starts from now.
    expect(unsure!.sent).toMatchObject({ title: 'Send the proposal', dueDate: at('2031-05-01T09:00:00Z') });
    expect(unsure!.sent).not.toHaveProperty('description');
    expect(unsure!.current).toMatchObject({ title: 'Send the revised proposal', dueDate: at('2031-05-08T09:00:00Z'), type: 'proposal', description: 'With the new prices' });

    // Saved as the form shows it: the task keeps what the user changed here.
    await app.call('sync.editOp', { opId: unsure!.opId, payload: unsure!.current! });
    const [after] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Una Unsure');
    expect(after).toMatchObject({ title: 'Send the revised proposal', dueDate: at('2031-05-08T09:00:00Z'), description: 'With the new prices' });
    expect(await app.call('sync.rejected', {})).toEqual([]);
  });

  it('offers nothing newer for a refused change whose task did not change since', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { inPassWaitMs: 0 } });
    await taskRefusedAsUnsure(app, service, 'Ned Unchanged');
    const [unsure] = await app.call('sync.rejected', {});
    expect(unsure).toMatchObject({ kind: 'task.create', sent: { title: 'Send the proposal' }, current: null });
  });

  it('refuses a done task and an unknown one in words, changing nothing', async () => {
    app = await startTestApp({});
    const kim = await app.call('contacts.create', { name: 'Kim Done' });
    const task = await app.call('tasks.create', { contactId: kim.id, title: 'Wrap up', dueDate: '2031-05-01T09:00:00Z' });
    await app.call('tasks.complete', { id: task.id });
    await expect(app.call('tasks.reschedule', { id: task.id, dueDate: '2031-05-09T09:00:00Z' })).rejects.toThrow(/reopen it/);
    await expect(app.call('tasks.reschedule', { id: '00000000-0000-4000-8000-000000000000', dueDate: '2031-05-09T09:00:00Z' })).rejects.toThrow(/This task is not here any more/);
    await expect(app.call('tasks.reschedule', { id: task.id, dueDate: 'next Friday' })).rejects.toThrow(/ISO 8601/);
    const done = await app.call('tasks.list', { bucket: 'done', contactId: kim.id });
    expect(done.items.map((t) => t.dueDate)).toEqual([at('2031-05-01T09:00:00Z')]);
  });
});
