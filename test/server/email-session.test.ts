// An email session on the reference server, as the app drives it: the user's own edits are what
// the next refine starts from, and send delivers the session's latest draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDatabase, startTestService, type TestService } from './helpers';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

describe('email session', () => {
  it('refines the edited draft, sends the latest one, and keeps every step', async () => {
    const api = service.client;
    const contact = await api.createContact({ name: 'Ada Lovelace', emails: ['ada@engine.example'] });
    const prepared = await api.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Say hello' });
    const sessionId = prepared.body.sessionId;

    const edited = { subject: 'Edited subject', body: 'Hi Ada,\n\nMy own words.\n\nBest regards,' };
    const refined = await api.post(`/api/contacts/${contact.id}/emails/refine`, {
      sessionId,
      instruction: 'Add that the pricing sheet is attached',
      currentEmail: edited,
    });
    expect(refined.status).toBe(200);
    expect(refined.body.currentEmail).toEqual({
      to: 'ada@engine.example',
      subject: 'Edited subject',
      body: 'Hi Ada,\n\nMy own words.\n\nThe pricing sheet is attached.\n\nBest regards,',
    });

    const sent = await api.post(`/api/contacts/${contact.id}/emails/send`, { sessionId, emailData: { to: 'ada.private@home.example' } });
    expect(sent.status).toBe(201);
    // The session's latest draft, with only the recipient changed by emailData.
    expect(sent.body).toMatchObject({ ...refined.body.currentEmail, sessionId, to: 'ada.private@home.example' });

    const steps = queryDatabase<{ kind: string; instruction: string | null }>(
      service.dataDir,
      'SELECT kind, instruction FROM email_session_events WHERE session_id = ? ORDER BY seq',
      sessionId,
    );
    expect(steps).toEqual([
      { kind: 'prepare', instruction: 'Say hello' },
      { kind: 'edit', instruction: null },
      { kind: 'refine', instruction: 'Add that the pricing sheet is attached' },
      { kind: 'send', instruction: null },
    ]);
  });

  it('keeps sessions apart: another contact\'s session is a 422 naming sessionId', async () => {
    const api = service.client;
    const a = await api.createContact({ name: 'A', emails: ['a@apart.example'] });
    const b = await api.createContact({ name: 'B', emails: ['b@apart.example'] });
    const { sessionId } = (await api.post(`/api/contacts/${a.id}/emails/prepare`, { message: 'Hi' })).body;
    const refused = await api.post(`/api/contacts/${b.id}/emails/refine`, { sessionId, instruction: 'shorter' });
    expect(refused.status).toBe(422);
    expect(refused.body.violations.map((v: any) => v.propertyPath)).toEqual(['sessionId']);
  });
});
