import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const endOfToday = () => {
  const d = new Date();
  d.setHours(23, 59, 59, 999);
  return d;
};

describe('tasks handlers', () => {
  it('creates a task for a contact, queues it, and sorts it into the right bucket', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Katherine Johnson' });
    const minutesLeftToday = (endOfToday().getTime() - Date.now()) / 60_000;
    const task = await core.call('tasks.create', {
      contactId,
      title: ' Send the orbit numbers ',
      dueDate: inHours(-2),
      type: 'email',
      description: 'Trajectory for Friendship 7',
    });
    expect(task).toMatchObject({ contactId, contactName: 'Katherine Johnson', title: 'Send the orbit numbers', type: 'email', completed: false, pending: true });
    await core.call('tasks.create', { contactId, title: 'Next week', dueDate: inHours(24 * 7) });
    if (minutesLeftToday > 2) await core.call('tasks.create', { contactId, title: 'Later today', dueDate: new Date(Date.now() + 60_000).toISOString() });

    expect((await core.call('tasks.list', { bucket: 'overdue' })).items.map((t) => t.title)).toEqual(['Send the orbit numbers']);
    expect((await core.call('tasks.list', { bucket: 'upcoming' })).items.map((t) => t.title)).toEqual(['Next week']);
    if (minutesLeftToday > 2) expect((await core.call('tasks.list', { bucket: 'today' })).items.map((t) => t.title)).toEqual(['Later today']);

    const ops = core.outbox().filter((o) => o.kind === 'task.create');
    expect(ops).toHaveLength(minutesLeftToday > 2 ? 3 : 2);
    expect(JSON.parse(ops[0]!.payload)).toEqual({
      title: 'Send the orbit numbers',
      dueDate: task.dueDate,
      type: 'email',
      description: 'Trajectory for Friendship 7',
    });
  });

  it('completes and reopens locally without queueing anything (the service has no task update)', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Margaret Hamilton' });
    const task = await core.call('tasks.create', { contactId, title: 'Review Apollo code', dueDate: inHours(1) });
    const before = core.outbox().length;
    const done = await core.call('tasks.complete', { id: task.id });
    expect(done.completed).toBe(true);
    expect(done.completedAt).not.toBeNull();
    expect((await core.call('tasks.list', { bucket: 'done' })).items.map((t) => t.id)).toEqual([task.id]);
    expect((await core.call('tasks.list', { bucket: 'done', contactId })).items.map((t) => t.id)).toEqual([task.id]);
    const reopened = await core.call('tasks.reopen', { id: task.id });
    expect(reopened).toMatchObject({ completed: false, completedAt: null });
    expect(await core.call('tasks.list', { bucket: 'done' })).toEqual({ items: [], total: 0 });
    expect(core.outbox().length).toBe(before);
  });

  it('rejects bad task input and unknown contacts, writing nothing', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Hedy Lamarr' });
    const bad = await core.fail('tasks.create', { contactId, title: '', dueDate: 'tomorrow', type: 'party' });
    expect(bad.code).toBe('invalid_input');
    expect(bad.issues!.map((i) => i.path).sort()).toEqual(['dueDate', 'title', 'type']);
    const ghost = await core.fail('tasks.create', { contactId: '00000000-0000-4000-8000-000000000000', title: 'x', dueDate: inHours(1) });
    expect(ghost.code).toBe('not_found');
    expect(core.store.raw('select * from tasks')).toEqual([]);
    expect(core.outbox().filter((o) => o.kind === 'task.create')).toEqual([]);
    expect((await core.fail('tasks.complete', { id: '00000000-0000-4000-8000-000000000000' })).code).toBe('not_found');
    expect((await core.fail('tasks.list', { bucket: 'someday' })).code).toBe('invalid_input');
  });

  it('says a task, contact or email deleted meanwhile (another window, a sync) is gone, in words without its id', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Gone Soon' });
    const task = await core.call('tasks.create', { contactId, title: 'Call back', dueDate: inHours(1) });
    const draft = await core.call('email.save', { contactId, to: 'gone@example.com', subject: 'Hi', body: 'Hello' });
    await core.call('tasks.delete', { id: task.id }); // in another window
    const ticked = await core.fail('tasks.complete', { id: task.id });
    expect(ticked).toMatchObject({ code: 'not_found', message: 'This task is not here any more: it was deleted (in another window, or by a sync).' });
    await core.call('email.discard', { draftId: draft.id });
    expect((await core.fail('email.save', { draftId: draft.id, contactId, to: 'gone@example.com', subject: 'Hi', body: 'Hello again' })).message).toMatch(/^This email draft is not here any more/);
    core.store.sqlite.prepare('DELETE FROM contacts WHERE id = ?').run(contactId); // deleted on the service, and synced
    const moved = await core.fail('contacts.setPipelineState', { id: contactId, stateId: null });
    expect(moved.message).toBe('This contact is not here any more: it was deleted (in another window, or by a sync).');
    expect(ticked.message).not.toContain(task.id.slice(0, 8));
    expect(moved.message).not.toContain(contactId.slice(0, 8));
  });

  it("sorts by the page's clock and local day when it sends them, and checks them", async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Katherine Johnson' });
    await core.call('tasks.create', { contactId, title: 'Soon', dueDate: '2026-03-10T09:52:00Z' });
    await core.call('tasks.create', { contactId, title: 'After midnight there', dueDate: '2026-03-10T12:00:00Z' });
    const day = { now: '2026-03-10T09:50:00Z', endOfToday: '2026-03-10T09:59:59.999Z' };
    const titles = async (bucket: 'overdue' | 'today' | 'upcoming', at = day) => (await core.call('tasks.list', { bucket, day: at })).items.map((t) => t.title);
    expect(await titles('today')).toEqual(['Soon']);
    expect(await titles('upcoming')).toEqual(['After midnight there']);
    expect(await titles('overdue', { now: '2026-03-10T09:53:00Z', endOfToday: day.endOfToday })).toEqual(['Soon']);
    expect((await core.fail('tasks.list', { bucket: 'today', day: { now: day.endOfToday, endOfToday: day.now } })).code).toBe('invalid_input');
    expect((await core.fail('tasks.list', { bucket: 'today', day: { now: 'noon', endOfToday: day.endOfToday } })).code).toBe('invalid_input');
  });

  it('answers a long bucket a page at a time, with how many it holds in all', async () => {
    const { id: contactId } = await core.call('contacts.create', { name: 'Dorothy Vaughan' });
    for (let i = 0; i < 5; i++) await core.call('tasks.create', { contactId, title: `Later ${i}`, dueDate: inHours(24 * (10 + i)) });
    const first = await core.call('tasks.list', { bucket: 'upcoming', limit: 3 });
    expect(first.total).toBe(5);
    expect(first.items.map((t) => t.title)).toEqual(['Later 0', 'Later 1', 'Later 2']);
    const all = await core.call('tasks.list', { bucket: 'upcoming', limit: 10 });
    expect(all).toMatchObject({ total: 5 });
    expect(all.items).toHaveLength(5);
  });
});

describe('settings and sync status', () => {
  it('starts with defaults, stores changes, validates, and never exposes a token', async () => {
    const initial = await core.call('settings.get', {});
    expect(initial).toEqual({ serviceUrl: null, hasToken: false, syncIntervalSeconds: 300, theme: 'system', dataFolder: core.folder });
    const changed = await core.call('settings.set', { serviceUrl: 'https://crm.example.com', syncIntervalSeconds: 60, theme: 'dark' });
    expect(changed).toMatchObject({ serviceUrl: 'https://crm.example.com', syncIntervalSeconds: 60, theme: 'dark' });
    expect(await core.call('settings.get', {})).toEqual(changed);
    const bad = await core.fail('settings.set', { serviceUrl: 'javascript:alert(1)', syncIntervalSeconds: 1 });
    expect(bad.issues!.map((i) => i.path).sort()).toEqual(['serviceUrl', 'syncIntervalSeconds']);
    expect(await core.call('settings.get', {})).toEqual(changed);
    core.context.secrets.set('secret-token-value');
    const withToken = await core.call('settings.get', {});
    expect(withToken.hasToken).toBe(true);
    expect(JSON.stringify(withToken)).not.toContain('secret-token-value');
  });

  it('reports pending local changes in the sync status', async () => {
    expect(await core.call('sync.status', {})).toMatchObject({ configured: false, pending: 0, rejected: 0 });
    const { id } = await core.call('contacts.create', { name: 'Frances Allen' });
    await core.call('contacts.extend', { id, text: 'Compilers' });
    expect((await core.call('sync.status', {})).pending).toBe(2);
  });
});

describe('dispatch', () => {
  it('answers unknown methods and non-object input clearly', async () => {
    expect(await core.fail('contacts.drop', {})).toEqual({ code: 'unknown_method', message: 'Unknown method: contacts.drop' });
    expect((await core.fail('__proto__', {})).code).toBe('unknown_method');
    expect((await core.fail('contacts.get', 'x')).code).toBe('invalid_input');
    expect((await core.fail('contacts.list', { limit: 10_000 })).code).toBe('invalid_input');
  });

  it('refuses an oversized input or one that is no plain data, and stores nothing', async () => {
    const huge = await core.fail('contacts.create', { name: 'Big', additionalInfo: 'x'.repeat(1_100_000) });
    expect(huge.code).toBe('invalid_input');
    expect(huge.message).toContain('larger than 1 MB');
    const longEmail = await core.fail('contacts.create', { name: 'Long', emails: [`${'a'.repeat(300)}@example.com`] });
    expect(longEmail.issues).toEqual([{ path: 'emails.0', message: 'At most 254 characters' }]);
    const cyclic: Record<string, unknown> = { name: 'Loop' };
    cyclic.self = cyclic;
    expect((await core.fail('contacts.create', cyclic)).message).toContain('not plain data');
    expect(core.store.raw('select * from contacts')).toEqual([]);
  });

  it('rolls the data change back when its outbox entry cannot be written', async () => {
    core.store.sqlite.exec("create trigger fail_outbox before insert on outbox begin select raise(abort, 'outbox unavailable'); end");
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await core.fail('contacts.create', { name: 'Never Stored' });
    expect(logged).toHaveBeenCalledWith('contacts.create failed', expect.objectContaining({ message: 'outbox unavailable' }));
    logged.mockRestore();
    expect(error.code).toBe('internal');
    expect(error.message).toContain('outbox unavailable');
    expect(core.store.raw('select * from contacts')).toEqual([]);
  });

  it('says the disk is full when the store cannot grow, and keeps everything saved before', async () => {
    await core.call('contacts.create', { name: 'Saved Before' });
    // The file may not grow past its size now: SQLite answers as it does on a full disk.
    const pages = Number(core.store.sqlite.pragma('page_count', { simple: true }));
    core.store.sqlite.pragma(`max_page_count = ${pages}`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let error = null;
    for (let i = 0; i < 500 && !error; i++) {
      const result = await core.dispatch('contacts.create', { name: `Filler ${i}`, additionalInfo: 'x'.repeat(2000) });
      if (!result.ok) error = result.error;
    }
    logged.mockRestore();
    expect(error).toMatchObject({ code: 'store_failed' });
    expect(error!.message).toMatch(/^The disk is full, so this change was not saved \(contacts.create\)\. Free some space and try again/);
    expect(core.store.raw<{ n: number }>("select count(*) as n from contacts where name = 'Saved Before'")).toEqual([{ n: 1 }]);
  });

  it('says the store file is damaged, and where it is, when SQLite finds it so', async () => {
    for (let i = 0; i < 1500; i++) await core.call('contacts.create', { name: `Person ${i}`, company: `Company ${i % 50}`, additionalInfo: 'notes '.repeat(20) });
    const file = core.store.sqlite.name;
    await core.close();
    // Eight pages in the middle of the file overwritten, as a bad sector or a cut copy leaves it.
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096 * 8, 0xab), 0, 4096 * 8, Math.floor(size / 4096 / 2) * 4096);
    closeSync(fd);
    core = await startTestCore(core.folder);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures = [];
    for (let offset = 0; offset < 1500; offset += 100) {
      const result = await core.dispatch('contacts.list', { sort: 'name', direction: 'asc', offset, limit: 100 });
      if (!result.ok) failures.push(result.error);
    }
    logged.mockRestore();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ code: 'store_failed' });
    expect(failures[0]!.message).toContain(`The store file ${file} is damaged`);
    expect(failures[0]!.message).toContain('Quit Rolodeck and move that file aside (keep it: changes not yet synced, email drafts and settings are only there)');
    await core.close();
    rmSync(core.folder, { recursive: true, force: true });
    core = await startTestCore();
  });
});

