// Email sent from the app through the reference service to a real SMTP server on 127.0.0.1.
// A slow mail server can hold the service's answer past the time the app waits: the email is
// then unclear, never sent again on its own, and a Send again while the first delivery still
// runs, or after it, delivers nothing a second time.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

const received: ParsedMail[] = [];
/** When set, the mail server holds each message until it settles. */
let holdData: Promise<void> | null = null;
let dataArrived: (() => void) | null = null;
let smtp: SMTPServer;
let service: TestService;
let app: TestApp | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      dataArrived?.();
      Promise.resolve(holdData)
        .then(() => simpleParser(stream))
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  service = await startTestService({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
});

afterEach(async () => {
  holdData = null;
  dataArrived = null;
  await app?.close();
  app = undefined;
});

afterAll(async () => {
  await service?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const delivered = (subject: string) => received.filter((m) => m.subject === subject);

describe('email sent through a real mail server', () => {
  it('is delivered once, and the draft shows it sent', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Mia Mail', emails: ['mia@mail.example'] });
    await app.drain();
    const draft = await app.call('email.save', { contactId: c.id, to: 'mia@mail.example', subject: 'Plain delivery', body: 'Hello Mia' });
    await app.call('email.send', { draftId: draft.id });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(delivered('Plain delivery').map((m) => m.text?.trim())).toEqual(['Hello Mia']);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]).toMatchObject({ status: 'sent', error: null }); // delivered: nothing to add
  });

  it('held by a slow mail server past the wait: unclear, not sent again on its own, and Send again delivers it once', async () => {
    // The app waits 1.5 s for the service; the mail server holds the message longer.
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: { requestTimeoutMs: 1_500, writingTimeoutMs: 1_500 } });
    const c = await app.call('contacts.create', { name: 'Sol Slow', emails: ['sol@slow.example'] });
    await app.drain();
    let release!: () => void;
    holdData = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (dataArrived = r));
    const draft = await app.call('email.save', { contactId: c.id, to: 'sol@slow.example', subject: 'Slow delivery', body: 'Hello Sol' });
    await app.call('email.send', { draftId: draft.id });
    const draining = app.drain(); // the wait runs out while the mail server holds the message
    await arrived;
    let status = await draining;
    expect(status).toMatchObject({ pending: 0 });
    const [unclear] = await app.call('sync.rejected', {});
    expect(unclear).toMatchObject({ kind: 'email.send', state: 'needs_attention', contactId: c.id });
    expect((await app.call('email.drafts', { contactId: c.id }))[0]).toMatchObject({ status: 'needs_attention' });

    // Send again while the service is still delivering the first: it must not deliver a second one.
    await app.call('sync.retryOp', { opId: unclear!.opId });
    const again = app.core.dispatch('sync.now', {});
    await new Promise((r) => setTimeout(r, 300));
    release();
    await again;
    status = await app.drain();
    expect(status).toMatchObject({ pending: 0, rejected: 0 });
    expect(await app.call('sync.rejected', {})).toEqual([]);
    expect(delivered('Slow delivery')).toHaveLength(1);
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    expect(service.db.sentEmails().filter((m) => m.contact_id === remoteId && m.subject === 'Slow delivery')).toHaveLength(1);
    expect((await app.call('email.drafts', { contactId: c.id }))[0]).toMatchObject({ status: 'sent' });
  });
});
