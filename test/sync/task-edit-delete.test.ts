// A task's title, type and description changed, or the task deleted. The service has neither a
// task update nor a task deletion: both are kept here. A task that has not reached the service
// goes as it is now, or never goes once deleted; one there stays there as it was made; one
// perhaps there (its answer lost) is never made a second time.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';
import { taskWithLostAnswer } from './helpers/lost-answers';
import type { Fault } from './helpers/fault-proxy';
import { refuseOnce } from './helpers/refuse-once';
import { until } from './helpers/until';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const postsTask = (method: string, path: string) => method === 'POST' && path.endsWith('/tasks');

/** The app connected through the proxy, with a contact the service has: its local and remote ids. */
async function syncedContact(name: string): Promise<{ id: string; remoteId: string }> {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const made = await app.call('contacts.create', { name, emails: [`${name.toLowerCase().replace(/\s+/g, '.')}@example.com`] });
  await app.drain();
  return { id: made.id, remoteId: (await app.call('contacts.get', { id: made.id })).remoteId! };
}

/** Holds the first task create on its way until `release` is called, then answers it with `then`. */
function holdFirstTaskCreate(then: Exclude<Fault, { kind: 'hold' }>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { posts: 0, release };
  service.proxy.setPlan((req) => (postsTask(req.method, req.path) && held.posts++ === 0 ? { kind: 'hold', until: released, then } : { kind: 'pass' }));
  return held;
}

describe('editing a task', () => {
  it('sends a task made offline with the title, type and description it was given last', async () => {
    const { remoteId, ...ada } = await syncedContact('Ada Edited');
    await service.proxy.setDown(true);
    const task = await app.call('tasks.create', { contactId: ada.id, title: 'Cal Ada', dueDate: '2031-03-02T09:00:00Z', type: 'call', description: 'About the pilot' });
    expect((await app.call('sync.now', {})).online).toBe(false);
    const edited = await app.call('tasks.update', { id: task.id, title: '  Call Ada  ', type: 'meeting', description: null });
    expect(edited).toMatchObject({ id: task.id, title: 'Call Ada', type: 'meeting', description: null, pending: true, inDoubt: false, dueDate: task.dueDate });

    await service.proxy.setDown(false);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toEqual([{ contact_id: remoteId, title: 'Call Ada', type: 'meeting', description: null }]);
  });

  it('keeps an edit here for a task already on the service, sending nothing', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const grace = await app.call('contacts.create', { name: 'Grace Kept', emails: ['grace.kept@example.com'] });
    const task = await app.call('tasks.create', { contactId: grace.id, title: 'Send the deck', dueDate: '2031-04-01T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    const sentBefore = service.proxy.log.length;

    await app.call('tasks.update', { id: task.id, title: 'Send the revised deck', type: 'proposal', description: 'Version 3' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.proxy.log.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(service.db.tasks().filter((t) => t.title.startsWith('Send the'))).toMatchObject([{ title: 'Send the deck', type: null, description: null }]);
    const upcoming = await app.call('tasks.list', { bucket: 'upcoming', contactId: grace.id });
    expect(upcoming.items.map((t) => [t.title, t.type, t.description, t.pending])).toEqual([['Send the revised deck', 'proposal', 'Version 3', false]]);
  });

  it('sends a refused task with its new title when it is retried, and makes it once', async () => {
    const { remoteId, ...rex } = await syncedContact('Rex Retitled');
    service.proxy.setPlan(refuseOnce(postsTask));
    const task = await app.call('tasks.create', { contactId: rex.id, title: 'Qoute for Rex', dueDate: '2031-03-02T09:00:00Z', type: 'quote' });
    await app.call('sync.now', {});
    await app.call('tasks.update', { id: task.id, title: 'Quote for Rex', type: 'quote', description: 'Two options' });
    const [refused] = await app.call('sync.rejected', {});
    expect(refused!.sent).toMatchObject({ title: 'Quote for Rex', type: 'quote', description: 'Two options' });

    await app.call('sync.retryOp', { opId: refused!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toEqual([{ contact_id: remoteId, title: 'Quote for Rex', type: 'quote', description: 'Two options' }]);
  });

  it('sends the new title when the task was edited while its create was on its way and the service answered 503', async () => {
    const { remoteId, ...sam } = await syncedContact('Sam Retitled');
    const held = holdFirstTaskCreate({ kind: 'status', status: 503, retryAfter: '0' });
    const task = await app.call('tasks.create', { contactId: sam.id, title: 'Cal Sam', dueDate: '2031-03-02T09:00:00Z' });
    const syncing = app.call('sync.now', {});
    await until(() => held.posts > 0);
    // On its way, not in doubt: its answer is still to come.
    expect(await app.call('tasks.update', { id: task.id, title: 'Call Sam', type: null, description: null })).toMatchObject({ pending: true, inDoubt: false, onService: false });
    held.release();
    await syncing;

    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Call Sam']);
    expect(held.posts).toBe(2);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: sam.id })).items).toMatchObject([{ title: 'Call Sam', pending: false, onService: true }]);
  });

  it('leaves a task whose answer was lost as it was sent, so it is made once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const { remoteId } = await taskWithLostAnswer(app, service, 'Lou Lost Title');
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [task] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Lou Lost Title');
    // The app cannot tell whether the service has it: the forms say so.
    expect(task).toMatchObject({ pending: true, inDoubt: true });
    await app.call('tasks.update', { id: task!.id, title: 'Send the final proposal', type: 'proposal', description: null });

    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Send the proposal']);
    const mine = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Lou Lost Title');
    expect(mine.map((t) => [t.title, t.pending, t.inDoubt])).toEqual([['Send the final proposal', false, false]]);
  });

  it('refuses an empty title, a type it does not know and an unknown task, changing nothing', async () => {
    app = await startTestApp({});
    const kim = await app.call('contacts.create', { name: 'Kim Checked' });
    const task = await app.call('tasks.create', { contactId: kim.id, title: 'Wrap up', dueDate: '2031-05-01T09:00:00Z', description: 'Notes' });
    await expect(app.call('tasks.update', { id: task.id, title: '   ', type: null, description: null })).rejects.toThrow(/A title is required/);
    await expect(app.call('tasks.update', { id: task.id, title: 'Wrap up', type: 'lunch' as never, description: null })).rejects.toThrow(/type: Invalid option: expected one of "call"/);
    await expect(app.call('tasks.update', { id: task.id, title: 'Wrap up', type: null, description: 'x'.repeat(100_000) })).rejects.toThrow(/At most/);
    await expect(app.call('tasks.update', { id: '00000000-0000-4000-8000-000000000000', title: 'Wrap up', type: null, description: null })).rejects.toThrow(/This task is not here any more/);
    const open = await app.call('tasks.list', { bucket: 'upcoming', contactId: kim.id });
    expect(open.items.map((t) => [t.title, t.type, t.description])).toEqual([['Wrap up', null, 'Notes']]);
  });
});

describe('deleting a task', () => {
  it('never sends a task made offline and deleted before it went', async () => {
    const { remoteId, ...ada } = await syncedContact('Ada Deleted');
    await service.proxy.setDown(true);
    const kept = await app.call('tasks.create', { contactId: ada.id, title: 'Call Ada', dueDate: '2031-03-02T09:00:00Z' });
    const task = await app.call('tasks.create', { contactId: ada.id, title: 'Call Ada twice', dueDate: '2031-03-03T09:00:00Z' });
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 2 });
    expect(await app.call('tasks.delete', { id: task.id })).toEqual({ deleted: task.id });
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 1 });

    await service.proxy.setDown(false);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Call Ada']);
    const upcoming = await app.call('tasks.list', { bucket: 'upcoming', contactId: ada.id });
    expect(upcoming.items.map((t) => t.id)).toEqual([kept.id]);
  });

  it('takes a refused task and its refused create away', async () => {
    const { remoteId, ...rex } = await syncedContact('Rex Removed');
    service.proxy.setPlan(refuseOnce(postsTask));
    const task = await app.call('tasks.create', { contactId: rex.id, title: 'Call Rex', dueDate: '2031-03-02T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ rejected: 1 });

    await app.call('tasks.delete', { id: task.id });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toEqual([]);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: rex.id })).items).toEqual([]);
  });

  it('removes a task on the service from this computer only, and never sends its create again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const grace = await app.call('contacts.create', { name: 'Grace Gone', emails: ['grace.gone@example.com'] });
    const task = await app.call('tasks.create', { contactId: grace.id, title: 'Book the venue', dueDate: '2031-04-01T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    const remoteId = (await app.call('contacts.get', { id: grace.id })).remoteId!;
    const sentBefore = service.proxy.log.length;

    await app.call('tasks.delete', { id: task.id });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.proxy.log.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Book the venue']);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: grace.id })).items).toEqual([]);
  });

  it('takes away a task whose answer was lost without sending it again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const { remoteId } = await taskWithLostAnswer(app, service, 'Lin Lost Deleted');
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [task] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Lin Lost Deleted');
    const sentBefore = service.proxy.log.length;

    await app.call('tasks.delete', { id: task!.id });
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 0 });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.proxy.log.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);
  });

  it('refuses while the task is on its way to the service, and deletes it once it has arrived', async () => {
    const { remoteId, ...sam } = await syncedContact('Sam Underway');
    const held = holdFirstTaskCreate({ kind: 'pass' });
    const task = await app.call('tasks.create', { contactId: sam.id, title: 'Call Sam', dueDate: '2031-03-02T09:00:00Z' });
    const syncing = app.call('sync.now', {});
    await until(() => held.posts > 0);
    await expect(app.call('tasks.delete', { id: task.id })).rejects.toThrow(/being sent to the service right now/);
    held.release();
    await syncing;

    await app.call('tasks.delete', { id: task.id });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Call Sam']);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: sam.id })).items).toEqual([]);
    expect(held.posts).toBe(1);
  });

  it('refuses an unknown task in words', async () => {
    app = await startTestApp({});
    await expect(app.call('tasks.delete', { id: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow(/This task is not here any more/);
    await expect(app.call('tasks.delete', { id: 'not an id' } as never)).rejects.toThrow(/Invalid input for tasks.delete: id: Must be an id/);
  });
});

describe('undoing a deletion', () => {
  it('brings back a task made offline, which then goes to the service once', async () => {
    const { remoteId, ...ada } = await syncedContact('Ada Undone');
    await service.proxy.setDown(true);
    const task = await app.call('tasks.create', { contactId: ada.id, title: 'Call Ada back', dueDate: '2031-03-02T09:00:00Z', type: 'call' });
    await app.call('tasks.delete', { id: task.id });
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 0 });

    expect(await app.call('tasks.restore', { id: task.id })).toEqual(task);
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 1 });
    await service.proxy.setDown(false);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toEqual([{ contact_id: remoteId, title: 'Call Ada back', type: 'call', description: null }]);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: ada.id })).items).toMatchObject([{ id: task.id, pending: false, onService: true }]);
  });

  it('brings back a task the service has as it was here (done, retitled), sending nothing', async () => {
    const { remoteId, ...grace } = await syncedContact('Grace Undone');
    const made = await app.call('tasks.create', { contactId: grace.id, title: 'Book the venue', dueDate: '2031-04-01T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    await app.call('tasks.update', { id: made.id, title: 'Book the bigger venue', type: 'meeting', description: 'For 80' });
    const done = await app.call('tasks.complete', { id: made.id });
    const sentBefore = service.proxy.log.length;

    await app.call('tasks.delete', { id: made.id });
    expect((await app.call('tasks.list', { bucket: 'done', contactId: grace.id })).items).toEqual([]);
    expect(await app.call('tasks.restore', { id: made.id })).toEqual(done);
    expect((await app.call('tasks.list', { bucket: 'done', contactId: grace.id })).items).toEqual([done]);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    expect(service.proxy.log.slice(sentBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId).map((t) => t.title)).toEqual(['Book the venue']);
  });

  it('brings back a task whose answer was lost still in doubt, and never makes it twice', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const { remoteId } = await taskWithLostAnswer(app, service, 'Lin Lost Undone');
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [task] = (await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.contactName === 'Lin Lost Undone');
    expect(task).toMatchObject({ inDoubt: true });

    await app.call('tasks.delete', { id: task!.id });
    expect(await app.call('tasks.restore', { id: task!.id })).toMatchObject({ id: task!.id, inDoubt: true, pending: true });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
    expect(service.db.tasks().filter((t) => t.contact_id === remoteId)).toHaveLength(1);
    expect((await app.call('tasks.list', { bucket: 'upcoming', contactId: task!.contactId })).items).toMatchObject([{ id: task!.id, onService: true, inDoubt: false }]);
  });

  it('refuses in words a task never deleted, one brought back already, and one whose contact has gone, changing nothing', async () => {
    const { remoteId, ...rex } = await syncedContact('Rex Undone');
    const task = await app.call('tasks.create', { contactId: rex.id, title: 'Call Rex', dueDate: '2031-03-02T09:00:00Z' });
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    await expect(app.call('tasks.restore', { id: task.id })).rejects.toThrow(/can no longer be brought back/);
    await expect(app.call('tasks.restore', { id: 'not an id' } as never)).rejects.toThrow(/Invalid input for tasks.restore: id: Must be an id/);

    await app.call('tasks.delete', { id: task.id });
    await app.call('tasks.restore', { id: task.id });
    await expect(app.call('tasks.restore', { id: task.id })).rejects.toThrow(/can no longer be brought back/);

    // With its only task deleted, the contact deleted on the service goes from here too.
    await app.call('tasks.delete', { id: task.id });
    service.db.deleteContact(remoteId);
    expect(await app.drain()).toMatchObject({ pending: 0, lastError: null });
    await expect(app.call('contacts.get', { id: rex.id })).rejects.toThrow(/This contact is not here any more/);
    await expect(app.call('tasks.restore', { id: task.id })).rejects.toThrow(/contact of this task has been deleted/);
    expect((await app.call('tasks.list', { bucket: 'upcoming' })).items.filter((t) => t.id === task.id)).toEqual([]);
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 0 });
  });
});
