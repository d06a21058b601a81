// A row left in `sending` (the app died mid-request) is ambiguous at the next start: it is
// reconciled with the service before any retry, so nothing is made or appended twice and an
// email is never resent without the user.
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import type { Fault } from './helpers/fault-proxy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

/** Lets the service apply the op's request, loses the answer, and leaves the op in `sending`. */
async function dieMidRequest(kindPath: (m: string, p: string) => boolean): Promise<void> {
  let lost = false;
  service.proxy.setPlan(({ method, path }): Fault => {
    if (!lost && kindPath(method, path)) {
      lost = true;
      return { kind: 'lost' };
    }
    // Then the app "dies": nothing more reaches the service in this run.
    return lost ? { kind: 'status', status: 503, retryAfter: '3600' } : { kind: 'pass' };
  });
  await app.call('sync.now', {});
  service.proxy.setPlan(() => ({ kind: 'pass' }));
  // What a crash at that moment leaves behind: the op still marked as being sent.
  app.core.store.sqlite.prepare("UPDATE outbox SET state = 'sending' WHERE state = 'ambiguous'").run();
  const dir = app.dir;
  await app.close({ keep: true });
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, dir });
}

const log = () => service.proxy.log;

describe('start-up reconciliation', () => {
  it('finds an interrupted create by email instead of creating it again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.call('contacts.create', { name: 'Half Made', emails: ['half@example.com'] });
    await dieMidRequest((m, p) => m === 'POST' && p === '/api/contacts');
    const mark = log().length;
    await app.drain();
    const after = log().slice(mark);
    expect(after.some((r) => r.method === 'GET' && r.path.includes('email=half%40example.com'))).toBe(true);
    expect(after.some((r) => r.method === 'POST' && r.path === '/api/contacts')).toBe(false);
    expect((await service.api.allContacts()).filter((c) => c.name === 'Half Made')).toHaveLength(1);
    expect((await app.call('contacts.list', {})).total).toBe(1);
  });

  it('checks whether an interrupted extend was appended before sending it again', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Noted' });
    await app.drain();
    await app.call('contacts.extend', { id: c.id, text: 'only once please' });
    await dieMidRequest((m, p) => m === 'POST' && p.endsWith('/extend'));
    const mark = log().length;
    await app.drain();
    const after = log().slice(mark);
    expect(after.some((r) => r.method === 'POST' && r.path.endsWith('/extend'))).toBe(false);
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId;
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).additionalInfo).toBe('only once please');
  });

  it('leaves an interrupted email send to the user', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Mailed', emails: ['mailed@example.com'] });
    await app.drain();
    const draft = await app.call('email.save', { contactId: c.id, to: 'mailed@example.com', subject: 'Once', body: 'Hi' });
    await app.call('email.send', { draftId: draft.id });
    await dieMidRequest((m, p) => m === 'POST' && p.endsWith('/emails/send'));
    const mark = log().length;
    const status = await app.drain();
    expect(status.needsAttention).toBe(1);
    expect(log().slice(mark).some((r) => r.path.endsWith('/emails/send'))).toBe(false);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]!.status).toBe('needs_attention');
    expect(service.db.sentEmails().filter((m) => m.subject === 'Once')).toHaveLength(1);
  });
});
