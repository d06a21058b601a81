// A new contact whose create answer was lost, edited on the service by another user before the
// create was settled, comes back in a pull as a second card. The user may work on that card
// before the create is settled: a task, a note, an email. Once the create is settled the two
// cards are one person on the service: one card must remain, holding the work of both, each
// piece of it sent once.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { copyPulledAfterEditThere } from './helpers/lost-answers';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a lost create whose copy pulled meanwhile the user worked on', () => {
  it('becomes one contact holding the work of both cards, each piece sent once', async () => {
    // A backoff of 1.5–3 s, and no waiting inside a pass: the next passes come while the create waits.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } });
    let lost = 1;
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
    const made = await app.call('contacts.create', { name: 'Robin Twice', emails: ['robin@example.com'], position: 'Buyer' });
    await app.call('tasks.create', { contactId: made.id, title: 'Call Robin', dueDate: '2031-05-01T09:00:00Z', type: 'call' });
    await app.call('sync.now', {}); // made there, its answer lost: unknown, waiting out its backoff
    const { there, copy } = await copyPulledAfterEditThere(app, service, made, 'robin.t@example.com');
    if (!copy) throw new Error('the pull stored no second card');
    // Work on the copy: one task sent while the create still waits, the rest still queued when it is settled.
    await app.call('tasks.create', { contactId: copy.id, title: 'Send brochure', dueDate: '2031-05-02T09:00:00Z', type: 'email' });
    await app.call('sync.now', {});
    await app.call('tasks.create', { contactId: copy.id, title: 'Book a demo', dueDate: '2031-05-03T09:00:00Z', type: 'meeting' });
    await app.call('contacts.extend', { id: copy.id, text: 'Met at the spring fair' });
    await app.call('contacts.update', { id: copy.id, patch: { company: 'Twice Ltd' } });
    const begun = await app.call('email.save', { contactId: copy.id, to: 'robin.t@example.com', subject: 'Draft for later', body: 'Not finished yet' });
    const queued = await app.call('email.save', { contactId: copy.id, to: 'robin.t@example.com', subject: 'Brochure', body: 'Hi Robin, the brochure is attached.' });
    await app.call('email.send', { draftId: queued.id });

    await pause(3_200);
    const status = await app.drain(); // the create is settled

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect((await service.api.allContacts()).filter((c) => c.name === 'Robin Twice')).toHaveLength(1);
    const listed = (await app.call('contacts.list', { query: 'Robin Twice' })).items;
    expect(listed.map((c) => c.id)).toEqual([made.id]);
    const kept = await app.call('contacts.get', { id: made.id });
    expect(kept).toMatchObject({ remoteId: there.id, emails: ['robin.t@example.com'], position: 'Buyer', company: 'Twice Ltd' });
    expect(kept.additionalInfo?.match(/Met at the spring fair/g)).toHaveLength(1);

    const onService = await service.api.ok('GET', `/api/contacts/${there.id}`);
    expect(onService).toMatchObject({ company: 'Twice Ltd', position: 'Buyer' });
    expect(String(onService.additionalInfo).match(/Met at the spring fair/g)).toHaveLength(1);
    const tasksThere = service.db.tasks().filter((t) => t.contact_id === there.id).map((t) => t.title);
    expect(tasksThere.sort()).toEqual(['Book a demo', 'Call Robin', 'Send brochure']);
    const tasksHere = (await app.call('tasks.list', { bucket: 'upcoming', contactId: made.id })).items.map((t) => t.title);
    expect(tasksHere.sort()).toEqual(['Book a demo', 'Call Robin', 'Send brochure']);

    expect(service.db.sentEmails().filter((e) => e.contact_id === there.id).map((e) => e.subject)).toEqual(['Brochure']);
    const drafts = await app.call('email.drafts', { contactId: made.id });
    expect(drafts.map((d) => [d.id, d.status]).sort()).toEqual([[begun.id, 'draft'], [queued.id, 'sent']].sort());
  });

  it('keeps a conflict found on the copy: shown on the contact that remains, and resolved there', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } });
    let lostCreate = 1;
    let failedEdit = 1;
    service.proxy.setPlan(({ method, path }): Fault => {
      if (method === 'POST' && path === '/api/contacts' && lostCreate-- > 0) return { kind: 'lost' };
      if (method === 'PATCH' && failedEdit-- > 0) return { kind: 'status', status: 503 };
      return { kind: 'pass' };
    });
    const made = await app.call('contacts.create', { name: 'Casey Clash', emails: ['casey@example.com'] });
    await app.call('sync.now', {});
    const { there, copy } = await copyPulledAfterEditThere(app, service, made, 'casey.c@example.com');
    if (!copy) throw new Error('the pull stored no second card');

    await app.call('contacts.update', { id: copy.id, patch: { company: 'Ours Ltd' } });
    await app.call('sync.now', {}); // the edit is turned away (503) and waits
    await service.api.ok('PATCH', `/api/contacts/${there.id}`, { company: 'Theirs Ltd' }); // another user, meanwhile
    await pause(3_200);
    await app.drain(); // the pull finds the other user's value: a conflict; the create is settled

    expect((await app.call('contacts.list', { query: 'Casey Clash' })).items.map((c) => c.id)).toEqual([made.id]);
    const conflicts = await app.call('sync.conflicts', {});
    expect(conflicts).toEqual([expect.objectContaining({ contactId: made.id, field: 'company', mine: 'Ours Ltd', theirs: 'Theirs Ltd' })]);
    expect(await app.call('contacts.get', { id: made.id })).toMatchObject({ company: 'Ours Ltd' });

    await app.call('sync.resolveConflict', { contactId: made.id, field: 'company', choice: 'mine' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await service.api.ok('GET', `/api/contacts/${there.id}`)).toMatchObject({ company: 'Ours Ltd', emails: ['casey.c@example.com'] });
    expect(await app.call('contacts.get', { id: made.id })).toMatchObject({ remoteId: there.id, company: 'Ours Ltd', emails: ['casey.c@example.com'] });
  });

  it('tells the open windows that the tasks and emails of the copy moved to the contact that remains', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } });
    let lost = 1;
    service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
    const made = await app.call('contacts.create', { name: 'Wendy Windows', emails: ['wendy@example.com'] });
    await app.call('sync.now', {});
    const { copy } = await copyPulledAfterEditThere(app, service, made, 'wendy.w@example.com');
    if (!copy) throw new Error('the pull stored no second card');
    // Work on the copy, all of it done before the create is settled: nothing is left to send after it.
    await app.call('tasks.create', { contactId: copy.id, title: 'Ask Wendy for a quote', dueDate: '2031-06-01T09:00:00Z', type: 'quote' });
    await app.call('email.save', { contactId: copy.id, to: 'wendy.w@example.com', subject: 'Quote', body: 'Still writing' });
    await app.call('sync.now', {});

    await pause(3_200);
    const changed: string[][] = [];
    const off = app.core.events.subscribe((e, p) => e === 'data.changed' && changed.push((p as { entities: string[] }).entities));
    await app.call('sync.now', {}); // the create is settled, the copy folded in
    off();

    expect((await app.call('contacts.list', { query: 'Wendy Windows' })).items.map((c) => c.id)).toEqual([made.id]);
    expect((await app.call('email.drafts', { contactId: made.id })).map((d) => d.subject)).toEqual(['Quote']);
    // A window showing the contact's tasks or emails is told to read them again.
    const told = new Set(changed.flat());
    expect(told).toContain('tasks');
    expect(told).toContain('drafts');
  });

  it('sends the notes of the copy in the order they were added when the create is settled while the first of them is on its way', async () => {
    // A backoff of 0.5–1 s and no waiting inside a pass: the lost create is not tried again in
    // its own pass; after that, the service's Retry-After steers it.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { backoff: { baseMs: 1_000, maxMs: 1_000 }, inPassWaitMs: 0 } });
    let createAnswer: 'lost' | 'wait' | 'pass' = 'lost';
    let slowListing = false;
    let firstNoteHeld: (() => void) | null = null;
    service.proxy.setPlan(({ method, path, body }): Fault => {
      if (method === 'POST' && path === '/api/contacts') {
        if (createAnswer === 'lost') return (createAnswer = 'wait'), { kind: 'lost' };
        if (createAnswer === 'wait') return (createAnswer = 'pass'), { kind: 'status', status: 429, retryAfter: '2' };
        // The create is settled now (the service answers from its record): the note held below goes on a moment later.
        setTimeout(() => firstNoteHeld?.(), 1_000);
        return { kind: 'pass' };
      }
      if (method === 'GET' && /^\/api\/contacts(\?|$)/.test(path) && !path.includes('email=') && slowListing) return { kind: 'delay', ms: 3_000 };
      if (method === 'POST' && path.endsWith('/extend')) {
        if (body.includes('First note')) return { kind: 'hold', until: new Promise<void>((r) => (firstNoteHeld = r)) };
        firstNoteHeld?.(); // the second note was sent while the first was still on its way
      }
      return { kind: 'pass' };
    });
    const made = await app.call('contacts.create', { name: 'Nora Notes', emails: ['nora@example.com'] });
    await app.call('sync.now', {}); // made there, its answer lost
    // The next pass: the create is asked to wait 2 s (429); the pull stores the edited copy.
    const { there, copy } = await copyPulledAfterEditThere(app, service, made, 'nora.n@example.com', () => pause(1_100));
    if (!copy) throw new Error('the pull stored no second card');
    await app.call('contacts.extend', { id: copy.id, text: 'First note' });
    await app.call('contacts.extend', { id: copy.id, text: 'Second note' });
    // The next pass: the create is not due yet when creates are settled, and due once the (slow)
    // listing is read, so the push sends it beside the first note of the copy.
    slowListing = true;
    await app.call('sync.now', {});
    slowListing = false;
    const status = await app.drain();

    expect(status).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await app.call('contacts.list', { query: 'Nora Notes' })).items.map((c) => c.id)).toEqual([made.id]);
    expect((await service.api.ok('GET', `/api/contacts/${there.id}`)).additionalInfo).toBe('First note\nSecond note');
    expect((await app.call('contacts.get', { id: made.id })).additionalInfo).toBe('First note\nSecond note');
  });
});
