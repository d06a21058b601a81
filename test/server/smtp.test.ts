// Sending email through a real SMTP server on 127.0.0.1 (smtp-server), read back with mailparser.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteContact } from '../../server/admin';
import { createSmtpMailer, transportUrl } from '../../server/email/mailer';
import { expectProblem } from '../conformance/shapes';
import { lanAddress } from '../helpers/lan';
import { queryDatabase, startTestService, type TestService } from './helpers';

const received: Array<{ envelopeTo: string[]; mail: ParsedMail }> = [];
let rejectRecipients = false;
/** When set, the SMTP server holds each message until this promise settles. */
let holdData: Promise<void> | null = null;
let dataArrived: (() => void) | null = null;
let smtp: SMTPServer;
let service: TestService;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      dataArrived?.();
      Promise.resolve(holdData)
        .then(() => simpleParser(stream))
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  service = await startTestService({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Sales <sales@rolodeck.example>' });
});

afterAll(async () => {
  await service?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('emails/send over SMTP', () => {
  it('delivers the session draft to the contact and records it', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Rita Receiver', emails: ['rita@receiver.example'], company: 'Receivers' });
    const prepared = await api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Thank you for the demo yesterday' });
    const draft = prepared.body.currentEmail;
    const sent = await api.post(`/api/contacts/${contact.id}/emails/send`, { sessionId: prepared.body.sessionId });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ delivered: true, status: 'delivered', to: 'rita@receiver.example', subject: draft.subject });

    const mail = received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['rita@receiver.example']);
    expect(mail.mail.subject).toBe(draft.subject);
    expect(mail.mail.text?.trim()).toBe(draft.body.trim());
    expect(mail.mail.from?.text).toContain('sales@rolodeck.example');

    const after = (await api.get(`/api/contacts/${contact.id}`)).body;
    expect(after.lastContactAt).toBe(sent.body.sentAt);
    expect(after.status).toBe('contacted');
    const rows = queryDatabase(service.dataDir, 'SELECT status, to_address FROM email_messages WHERE contact_id = ?', contact.id);
    expect(rows).toEqual([{ status: 'delivered', to_address: 'rita@receiver.example' }]);
  });

  it('sends edited email data, overriding the draft', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Eddie Edit', emails: ['eddie@edit.example'] });
    const prepared = await api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Quick question' });
    const sent = await api.post(`/api/contacts/${contact.id}/emails/send`, {
      sessionId: prepared.body.sessionId,
      emailData: { subject: 'My own subject', body: 'Hello Eddie,\n\nWritten by hand.\n\nBye' },
    });
    expect(sent.status).toBe(201);
    const mail = received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['eddie@edit.example']);
    expect(mail.mail.subject).toBe('My own subject');
    expect(mail.mail.text).toContain('Written by hand.');
  });

  it('answers 502 when the SMTP server refuses, and leaves the contact untouched', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Nora Nomail', emails: ['nora@nomail.example'] });
    rejectRecipients = true;
    try {
      const sent = await api.post(`/api/contacts/${contact.id}/emails/send`, { emailData: { subject: 'Hi', body: 'Hello' } });
      expectProblem(sent, 502);
    } finally {
      rejectRecipients = false;
    }
    const after = (await api.get(`/api/contacts/${contact.id}`)).body;
    expect(after.lastContactAt).toBeNull();
    expect(after.status).toBe('pending');
    const rows = queryDatabase(service.dataDir, 'SELECT status FROM email_messages WHERE contact_id = ?', contact.id);
    expect(rows).toEqual([{ status: 'failed' }]);
  });
});

describe('emails/send with an Idempotency-Key', () => {
  it('never sends twice: a retry while the first is still delivering gets 409, a later one the replay', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Once Only', emails: ['once@only.example'] });
    let letGo!: () => void;
    holdData = new Promise<void>((resolve) => (letGo = resolve));
    const arrived = new Promise<void>((resolve) => (dataArrived = resolve));
    const headers = { 'idempotency-key': 'send-once' };
    const body = { emailData: { subject: 'Once', body: 'Only one of these.' } };
    const before = received.length;
    try {
      // The first client gives up while the SMTP server is still receiving.
      const abort = new AbortController();
      const first = fetch(`${service.server.url}/api/contacts/${contact.id}/emails/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: abort.signal,
      }).catch((error: Error) => error);
      await arrived;
      abort.abort();
      expect(await first).toBeInstanceOf(Error);
      const retry = await api.post(`/api/contacts/${contact.id}/emails/send`, body, { headers });
      expect(retry.status).toBe(409);
      expect(retry.headers.get('retry-after')).toBe('1');
    } finally {
      letGo();
      holdData = null;
      dataArrived = null;
    }
    // The first request finishes on the server; poll the replay until it is stored.
    let replay = await api.post(`/api/contacts/${contact.id}/emails/send`, body, { headers });
    while (replay.status === 409) replay = await api.post(`/api/contacts/${contact.id}/emails/send`, body, { headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(received.length - before).toBe(1);
    expect(queryDatabase(service.dataDir, 'SELECT count(*) AS n FROM email_messages WHERE contact_id = ?', contact.id)).toEqual([{ n: 1 }]);
  });

  it('a contact deleted while its email is being delivered: the email is said as sent, and a retry replays that', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Gone Midway', emails: ['gone@midway.example'] });
    let letGo!: () => void;
    holdData = new Promise<void>((resolve) => (letGo = resolve));
    const arrived = new Promise<void>((resolve) => (dataArrived = resolve));
    const headers = { 'idempotency-key': 'send-while-deleted' };
    const body = { emailData: { subject: 'Still going', body: 'Sent as the contact was deleted.' } };
    const before = received.length;
    let sending;
    try {
      sending = api.post(`/api/contacts/${contact.id}/emails/send`, body, { headers });
      await arrived;
      expect(await deleteContact(service.dataDir, contact.id)).toBe(true);
    } finally {
      letGo();
      holdData = null;
      dataArrived = null;
    }
    // A 404 here would read as refused (nothing sent), and the app would let it be sent again.
    const sent = await sending;
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ delivered: true, to: 'gone@midway.example', subject: 'Still going', contact: null });
    const replay = await api.post(`/api/contacts/${contact.id}/emails/send`, body, { headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(received.length - before).toBe(1);
  });
});

describe('emails/send without SMTP', () => {
  it('records the message as not delivered and still updates lastContactAt', async () => {
    const local = await startTestService();
    try {
      const contact = await local.client.createContact({ name: 'Quiet', emails: ['quiet@example.com'] });
      const sent = await local.client.post(`/api/contacts/${contact.id}/emails/send`, { emailData: { subject: 'S', body: 'B' } });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ delivered: false, status: 'recorded', to: 'quiet@example.com' });
      expect((await local.client.get(`/api/contacts/${contact.id}`)).body.lastContactAt).toBe(sent.body.sentAt);
      expect(queryDatabase(local.dataDir, 'SELECT status, subject, body FROM email_messages')).toEqual([{ status: 'recorded', subject: 'S', body: 'B' }]);
    } finally {
      await local.close();
    }
  });
});

describe('SMTP credentials', () => {
  // This computer's network address, as a mail server on the LAN would be reached.
  const lan = lanAddress();
  if (!lan) console.log('smtp.test.ts: no network address besides loopback here, so the LAN login case is skipped');

  async function plainAuthServer(host: string) {
    const logins: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume().on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
    return { server, logins, port: (server.server.address() as AddressInfo).port };
  }
  const email = { from: 'sales@rolodeck.example', to: 'x@example.com', subject: 'S', text: 'B' };

  it('requires TLS before logging in to another computer over smtp://, unless the URL says otherwise', () => {
    expect(transportUrl('smtp://user:pw@mail.example.com:587')).toBe('smtp://user:pw@mail.example.com:587?requireTLS=true');
    expect(transportUrl('smtp://user:pw@mail.example.com:587?requireTLS=false')).toBe('smtp://user:pw@mail.example.com:587?requireTLS=false');
    for (const unchanged of ['smtps://user:pw@mail.example.com:465', 'smtp://mail.example.com:25', 'smtp://user:pw@127.0.0.1:2525', 'smtp://user:pw@localhost:2525']) {
      expect(transportUrl(unchanged)).toBe(unchanged);
    }
    // Refused with words that do not repeat the password.
    expect(() => transportUrl('mail server with secret-pw')).toThrow(/^The SMTP URL is not a URL: write it as smtp:\/\/user:password@host/);
    expect(() => transportUrl('user:secret-pw@mail')).toThrow(/^The SMTP URL must start with smtp:\/\/ or smtps:\/\/\.$/);
  });

  it.skipIf(!lan)('does not send the password to a server on the network that offers no TLS', async () => {
    const { server, logins, port } = await plainAuthServer('0.0.0.0');
    const mailer = createSmtpMailer(`smtp://user:secret-pw@${lan}:${port}`);
    try {
      await expect(mailer.send(email)).rejects.toThrow(/STARTTLS/);
      expect(logins).toEqual([]);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('logs in over plain smtp:// to this computer (a local relay or test sink)', async () => {
    const { server, logins, port } = await plainAuthServer('127.0.0.1');
    const mailer = createSmtpMailer(`smtp://user:local-pw@127.0.0.1:${port}`);
    try {
      await mailer.send(email);
      expect(logins).toEqual(['user:local-pw']);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
