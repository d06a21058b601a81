// Drafts the service writes stay within the bounds it puts on drafts a client sends: a client can
// always send the draft it was given back as currentEmail or emailData, and the session never
// holds (or sends) a draft the service would refuse. The default template writer is used here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectViolations } from '../conformance/shapes';
import { startTestService, type TestService } from './helpers';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

async function session() {
  const contact = await service.client.createContact({ name: 'Bea Bounds', emails: ['bea@bounds.example'] });
  const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Propose a call next week' });
  expect(prepared.status).toBe(200);
  const refine = (instruction: string) =>
    service.client.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction });
  const send = () => service.client.post(`/api/contacts/${contact.id}/emails/send`, { sessionId: prepared.body.sessionId });
  return { contact, draft: prepared.body.currentEmail, sessionId: prepared.body.sessionId, refine, send };
}

describe('drafts the service writes', () => {
  it('puts a subject given over several lines on one line, and takes the draft back as it is', async () => {
    const s = await session();
    const refined = await s.refine('subject: Quarterly\nreview');
    expect(refined.status).toBe(200);
    expect(refined.body.currentEmail.subject).toBe('Quarterly review');
    const echoed = await service.client.post(`/api/contacts/${s.contact.id}/emails/refine`, {
      sessionId: s.sessionId,
      instruction: 'more formal',
      currentEmail: refined.body.currentEmail,
    });
    expect(echoed.status).toBe(200);
  });

  it('refuses an instruction that would make the subject longer than a header line (422), keeping the draft', async () => {
    const s = await session();
    expectViolations(await s.refine(`subject: ${'Long words '.repeat(200)}`), ['instruction']);
    const sent = await s.send();
    expect(sent.status).toBe(201);
    expect(sent.body.subject).toBe(s.draft.subject);
  });

  it('refuses an instruction that would make the body longer than the service keeps (422), keeping the draft', async () => {
    const s = await session();
    // Each "add" puts ~10,000 characters in: the seventh would pass 65,535.
    const paragraph = `add ${'word '.repeat(1_990)}`;
    let last = await s.refine(paragraph);
    let accepted = 0;
    for (; last.status === 200 && accepted < 10; accepted++) last = await s.refine(paragraph);
    expectViolations(last, ['instruction']);
    expect(accepted).toBeGreaterThan(0);
    const sent = await s.send();
    expect(sent.status).toBe(201);
    expect(sent.body.body.length).toBeLessThanOrEqual(65_535);
  });
});
