// A contact's fields keep to what the service takes: a value it would refuse is refused as it is
// typed, on its field, with nothing saved or queued; a value it takes is not blocked here.
import { describe, expect, it } from 'vitest';
import { limits } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const queued = () => (app.core.store.raw("select id from outbox where state != 'done'") as unknown[]).length;

async function connectedApp() {
  app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
}

describe('contact fields against what the service takes', () => {
  it('web addresses that do not parse (a bad port, a forbidden host character) are refused on their fields', async () => {
    await connectedApp();
    for (const [website, socialUrl] of [
      ['http://example.com:99999', 'https://exa^mple.com'],
      ['http://[unclosed', 'https://social.example<me'],
    ]) {
      const result = await app.core.dispatch('contacts.create', { name: 'Pia Lund', website, socialUrl });
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.issues!.map((i) => i.path).sort()).toEqual(['socialUrl', 'website']);
    }
    expect(await app.call('contacts.list', {})).toMatchObject({ total: 0 });
    expect(queued()).toBe(0);
  });

  it('the longest name and phone numbers the service takes are saved and reach the service', async () => {
    await connectedApp();
    const name = `Pia ${'L'.repeat(limits.shortText - 4)}`;
    const phone = `+46 8 123 45 67 ext. ${'9'.repeat(limits.phone - 21)}`;
    expect(phone).toHaveLength(limits.phone);
    const c = await app.call('contacts.create', { name, phones: [phone], website: 'https://pia.example:8443/about' });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    expect(await service.api.ok('GET', `/api/contacts/${remoteId}`)).toMatchObject({ name, phones: [phone], website: 'https://pia.example:8443/about' });
  });

  it('a name or a phone number longer than the service takes is refused on its field', async () => {
    await connectedApp();
    const result = await app.core.dispatch('contacts.create', { name: 'n'.repeat(limits.shortText + 1), phones: ['12345', '1'.repeat(limits.phone + 1)] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      { path: 'name', message: `At most ${limits.shortText} characters` },
      { path: 'phones.1', message: `At most ${limits.phone} characters` },
    ]);
    expect(queued()).toBe(0);
  });

  it('an address or phone number the service holds in a form the service takes is kept through an edit, and can be written to', async () => {
    const emails = ['jörg@müller.de', 'sales&support@acme.example', 'user%tag@example.com'];
    const { id: remoteId } = await service.api.ok('POST', '/api/contacts', { name: 'Jörg Müller', emails, phones: ['+49 30 1234567 (Büro)'] });
    await connectedApp();
    await app.drain();
    const [summary] = (await app.call('contacts.list', {})).items;
    const contact = await app.call('contacts.get', { id: summary!.id });
    expect(contact).toMatchObject({ emails, phones: ['+49 30 1234567 (Büro)'] });

    // The user adds a number of their own and leaves the rows the service sent as they are.
    const phones = [...contact.phones, '+44 20 7946 0958 (mobile)', '1'];
    await app.call('contacts.update', { id: contact.id, patch: { emails: contact.emails, phones } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect(await service.api.ok('GET', `/api/contacts/${remoteId}`)).toMatchObject({ emails, phones });

    const draft = await app.call('email.save', { contactId: contact.id, to: 'sales&support@acme.example', subject: 'Hello', body: 'Hi' });
    expect(draft.to).toBe('sales&support@acme.example');
    // What the service refuses still is refused here, on its row.
    const refused = await app.core.dispatch('contacts.update', { id: contact.id, patch: { emails: [...emails, 'jorg@muller'], phones: [...phones, 'ext.'] } });
    expect(refused.ok ? [] : refused.error.issues).toEqual([
      { path: 'patch.emails.3', message: 'Not a valid email address' },
      { path: 'patch.phones.3', message: 'A phone number needs a digit' },
    ]);
  });
});
