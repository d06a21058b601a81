// "Send again" on an email whose answer was lost reuses its Idempotency-Key, so the service answers
// from its record of the first attempt instead of sending a second copy — but the service keeps
// keys per token (server/http/idempotency.ts). Once the token or the address has changed, the
// list the renderer shows says plainly that a second copy may go out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToken } from '../../server/index';
import { connectedApp } from './helpers/connected-app';
import { emailWithLostSend } from './helpers/lost-answers';

const env = connectedApp();
afterEach(() => {
  vi.useRealTimers();
});

const waitingSend = async () => {
  const ops = await env.app.call('sync.rejected', {});
  expect(ops).toHaveLength(1);
  expect(ops[0]).toMatchObject({ kind: 'email.send', state: 'needs_attention', error: expect.stringMatching(/cannot tell whether the email went out/) });
  return ops[0]!;
};

describe('"Send again" on an email whose outcome is unclear', () => {
  it('warns of a second copy once the token or the address has changed since, and not before', async () => {
    const { app, service } = env;
    // The service sends it; its answer is lost, every time (the app does not send it again on its own anyway).
    await emailWithLostSend(app, service, { name: 'Sam Again', email: 'sam@example.com' }, 'Twice?');
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    // Same address and token: the service would recognise the key, so no warning.
    expect((await waitingSend()).sendAgainWarning).toBeNull();

    // Another address (the same data behind another port, with the same token): warned.
    await app.call('settings.set', { serviceUrl: service.server.url });
    await app.call('settings.setToken', { token: service.token });
    const movedWarning = (await waitingSend()).sendAgainWarning;
    expect(movedWarning).toMatch(/can no longer recognise that first attempt/);
    expect(movedWarning).toMatch(/sending it again may deliver a second copy/);
    expect(movedWarning).toMatch(/Check your sent mail first/);

    // Back to the address and token it was sent with: no warning again.
    await app.call('settings.set', { serviceUrl: service.proxy.url });
    await app.call('settings.setToken', { token: service.token });
    expect((await waitingSend()).sendAgainWarning).toBeNull();

    // The same address in another spelling is the same service, holding the same keys: no warning.
    await app.call('settings.set', { serviceUrl: `${service.proxy.url.replace(/^http:/, 'HTTP:')}/` });
    expect((await waitingSend()).sendAgainWarning).toBeNull();
    await app.call('settings.set', { serviceUrl: service.proxy.url });

    // A new token for the same address: warned, and with reason — sent again, a second copy goes out.
    await app.call('settings.setToken', { token: await createToken(service.dir, 'rotated') });
    const [shown] = await app.call('sync.rejected', {});
    expect(shown!.sendAgainWarning).toBe(movedWarning);
    await app.call('sync.retryOp', { opId: shown!.opId });
    expect(await app.drain()).toMatchObject({ needsAttention: 0, pending: 0 });
    expect(service.db.sentEmails().filter((m) => m.subject === 'Twice?')).toHaveLength(2);
  });

  it('warns of a second copy more than a day after the first attempt, when the service has forgotten it', async () => {
    const { app, service } = env;
    await emailWithLostSend(app, service, { name: 'Dara Day', email: 'dara@example.com' }, 'A day late');
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    expect((await waitingSend()).sendAgainWarning).toBeNull();

    // Only Date is faked: 25 hours on, the same address and token.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const waiting = await waitingSend();
    expect(waiting.sendAgainWarning).toMatch(/more than a day ago.*may deliver a second copy/);
    await app.call('sync.discardOp', { opId: waiting.opId });
  });

  it('counts the day from the first attempt, not from a Send again whose answer was lost too', async () => {
    const { app, service } = env;
    await emailWithLostSend(app, service, { name: 'Remy Retry', email: 'remy@example.com' }, 'Lost twice');
    const firstAttempt = Date.now();

    // Two hours on, Send again: answered from the service's record, and that answer is lost too.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(firstAttempt + 2 * 60 * 60 * 1000);
    await app.call('sync.retryOp', { opId: (await waitingSend()).opId });
    expect(await app.drain()).toMatchObject({ needsAttention: 1 });
    expect(service.db.sentEmails().filter((m) => m.subject === 'Lost twice')).toHaveLength(1);

    // A day and an hour after the first attempt (23 hours after the second): the service's record dates from the first.
    vi.setSystemTime(firstAttempt + 25 * 60 * 60 * 1000);
    const waiting = await waitingSend();
    expect(waiting.sendAgainWarning).toMatch(/more than a day ago/);
    await app.call('sync.discardOp', { opId: waiting.opId });
  });
});


describe('"Send again" after "Keep mine" on a contact the service deleted', () => {
  it('is not refused for ever for reusing its Idempotency-Key on the new contact', async () => {
    const { app, service } = env;
    await emailWithLostSend(app, service, { name: 'Kim Kept', email: 'kim.kept@example.com' }, 'After the deletion');
    service.proxy.setPlan(() => ({ kind: 'pass' }));
    const [contact] = (await app.call('contacts.list', { query: 'Kim Kept' })).items;
    const oldRemoteId = (await app.call('contacts.get', { id: contact!.id })).remoteId!;

    // Someone deletes the contact on the service; the unclear email makes it a conflict, and the user keeps it.
    service.db.deleteContact(oldRemoteId);
    await app.call('sync.now', {});
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: contact!.id, field: 'deleted' })]);
    await app.call('sync.resolveConflict', { contactId: contact!.id, field: 'deleted', choice: 'mine' });
    await app.drain();
    const newRemoteId = (await app.call('contacts.get', { id: contact!.id })).remoteId!;
    expect(newRemoteId).not.toBe(oldRemoteId);
    // Not sent again on its own; the user is told the service cannot recognise the first attempt now.
    const [waiting] = await app.call('sync.rejected', {});
    expect(waiting).toMatchObject({ kind: 'email.send', state: 'needs_attention', contactId: contact!.id });
    expect(waiting!.sendAgainWarning).toMatch(/deleted on the service.*may deliver a second copy/);
    expect(service.db.sentEmails().filter((m) => m.contact_id === newRemoteId)).toEqual([]);

    // Send again, and (refused) Retry: the email reaches the contact kept, not "key reused" each time.
    for (let attempt = 0; attempt < 2; attempt++) {
      const waiting = (await app.call('sync.rejected', {})).filter((op) => op.kind === 'email.send' && op.contactId === contact!.id);
      if (!waiting.length) break;
      await app.call('sync.retryOp', { opId: waiting[0]!.opId });
      await app.drain();
    }
    expect((await app.call('sync.rejected', {})).filter((op) => op.contactId === contact!.id)).toEqual([]);
    expect(service.db.sentEmails().filter((m) => m.contact_id === newRemoteId && m.subject === 'After the deletion')).toHaveLength(1);
  });
});
