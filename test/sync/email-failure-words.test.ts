// A send that fails says so in the email's editor in the service's words: the status beside what
// failed, no request line with the contact's id on the service ("POST /api/contacts/…/send").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

let service: TestService;
let app: TestApp;

beforeAll(async () => {
  service = await startTestService({ smtpUrl: 'smtp://127.0.0.1:1' }); // no mail server listens there
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
});
afterAll(async () => {
  await app?.close();
  await service?.close();
});

async function sendTo(name: string, address: string) {
  const c = await app.call('contacts.create', { name, emails: [address] });
  await app.drain();
  const draft = await app.call('email.save', { contactId: c.id, to: address, subject: 'Hello', body: 'Hi there.' });
  await app.call('email.send', { draftId: draft.id });
  await app.drain();
  return (await app.call('email.drafts', { contactId: c.id }))[0]!;
}

describe('a send that fails, in the email editor', () => {
  it('a mail server down: the service failed while sending, with its words, and the email waits for the user', async () => {
    const draft = await sendTo('Mail Down', 'down@example.com');
    expect(draft.status).toBe('needs_attention');
    expect(draft.error).toMatch(/^The service failed while sending this email \(HTTP 502\): The email could not be delivered: .+\. Rolodeck cannot tell whether the email went out/);
    expect(draft.error).not.toMatch(/\/api\/|POST/);
  });

  it('refused: the service refused to send it, with the field it named', async () => {
    service.proxy.setPlan(({ method, path }) =>
      method === 'POST' && path.endsWith('/emails/send')
        ? {
            kind: 'answer',
            status: 422,
            contentType: 'application/problem+json',
            body: JSON.stringify({ title: 'Unprocessable Entity', status: 422, detail: 'emailData.to: This address is on the bounce list.', violations: [{ propertyPath: 'emailData.to', message: 'This address is on the bounce list.' }] }),
          }
        : { kind: 'pass' },
    );
    try {
      const draft = await sendTo('Bounced Person', 'bounced@example.com');
      expect(draft.status).toBe('failed');
      expect(draft.error).toBe('The service refused to send this email (HTTP 422): emailData.to: This address is on the bounce list.');
      // The list of refused changes keeps the request it was.
      const op = (await app.call('sync.rejected', {})).find((o) => o.contactName === 'Bounced Person');
      expect(op!.error).toMatch(/^POST \/api\/contacts\/.+\/emails\/send: HTTP 422/);
    } finally {
      service.proxy.setPlan(() => ({ kind: 'pass' }));
    }
  });
});
