// Conformance: email drafting sessions and sending.
import { describe, expect, it } from 'vitest';
import { unique } from './client';
import { expectViolations, UUID } from './shapes';
import { useTarget } from './target';

const service = useTarget();

const newContact = () => service.api.createContact({ name: 'Mail Person', emails: [`mail.${unique()}@example.com`], company: 'Mail Co' });

describe('emails: prepare → refine → send', () => {
  it('drafts an email addressed to the contact, refines it in the same session, and sends it', async () => {
    const contact = await newContact();
    const prepared = await service.api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Thank them for the meeting and propose a call next week' });
    expect(prepared.status).toBe(200);
    expect(prepared.body.sessionId).toMatch(UUID);
    const draft = prepared.body.currentEmail;
    expect(draft.to).toBe(contact.email);
    expect(draft.subject.length).toBeGreaterThan(0);
    expect(draft.body.length).toBeGreaterThan(0);

    const refined = await service.api.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction: 'Make it more formal' });
    expect(refined.status).toBe(200);
    expect(refined.body.sessionId).toBe(prepared.body.sessionId);
    expect(refined.body.currentEmail.to).toBe(contact.email);
    expect(refined.body.currentEmail.body).not.toBe(draft.body);

    const sent = await service.api.post(`/api/contacts/${contact.id}/emails/send`, { sessionId: prepared.body.sessionId });
    expect([200, 201, 202]).toContain(sent.status);
    const after = await service.api.get(`/api/contacts/${contact.id}`);
    expect(after.body.lastContactAt).not.toBeNull();
  });

  it('refines the draft the user edited (currentEmail)', async () => {
    const contact = await newContact();
    const prepared = await service.api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Say hello' });
    const edited = { to: contact.email, subject: 'Edited subject', body: 'Hi,\n\nMy own words.\n\nBest regards,' };
    const refined = await service.api.post(`/api/contacts/${contact.id}/emails/refine`, {
      sessionId: prepared.body.sessionId,
      instruction: 'Add that the pricing sheet is attached',
      currentEmail: edited,
    });
    expect(refined.status).toBe(200);
    expect(refined.body.currentEmail.subject.length).toBeGreaterThan(0);
    expect(refined.body.currentEmail.to).toBe(contact.email);
  });

  it('sends given email data without a session', async () => {
    const contact = await newContact();
    const sent = await service.api.post(`/api/contacts/${contact.id}/emails/send`, { emailData: { to: contact.email, subject: 'Direct', body: 'Hello there.' } });
    expect([200, 201, 202]).toContain(sent.status);
    expect((await service.api.get(`/api/contacts/${contact.id}`)).body.lastContactAt).not.toBeNull();
  });

  it('requires message, instruction and sessionId', async () => {
    const contact = await newContact();
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/emails/prepare`, {}), ['message']);
    expectViolations(await service.api.post(`/api/contacts/${contact.id}/emails/refine`, { instruction: 'shorter' }), ['sessionId']);
  });
});
