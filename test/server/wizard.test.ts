// The wizard on the reference server: several cards, expiry (injected clock), single use,
// creationSource, and the nothing-written rule for a refused confirm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot, startTestService, type TestService } from './helpers';

let clock = new Date('2026-03-01T12:00:00Z');
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ now: () => clock });
});
afterAll(() => service?.close());

const VCARDS = [
  'BEGIN:VCARD', 'VERSION:3.0', 'FN:Bob Builder', 'ORG:Build Co', 'EMAIL:bob@build.example', 'END:VCARD',
  'BEGIN:VCARD', 'VERSION:3.0', 'FN:Carol Carver', 'ORG:Carve Ltd', 'EMAIL:carol@carve.example', 'TEL:+44 20 7946 0001', 'END:VCARD',
].join('\r\n');

describe('wizard', () => {
  it('returns every card of a multi-card text, each with its own token, the first also at the top level', async () => {
    const prepared = await service.client.post('/api/contacts/prepare', { text: VCARDS, overrides: { meetingContext: 'Card swap' } });
    expect(prepared.status).toBe(200);
    const { cards } = prepared.body;
    expect(cards).toHaveLength(2);
    expect(cards.map((c: any) => c.contact.name)).toEqual(['Bob Builder', 'Carol Carver']);
    expect(prepared.body.confirmationToken).toBe(cards[0].confirmationToken);
    expect(prepared.body.contact).toEqual(cards[0].contact);
    expect(cards[0].contact.meetingContext).toBe('Card swap'); // prepare overrides: first card only
    expect(cards[1].contact.meetingContext).toBeNull();
    expect(prepared.body.expiresAt).toBe('2026-03-01T12:30:00.000Z');

    const bob = await service.client.post('/api/contacts/confirm', { confirmationToken: cards[0].confirmationToken });
    const carol = await service.client.post('/api/contacts/confirm', { confirmationToken: cards[1].confirmationToken, overrides: { position: 'Owner' } });
    expect(bob.status).toBe(201);
    expect(carol.status).toBe(201);
    expect(bob.body).toMatchObject({ name: 'Bob Builder', company: 'Build Co', email: 'bob@build.example', creationSource: 'scan', meetingContext: 'Card swap' });
    expect(carol.body).toMatchObject({ name: 'Carol Carver', phone: '+44 20 7946 0001', position: 'Owner', creationSource: 'scan' });
    expect(bob.headers.get('location')).toBe(`/api/contacts/${bob.body.id}`);
  });

  it('gives one card per row of a pasted CSV export, each confirmed on its own', async () => {
    const csv = [
      'First Name,Last Name,E-mail Address,Company,Job Title,Mobile Phone,Notes',
      'Grace,Hopper,grace@navy.example,US Navy,Rear Admiral,+1 202 555 0101,"Met at the expo, booth 12"',
      'Alan,Turing,alan@npl.example,"NPL, Teddington",Researcher,+44 20 7946 0002,',
      'Ada,Lovelace,ada@engine.example,Analytical Engines Ltd,Analyst,,',
    ].join('\r\n');
    const prepared = await service.client.post('/api/contacts/prepare', { text: csv });
    expect(prepared.status).toBe(200);
    const { cards } = prepared.body;
    expect(cards.map((c: any) => c.contact.name)).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    expect(new Set(cards.map((c: any) => c.confirmationToken)).size).toBe(3);
    expect(cards[0].contact).toMatchObject({
      emails: ['grace@navy.example'], phones: ['+1 202 555 0101'], company: 'US Navy', position: 'Rear Admiral', additionalInfo: 'Met at the expo, booth 12',
    });
    expect(cards[1].contact).toMatchObject({ company: 'NPL, Teddington', phones: ['+44 20 7946 0002'] });

    // Confirmed in any order, one with a correction: each card makes its own contact, once.
    const ada = await service.client.post('/api/contacts/confirm', { confirmationToken: cards[2].confirmationToken, overrides: { position: 'Mathematician' } });
    const grace = await service.client.post('/api/contacts/confirm', { confirmationToken: cards[0].confirmationToken });
    const alan = await service.client.post('/api/contacts/confirm', { confirmationToken: cards[1].confirmationToken });
    expect([ada.status, grace.status, alan.status]).toEqual([201, 201, 201]);
    expect(ada.body).toMatchObject({ name: 'Ada Lovelace', position: 'Mathematician', creationSource: 'scan' });
    expect(grace.body).toMatchObject({ name: 'Grace Hopper', email: 'grace@navy.example', phone: '+1 202 555 0101', creationSource: 'scan' });
    expect(alan.body).toMatchObject({ name: 'Alan Turing', company: 'NPL, Teddington' });
    for (const email of ['grace@navy.example', 'alan@npl.example', 'ada@engine.example']) {
      const found = await service.client.get(`/api/contacts?email=${email}`);
      expect(found.body['hydra:totalItems']).toBe(1);
    }
  });

  it('gives one card per signature when several are pasted between rules', async () => {
    const text = 'Hedy Lamarr\nHead of Research, Frequency Hopping Inc.\nhedy@hop.example\n-----\nKaty Johnson\nLead Engineer\nkaty@orbit.example\n+1 757 555 0123';
    const prepared = await service.client.post('/api/contacts/prepare', { text });
    expect(prepared.body.cards.map((c: any) => [c.contact.name, c.contact.emails])).toEqual([
      ['Hedy Lamarr', ['hedy@hop.example']],
      ['Katy Johnson', ['katy@orbit.example']],
    ]);
    const katy = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.cards[1].confirmationToken });
    expect(katy.body).toMatchObject({ name: 'Katy Johnson', position: 'Lead Engineer', phone: '+1 757 555 0123' });
  });

  it('expires a token after 30 minutes, writing nothing', async () => {
    const prepared = await service.client.post('/api/contacts/prepare', { text: 'Dana Late\ndana@late.example' });
    clock = new Date(clock.getTime() + 30 * 60 * 1000 + 1);
    const before = databaseSnapshot(service.dataDir);
    const confirmed = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.violations[0]).toMatchObject({ propertyPath: 'confirmationToken' });
    expect(confirmed.body.violations[0].message).toMatch(/expired/);
    expect(databaseSnapshot(service.dataDir)).toEqual(before);
  });

  it('accepts a token just before it expires', async () => {
    const prepared = await service.client.post('/api/contacts/prepare', { text: 'Eve Early\neve@early.example' });
    clock = new Date(clock.getTime() + 29 * 60 * 1000);
    const confirmed = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(confirmed.status).toBe(201);
  });

  it('refuses a used token with 422 and replays the confirm under the same Idempotency-Key', async () => {
    const prepared = await service.client.post('/api/contacts/prepare', { text: 'Finn Once\nfinn@once.example' });
    const headers = { 'idempotency-key': 'confirm-finn' };
    const first = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken }, { headers });
    const replay = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken }, { headers });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    const again = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(again.status).toBe(422);
    expect(again.body.violations[0].message).toMatch(/already been used/);
    const found = await service.client.get('/api/contacts?email=finn@once.example');
    expect(found.body['hydra:totalItems']).toBe(1);
  });

  it('gives one empty card for text with nothing in it, and confirm then asks for a name', async () => {
    const prepared = await service.client.post('/api/contacts/prepare', { text: '...' });
    expect(prepared.status).toBe(200);
    expect(prepared.body.cards).toHaveLength(1);
    expect(prepared.body.contact).toMatchObject({ name: null, emails: [], phones: [] });
    const refused = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken });
    expect(refused.status).toBe(422);
    expect(refused.body.violations.map((v: any) => v.propertyPath)).toEqual(['name']);
    const confirmed = await service.client.post('/api/contacts/confirm', { confirmationToken: prepared.body.confirmationToken, overrides: { name: 'Named Later' } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.name).toBe('Named Later');
  });

  it('validates overrides like a create', async () => {
    const r = await service.client.post('/api/contacts/prepare', { text: 'Gus\ngus@example.com', overrides: { emails: ['nope'], status: 'lost' } });
    expect(r.status).toBe(422);
    expect(r.body.violations.map((v: any) => v.propertyPath).sort()).toEqual(['overrides.emails[0]', 'overrides.status']);
  });
});
