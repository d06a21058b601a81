// A field the user empties on a card the service read is not saved: not by the service's confirm
// (which keeps what it read for a field its confirm does not name), not by the local create when
// the service cannot be reached, and not by the corrections sent after a confirm's lost answer.
// The review's form sends every field, the empty ones as null or []; a confirm that leaves a
// field out reads it as empty too, so each path makes the contact the card shows.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const SIGNATURE = 'Grace Hopper\nRear Admiral, US Navy\ngrace@navy.example\n+1 202 555 0100\nwww.navy.example';

/** The fields a card cleared in the review has none of, here and on the service. */
const CLEARED = { company: null, website: null, phones: [], emails: [] };

/** The card the service read, checked to hold what the user then empties. */
async function preparedCard() {
  const prepared = await app.call('wizard.prepare', { text: SIGNATURE });
  expect(prepared.source).toBe('service');
  const [draft] = prepared.drafts;
  expect(draft!.contact).toMatchObject({ name: 'Grace Hopper', emails: ['grace@navy.example'], phones: [expect.stringContaining('555')] });
  expect(draft!.contact.company).toBeTruthy();
  expect(draft!.contact.website).toContain('navy.example');
  return draft!;
}

/** The one contact the service holds by that name (it has no email left to find it by), whole. */
async function onServiceNamed(name: string) {
  const found = (await service.api.allContacts()).filter((c) => c.name === name);
  expect(found).toHaveLength(1);
  return service.api.ok('GET', `/api/contacts/${found[0]!.id}`);
}

describe('a card whose company, website, phones and emails the user emptied', () => {
  it('sent as empty, through the service: the contact has none of them, here and there', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const draft = await preparedCard();
    // As the review's form sends it: every field, the emptied ones as null or [].
    const contact = await app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: { ...draft.contact, ...CLEARED }, cardId: randomUUID() });
    expect(contact).toMatchObject({ name: 'Grace Hopper', ...CLEARED, pending: false });
    expect(await onServiceNamed('Grace Hopper')).toMatchObject(CLEARED);
  });

  it('left out of the confirm, through the service: read as emptied, not as the service read them', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const draft = await preparedCard();
    const { company: _company, website: _website, phones: _phones, emails: _emails, ...rest } = draft.contact;
    const contact = await app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: rest, cardId: randomUUID() });
    expect(contact).toMatchObject({ name: 'Grace Hopper', ...CLEARED });
    expect(await onServiceNamed('Grace Hopper')).toMatchObject(CLEARED);
  });

  it('confirmed while the service cannot take it (503, nothing made there): made here without them, and synced without them', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const draft = await preparedCard();
    service.proxy.setPlan(({ path }) => (path === '/api/contacts/confirm' ? { kind: 'status', status: 503 } : { kind: 'pass' }));
    const contact = await app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: { ...draft.contact, ...CLEARED }, cardId: randomUUID() });
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect(contact).toMatchObject({ name: 'Grace Hopper', ...CLEARED, pending: true, remoteId: null });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(await onServiceNamed('Grace Hopper')).toMatchObject(CLEARED);
  });

  it('emptied after a confirm whose answer was lost: the corrections empty them on the service', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const draft = await preparedCard();
    const cardId = randomUUID();
    let lost = false;
    service.proxy.setPlan(({ path }) => {
      if (path !== '/api/contacts/confirm' || lost) return { kind: 'pass' };
      lost = true;
      return { kind: 'lost' }; // made on the service as first sent, the answer never arrives
    });
    await expect(app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: draft.contact, cardId })).rejects.toThrow();

    // The user empties the fields on the card and presses Create contact again.
    const contact = await app.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: { ...draft.contact, ...CLEARED }, cardId });
    expect(contact).toMatchObject({ name: 'Grace Hopper', ...CLEARED });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(await onServiceNamed('Grace Hopper')).toMatchObject(CLEARED);
  });
});

describe('a card read on this computer (no service set up) with those fields emptied', () => {
  it('is made without them', async () => {
    app = await startTestApp();
    const [draft] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    expect(draft!.contact.emails).toEqual(['grace@navy.example']);
    const contact = await app.call('wizard.confirm', { confirmationToken: null, contact: { ...draft!.contact, ...CLEARED }, cardId: randomUUID() });
    expect(contact).toMatchObject({ name: 'Grace Hopper', ...CLEARED });
  });
});
