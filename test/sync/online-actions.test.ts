// The actions that need the service (wizard, email drafting) online, and what each does
// offline: the wizard extracts locally and queues the create; drafting answers it needs a
// connection; a hand-written email is queued and goes out when the service is back.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { seedContacts, startTestService, type TestService } from './helpers/service';
import type { Fault } from './helpers/fault-proxy';

let service: TestService;
let app: TestApp;
const SIGNATURE = 'Margaret Hamilton\nDirector of Software Engineering\nApollo Systems Inc.\nmargaret@apollo.example\n+1 617 555 0134';

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());
afterEach(async () => {
  vi.useRealTimers();
  await service.proxy.setDown(false);
  await app?.close();
  service.db.clearContacts();
});

describe('wizard', () => {
  it('online: the service extracts and creates', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const prepared = await app.call('wizard.prepare', { text: SIGNATURE });
    expect(prepared.source).toBe('service');
    const [draft] = prepared.drafts;
    expect(draft!.confirmationToken).toBeTruthy();
    expect(draft!.contact.name).toBe('Margaret Hamilton');
    const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: { ...draft!.contact, name: 'Margaret H. Hamilton' } as never });
    expect(contact).toMatchObject({ name: 'Margaret H. Hamilton', creationSource: 'scan', pending: false });
    expect(contact.remoteId).toBeTruthy();
    expect((await service.api.ok('GET', `/api/contacts/${contact.remoteId}`)).name).toBe('Margaret H. Hamilton');
  });

  it('online: a field cleared in the review is cleared on the service too', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    expect(draft!.contact).toMatchObject({ company: 'Apollo Systems Inc.', position: 'Director of Software Engineering' });
    const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: { ...draft!.contact, company: null, position: null, phones: [] } as never });
    expect(contact).toMatchObject({ company: null, position: null, phones: [] });
    expect(await service.api.ok('GET', `/api/contacts/${contact.remoteId}`)).toMatchObject({ company: null, position: null, phones: [] });
  });

  it('online: a confirmation answered with only a Location (the interface shows no answer) still gives the contact', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    service.proxy.setPlan(({ path }) =>
      path === '/api/contacts/confirm'
        ? { kind: 'rewrite', status: 201, fn: () => '', headers: (body) => ({ location: `/api/contacts/${JSON.parse(body).id}`, 'content-type': 'text/plain' }) }
        : { kind: 'pass' },
    );
    try {
      const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
      const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: draft!.contact as never });
      expect(contact).toMatchObject({ name: 'Margaret Hamilton', company: 'Apollo Systems Inc.', pending: false });
      expect((await service.api.allContacts()).map((c) => c.id)).toEqual([contact.remoteId]);
    } finally {
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
  });

  it('online: a vCard file of several cards gives a draft for each, each confirmed on its own', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const vcards = ['Wanda Wizard', 'Xavier Xu']
      .map((n, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${n}\r\nEMAIL:card${i}@example.com\r\nEND:VCARD`)
      .join('\r\n');
    const prepared = await app.call('wizard.prepare', { text: vcards });
    expect(prepared.source).toBe('service');
    expect(prepared.drafts.map((d) => d.contact.name)).toEqual(['Wanda Wizard', 'Xavier Xu']);
    expect(new Set(prepared.drafts.map((d) => d.confirmationToken)).size).toBe(2);
    for (const draft of prepared.drafts) {
      const contact = await app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: draft.contact as never });
      expect(contact.remoteId).toBeTruthy();
    }
    const names = (await app.call('contacts.list', {})).items.map((c) => c.name).sort();
    expect(names).toEqual(['Wanda Wizard', 'Xavier Xu']);
  });

  it('offline: extracts locally, creates locally, and the create reaches the service later', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await service.proxy.setDown(true);
    const prepared = await app.call('wizard.prepare', { text: SIGNATURE });
    expect(prepared.source).toBe('local');
    const [draft] = prepared.drafts;
    expect(draft!.confirmationToken).toBeNull();
    expect(draft!.contact.emails).toEqual(['margaret@apollo.example']);
    const contact = await app.call('wizard.confirm', { confirmationToken: null, contact: draft!.contact as never });
    expect(contact).toMatchObject({ name: 'Margaret Hamilton', creationSource: 'scan', pending: true, remoteId: null });
    await service.proxy.setDown(false);
    await app.drain();
    const synced = await app.call('contacts.get', { id: contact.id });
    expect(synced.remoteId).toBeTruthy();
    expect(synced.creationSource).toBe('scan');
    expect((await service.api.ok('GET', `/api/contacts/${synced.remoteId}`)).emails).toEqual(['margaret@apollo.example']);
  });

  // A restart between a card's create and the review's record of it confirms the card again.
  it('a card confirmed again with its card id is the contact made the first time, online and offline', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [online] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    const cardId = randomUUID();
    const first = await app.call('wizard.confirm', { confirmationToken: online!.confirmationToken, contact: online!.contact as never, cardId });
    const again = await app.call('wizard.confirm', { confirmationToken: online!.confirmationToken, contact: online!.contact as never, cardId });
    expect(again.id).toBe(first.id);
    const named = async (name: string) => (await app.call('contacts.list', { query: name, limit: 10 })).items.filter((c) => c.name === name);
    expect(await named('Margaret Hamilton')).toHaveLength(1);
    const onService = async (email: string) => (await service.api.ok('GET', `/api/contacts?email=${email}`))['hydra:member'];
    expect(await onService('margaret@apollo.example')).toHaveLength(1);

    // Made online, then confirmed again with the service out of reach: still that one contact.
    await service.proxy.setDown(true);
    expect(await app.call('wizard.confirm', { confirmationToken: online!.confirmationToken, contact: online!.contact as never, cardId })).toMatchObject({ id: first.id });
    expect(await named('Margaret Hamilton')).toHaveLength(1);

    const [offline] = (await app.call('wizard.prepare', { text: 'Grace Hopper\ngrace@navy.example' })).drafts;
    const localCard = randomUUID();
    const made = await app.call('wizard.confirm', { confirmationToken: null, contact: offline!.contact as never, cardId: localCard });
    expect(await app.call('wizard.confirm', { confirmationToken: null, contact: offline!.contact as never, cardId: localCard })).toMatchObject({ id: made.id });
    expect(await named('Grace Hopper')).toHaveLength(1);
    expect(app.core.store.raw(`SELECT id FROM outbox WHERE kind = 'contact.create' AND contact_id = ?`, made.id)).toHaveLength(1);
    await service.proxy.setDown(false);
    await app.drain();
    expect(await onService('grace@navy.example')).toHaveLength(1);
  });

  it('a card whose token expired while the review was open is made here and synced, once', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    // Only Date is faked: 31 minutes on, past the service's half hour for a token.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: { ...draft!.contact, position: 'Director' } as never, cardId: randomUUID() });
    expect(contact).toMatchObject({ name: 'Margaret Hamilton', position: 'Director', creationSource: 'scan', pending: true, remoteId: null });
    vi.useRealTimers();
    await app.drain();
    const onService = (await service.api.ok('GET', '/api/contacts?email=margaret@apollo.example'))['hydra:member'] as { position: string }[];
    expect(onService).toHaveLength(1);
    expect(onService[0]!.position).toBe('Director');
  });

  it('a card confirmed while a first sync stores contacts, whose listing then fails: the contact the wizard gave stays', async () => {
    const person = (i: number) => ({ name: `Listed Person ${i}`, emails: [`listed${i}@example.com`], creationSource: null });
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.call('sync.now', {}); // online, nothing there yet: the address book arrives in the pass below
    await seedContacts(service, 300, person);
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;

    // The confirm is applied on the service; its answer reaches the app only once the pass below
    // has stored the contact. The last page of that pass is asked for once the wizard has its
    // answer, and comes back unreadable.
    let made: { id: string } | undefined;
    let confirmed!: () => void;
    const confirmHandled = new Promise<void>((resolve) => (confirmed = resolve));
    const storedByPull = (remoteId: string) => app.core.store.raw('SELECT id FROM contacts WHERE remote_id = ?', remoteId).length > 0;
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise((r) => setTimeout(r, 10));
    };
    const total = 601;
    const lastPage = Math.ceil(total / 30);
    service.proxy.setPlan(({ method, path }): Fault => {
      if (path === '/api/contacts/confirm') {
        const fn = async (body: string) => {
          made = JSON.parse(body) as { id: string };
          await until(() => storedByPull(made!.id));
          return body;
        };
        return { kind: 'rewrite', fn };
      }
      if (method === 'GET' && path === `/api/contacts?page=${lastPage}`) {
        return { kind: 'hold', until: confirmHandled, then: { kind: 'answer', status: 200, body: JSON.stringify({ 'hydra:member': [{ name: 42 }], 'hydra:totalItems': total }) } };
      }
      return { kind: 'pass' };
    });
    try {
      const contactPromise = app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: draft!.contact as never, cardId: randomUUID() });
      await until(() => made !== undefined);
      await seedContacts(service, 300, (i) => person(300 + i)); // the card's contact sits mid-listing
      const pass = app.call('sync.now', {});
      const contact = await contactPromise;
      confirmed();
      expect((await pass).lastError).toMatch(/cannot read/);
      expect(contact).toMatchObject({ name: 'Margaret Hamilton', remoteId: made!.id });
      // The wizard said "created" and named this contact: it is still here.
      expect(await app.call('contacts.get', { id: contact.id })).toMatchObject({ remoteId: made!.id });
    } finally {
      confirmed();
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
  });

  it('a card whose confirm answer was lost, corrected and created again: one contact, with the correction', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    const cardId = randomUUID();
    let lost = false;
    service.proxy.setPlan(({ path }) => {
      if (path !== '/api/contacts/confirm' || lost) return { kind: 'pass' };
      lost = true;
      return { kind: 'lost' }; // made on the service, the answer never arrives
    });
    await expect(app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: draft!.contact as never, cardId })).rejects.toThrow();

    // The user corrects the title on the card and presses Create again.
    const corrected = { ...draft!.contact, position: 'Director of Engineering' };
    const contact = await app.call('wizard.confirm', { confirmationToken: draft!.confirmationToken, contact: corrected as never, cardId });
    expect(contact).toMatchObject({ name: 'Margaret Hamilton', position: 'Director of Engineering' });
    await app.drain();
    const onService = (await service.api.ok('GET', '/api/contacts?email=margaret@apollo.example'))['hydra:member'] as { position: string }[];
    expect(onService).toHaveLength(1);
    expect(onService[0]!.position).toBe('Director of Engineering');
  });

  it('a card whose confirm answer was lost, created again while the service is unreachable: not made here too, and one contact once it is back', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    const confirm = { confirmationToken: draft!.confirmationToken, contact: draft!.contact as never, cardId: randomUUID() };
    service.proxy.setPlan(({ path }) => (path === '/api/contacts/confirm' ? { kind: 'lost' } : { kind: 'pass' }));
    await expect(app.call('wizard.confirm', confirm)).rejects.toThrow();
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    // Made on the service already: a local create now would make it twice once synced.
    await service.proxy.setDown(true);
    await expect(app.call('wizard.confirm', confirm)).rejects.toThrow(/needs a connection/);
    expect((await app.call('contacts.list', {})).items).toEqual([]);
    await service.proxy.setDown(false);
    await app.drain(); // back online

    const contact = await app.call('wizard.confirm', confirm);
    expect(contact).toMatchObject({ name: 'Margaret Hamilton', pending: false });
    await app.drain();
    expect((await app.call('contacts.list', {})).items.map((c) => c.id)).toEqual([contact.id]);
    expect((await service.api.allContacts()).map((c) => c.id)).toEqual([contact.remoteId]);
  });

  it('with no service configured, works locally', async () => {
    app = await startTestApp();
    const prepared = await app.call('wizard.prepare', { text: SIGNATURE });
    expect(prepared.source).toBe('local');
  });

  it('online: an answer that cannot be read (one of several cards malformed) is read here instead, and said so', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const card = { confirmationToken: 'tok-1', contact: { name: 'Margaret Hamilton' } };
    service.proxy.setPlan(({ path }) =>
      path === '/api/contacts/prepare'
        ? { kind: 'answer', status: 200, body: JSON.stringify({ ...card, cards: [card, { contact: { name: 'Someone' } }] }) }
        : { kind: 'pass' },
    );
    try {
      const prepared = await app.call('wizard.prepare', { text: `${SIGNATURE}

Katherine Johnson <katherine@nasa.example>` });
      expect(prepared.source).toBe('local');
      expect(prepared.unreadAnswer).toMatch(/^The service sent a response Rolodeck cannot read \(the contacts it read\): cards\.1\.confirmationToken/);
      expect(prepared.drafts.map((d) => d.contact.name)).toEqual(['Margaret Hamilton', 'Katherine Johnson']);
      expect(prepared.drafts.every((d) => d.confirmationToken === null)).toBe(true);
    } finally {
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
  });
});

describe('email', () => {
  it('online: an email answer that cannot be read is said in words, and no draft is made', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Unread Answer', emails: ['unread@example.com'] });
    await app.drain();
    service.proxy.setPlan(({ path }) => (path.endsWith('/emails/prepare') ? { kind: 'answer', status: 200, body: JSON.stringify({ sessionId: 'x', currentEmail: null }) } : { kind: 'pass' }));
    try {
      await expect(app.call('email.prepare', { contactId: c.id, instruction: 'Say hi' })).rejects.toMatchObject({
        code: 'service_error',
        message: expect.stringContaining('Writing an email with the service failed: The service sent a response Rolodeck cannot read (the email it wrote): currentEmail: '),
      });
      expect(await app.call('email.drafts', { contactId: c.id })).toEqual([]);
    } finally {
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
  });

  it('online: prepare, refine, edit, send', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Linus Pauling', emails: ['linus@example.com'] });
    await app.drain();
    let draft = await app.call('email.prepare', { contactId: c.id, instruction: 'Invite to the spring meetup' });
    expect(draft.sessionId).toBeTruthy();
    expect(draft.to).toBe('linus@example.com');
    expect(draft.body.length).toBeGreaterThan(0);
    draft = await app.call('email.refine', { draftId: draft.id, instruction: 'Make it shorter' });
    draft = await app.call('email.save', { draftId: draft.id, contactId: c.id, to: draft.to, subject: 'Spring meetup', body: `${draft.body}\n\nPS: bring a friend` });
    expect(draft.history.map((h) => h.kind)).toEqual(['prepare', 'refine', 'edit']);
    expect((await app.call('email.send', { draftId: draft.id })).status).toBe('queued');
    await app.drain();
    const [sent] = await app.call('email.drafts', { contactId: c.id });
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent!.history.at(-1)!.kind).toBe('send');
    expect(service.db.sentEmails().map((m) => m.subject)).toContain('Spring meetup');
  });

  it('offline: drafting needs a connection; a hand-written email is queued and sent later', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Offline Mailer', emails: ['om@example.com'] });
    await app.drain();
    await service.proxy.setDown(true);
    await expect(app.call('email.prepare', { contactId: c.id, instruction: 'Say hi' })).rejects.toMatchObject({ code: 'offline' });
    const draft = await app.call('email.save', { contactId: c.id, to: 'om@example.com', subject: 'Written by hand', body: 'Hi!' });
    await expect(app.call('email.refine', { draftId: draft.id, instruction: 'Warmer' })).rejects.toMatchObject({ code: 'offline' });
    expect((await app.call('email.send', { draftId: draft.id })).status).toBe('queued');
    expect((await app.call('sync.now', {})).pending).toBe(1);
    await service.proxy.setDown(false);
    await app.drain();
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).toBe('sent');
    expect(service.db.sentEmails().filter((m) => m.subject === 'Written by hand')).toHaveLength(1);
  });

  it("a draft is written on only for its own contact: named with another, it is refused and stays where it was", async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const xavier = await app.call('contacts.create', { name: 'Xavier Mailer', emails: ['xavier@example.com'] });
    const yolanda = await app.call('contacts.create', { name: 'Yolanda Mailer', emails: ['yolanda@example.com'] });
    await app.drain();
    const draft = await app.call('email.prepare', { contactId: xavier.id, instruction: 'Thank Xavier for the meeting' });
    const before = service.proxy.log.length;

    const refused = { code: 'invalid_input', message: expect.stringContaining('This draft belongs to another contact.') };
    await expect(app.call('email.prepare', { contactId: yolanda.id, draftId: draft.id, instruction: 'Invite to the fair' })).rejects.toMatchObject(refused);
    await expect(app.call('email.save', { contactId: yolanda.id, draftId: draft.id, to: draft.to, subject: 'x', body: 'y' })).rejects.toMatchObject(refused);
    expect(await app.call('email.drafts', { contactId: xavier.id })).toEqual([draft]);
    expect(await app.call('email.drafts', { contactId: yolanda.id })).toEqual([]);
    // Refused before anything was asked of the service.
    expect(service.proxy.log.length).toBe(before);
  });

  it('a queued email can be taken back before it is sent: a draft again, then deleted if the user wants', async () => {
    app = await startTestApp();
    const c = await app.call('contacts.create', { name: 'Take Back', emails: ['tb@example.com'] });
    const draft = await app.call('email.save', { contactId: c.id, to: 'tb@example.com', subject: 'Oops', body: '…' });
    await app.call('email.send', { draftId: draft.id });
    await expect(app.call('email.discard', { draftId: draft.id })).rejects.toMatchObject({ code: 'conflict' });
    expect(await app.call('email.cancelSend', { draftId: draft.id })).toMatchObject({ status: 'draft', subject: 'Oops', body: '…' });
    expect((await app.call('sync.status', {})).pending).toBe(1); // the contact's create only
    await app.call('email.discard', { draftId: draft.id });
    expect(await app.call('email.drafts', { contactId: c.id })).toEqual([]);
  });
});
