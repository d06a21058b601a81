// contacts.withEmails: the contact form's "already in your contacts" notice. It names the
// contacts that hold an address exactly (ignoring case), never one whose address only shares
// words with it, and leaves the contact being edited out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';
import { insertSyntheticContacts } from '../helpers/synthetic';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

describe('contacts.withEmails', () => {
  it('names the contacts holding an address, whatever its case or place in their list', async () => {
    insertSyntheticContacts(core.store, 2_000);
    const nadia = await core.call('contacts.create', { name: 'Nadia Singh', emails: ['nadia@work.example', 'nadia.singh@proseware.example'] });
    await core.call('contacts.create', { name: 'Singh Nadia', emails: ['singh.nadia@proseware.example'] }); // the same words, in another order
    await core.call('contacts.create', { name: 'Nadia Other', emails: ['nadia.singh@proseware.example.org'] }); // a longer address

    expect(await core.call('contacts.withEmails', { emails: [' NADIA.Singh@Proseware.example '] })).toEqual([
      { id: nadia.id, name: 'Nadia Singh', email: 'nadia.singh@proseware.example' },
    ]);
    // The contact being edited is not "someone else".
    expect(await core.call('contacts.withEmails', { emails: ['nadia.singh@proseware.example'], exceptId: nadia.id })).toEqual([]);
    // Unfinished or odd input matches nobody, and is no error.
    for (const typed of ['nadia', 'nadia.singh@', '@@"', '"', 'a"b@c.example', '']) {
      expect(await core.call('contacts.withEmails', { emails: [typed] }), typed).toEqual([]);
    }
  });

  it('names at most five', async () => {
    for (let i = 0; i < 7; i++) await core.call('contacts.create', { name: `Shared ${i}`, emails: ['front.desk@hotel.example'] });
    expect(await core.call('contacts.withEmails', { emails: ['front.desk@hotel.example'] })).toHaveLength(5);
  });

  it('refuses input that is not a list of addresses', async () => {
    for (const input of [{ emails: 'a@b.example' }, { emails: ['x'.repeat(300)] }, { emails: [], extra: 1 }]) {
      const answer = await core.dispatch('contacts.withEmails', input as never);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
  });
});

// contacts.knownEmails: the wizard's review points out the cards whose address someone already has.
describe('contacts.knownEmails', () => {
  it('answers which of many addresses some contact holds, lower-cased, whatever their case or place', async () => {
    insertSyntheticContacts(core.store, 2_000);
    await core.call('contacts.create', { name: 'Nadia Singh', emails: ['nadia@work.example', 'Nadia.Singh@Proseware.example'] });
    await core.call('contacts.create', { name: 'Ravi Rao', emails: ['ravi@fabrikam.example'] });
    const asked = [' NADIA.singh@proseware.example ', 'ravi@fabrikam.example', 'RAVI@fabrikam.example', 'ravi@fabrikam.example.org', 'nobody@else.example', '', 'nadia'];
    for (let i = 0; i < 1_500; i++) asked.push(`card${i}@conference.example`);
    expect(await core.call('contacts.knownEmails', { emails: asked })).toEqual(['nadia.singh@proseware.example', 'ravi@fabrikam.example']);
    expect(await core.call('contacts.knownEmails', { emails: [] })).toEqual([]);
  });

  it('refuses more addresses than one call takes, an address longer than any, or anything but a list', async () => {
    const many = Array.from({ length: 2_001 }, (_, i) => `card${i}@conference.example`);
    for (const input of [{ emails: many }, { emails: 'a@b.example' }, { emails: ['x'.repeat(300)] }, { emails: [], exceptId: 'x' }]) {
      const answer = await core.dispatch('contacts.knownEmails', input as never);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
  });
});
