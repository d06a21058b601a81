// Notes and meeting context hold what the service holds (65,535 characters): a long edit reaches
// the service, and an edit or an "Add to" the service would refuse is refused at once, on the
// field the user typed in, with nothing saved or queued to be refused later.
import { describe, expect, it } from 'vitest';
import { limits } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

async function syncedContact(fields: { additionalInfo?: string; meetingContext?: string } = {}) {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
  const contact = await app.call('contacts.create', { name: 'Noor Haddad', ...fields });
  expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
  return (await app.call('contacts.get', { id: contact.id }))!;
}

const remote = (remoteId: string) => service.api.ok('GET', `/api/contacts/${remoteId}`);
const queued = () => (app.core.store.raw("select id from outbox where state != 'done'") as unknown[]).length;

describe('notes as long as the service holds them', () => {
  it('an edit of notes longer than 20,000 characters is saved and reaches the service', async () => {
    const contact = await syncedContact({ additionalInfo: 'Met at the fair' });
    const long = 'n'.repeat(limits.notes);
    await app.call('contacts.update', { id: contact.id, patch: { additionalInfo: long, meetingContext: 'm'.repeat(30_000) } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(await remote(contact.remoteId!)).toMatchObject({ additionalInfo: long, meetingContext: 'm'.repeat(30_000) });
  });

  it('notes that grew past 20,000 characters by "Add to" can still be edited', async () => {
    const contact = await syncedContact({ additionalInfo: 'a'.repeat(15_000) });
    await app.call('contacts.extend', { id: contact.id, text: 'b'.repeat(15_000), field: 'additionalInfo' });
    const grown = await app.call('contacts.get', { id: contact.id });
    const edited = `${grown.additionalInfo!}, fixed`;
    await app.call('contacts.update', { id: contact.id, patch: { additionalInfo: edited } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect((await remote(contact.remoteId!)).additionalInfo).toBe(edited);
  });

  it('an edit longer than the service holds is refused on its field, and nothing is queued', async () => {
    const contact = await syncedContact();
    const result = await app.core.dispatch('contacts.update', { id: contact.id, patch: { meetingContext: 'm'.repeat(limits.notes + 1) } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([{ path: 'patch.meetingContext', message: `At most ${limits.notes} characters` }]);
    expect((await app.call('contacts.get', { id: contact.id })).meetingContext).toBeNull();
    expect(queued()).toBe(0);
  });

  it('"Add to" that would take the notes past what the service holds is refused on the text, and nothing is saved or queued', async () => {
    const before = 'a'.repeat(limits.notes - 10);
    const contact = await syncedContact({ additionalInfo: before });
    const result = await app.core.dispatch('contacts.extend', { id: contact.id, text: 'twelve chars', field: 'additionalInfo' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_input');
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues![0]!.path).toBe('text');
    expect(result.error.issues![0]!.message).toMatch(/notes can hold at most 65535 characters.*would have 65538/i);
    expect((await app.call('contacts.get', { id: contact.id })).additionalInfo).toBe(before);
    expect(queued()).toBe(0);
  });

  it('"Add to" that fills the notes exactly to the limit goes through and reaches the service', async () => {
    const contact = await syncedContact({ meetingContext: 'a'.repeat(limits.notes - 11) });
    await app.call('contacts.extend', { id: contact.id, text: 'ten chars!', field: 'meetingContext' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    const held = (await remote(contact.remoteId!)).meetingContext as string;
    expect(held).toHaveLength(limits.notes);
    expect((await app.call('contacts.get', { id: contact.id })).meetingContext).toBe(held);
  });
});
