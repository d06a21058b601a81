// "Cancel sending" on an email waiting in the queue: it is taken out of the queue and is a draft
// again, with its text (it was once deleted outright). A send already on its way, or one an
// earlier attempt of which may have gone out, is not taken back: the user is told why.
import { expect, it } from 'vitest';
import type { Fault } from './helpers/fault-proxy';
import { connectedApp } from './helpers/connected-app';
import { emailWithLostSend } from './helpers/lost-answers';

const env = connectedApp();
const isSend = (method: string, path: string) => method === 'POST' && path.endsWith('/emails/send');

async function syncedContact(name: string, email: string) {
  const contact = await env.app.call('contacts.create', { name, emails: [email] });
  await env.app.drain();
  return contact;
}

it('a queued email not yet sent is a draft again with its text, and nothing goes out; sent later, it goes once as edited', async () => {
  const { app, service } = env;
  const bea = await syncedContact('Bea Cancel', 'bea@cancel.example');
  await service.proxy.setDown(true);
  try {
    const draft = await app.call('email.save', { contactId: bea.id, to: 'bea@cancel.example', subject: 'Oops', body: 'Sent too soon.' });
    await app.call('email.send', { draftId: draft.id });
    expect((await app.call('sync.now', {})).pending).toBe(1); // tried, the service unreachable: still waiting

    const back = await app.call('email.cancelSend', { draftId: draft.id });
    expect(back).toMatchObject({ id: draft.id, status: 'draft', to: 'bea@cancel.example', subject: 'Oops', body: 'Sent too soon.', error: null });
    expect(await app.call('sync.status', {})).toMatchObject({ pending: 0, needsAttention: 0, rejected: 0 });
    // Cancelled twice (another window): it stays a draft.
    expect((await app.call('email.cancelSend', { draftId: draft.id })).status).toBe('draft');
  } finally {
    await service.proxy.setDown(false);
  }
  await app.drain();
  expect(service.db.sentTo('Oops')).toEqual([]);

  const [draft] = await app.call('email.drafts', { contactId: bea.id });
  await app.call('email.save', { draftId: draft!.id, contactId: bea.id, to: draft!.to, subject: 'Oops', body: 'Sent when ready.' });
  await app.call('email.send', { draftId: draft!.id });
  await app.drain();
  expect(service.db.sentEmails().filter((m) => m.subject === 'Oops').map((m) => m.body)).toEqual(['Sent when ready.']);
});

it('an email on its way to the service is not taken back: refused in words, and it is sent', async () => {
  const { app, service } = env;
  const cy = await syncedContact('Cy Sending', 'cy@sending.example');
  const draft = await app.call('email.save', { contactId: cy.id, to: 'cy@sending.example', subject: 'On its way', body: 'Hello Cy.' });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  service.proxy.setPlan(({ method, path }): Fault => {
    if (!isSend(method, path)) return { kind: 'pass' };
    arrived();
    return { kind: 'hold', until: released };
  });
  await app.call('email.send', { draftId: draft.id });
  const pass = app.call('sync.now', {});
  await arrival;
  await expect(app.call('email.cancelSend', { draftId: draft.id })).rejects.toThrow(/conflict: This email is being sent right now, so it can no longer be cancelled\./);
  release();
  await pass;
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  await app.drain();
  expect((await app.call('email.drafts', { contactId: cy.id }))[0]!.status).toBe('sent');
  expect(service.db.sentTo('On its way')).toEqual(['cy@sending.example']);
});

it('an email whose answer was lost is not made a draft again by Cancel sending, neither waiting for the user nor sent again by them', async () => {
  const { app, service } = env;
  await emailWithLostSend(app, service, { name: 'Dee Lost', email: 'dee@lost.example' }, 'Lost answer');
  const [dee] = (await app.call('contacts.list', { query: 'Dee Lost' })).items;
  const [draft] = await app.call('email.drafts', { contactId: dee!.id });
  expect(draft!.status).toBe('needs_attention');
  await expect(app.call('email.cancelSend', { draftId: draft!.id })).rejects.toThrow(/conflict: Rolodeck cannot tell whether this email went out/);

  // "Send again" while the service is unreachable: queued, and still not taken back.
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  await service.proxy.setDown(true);
  try {
    const [waiting] = await app.call('sync.rejected', {});
    await app.call('sync.retryOp', { opId: waiting!.opId });
    await app.call('sync.now', {});
    expect((await app.call('email.drafts', { contactId: dee!.id }))[0]!.status).toBe('queued');
    await expect(app.call('email.cancelSend', { draftId: draft!.id })).rejects.toThrow(/conflict: Rolodeck cannot cancel this email: an earlier attempt to send it may have gone out/);
    await expect(app.call('email.discard', { draftId: draft!.id })).rejects.toThrow(/conflict: This email is waiting to be sent: cancel sending first/);
  } finally {
    await service.proxy.setDown(false);
  }
  await app.drain();
  expect((await app.call('email.drafts', { contactId: dee!.id }))[0]!.status).toBe('sent');
  expect(service.db.sentTo('Lost answer')).toEqual(['dee@lost.example']); // recognised by its key: one copy
});
