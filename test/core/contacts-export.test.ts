// contacts.export: the address book as a vCard 3.0 or CSV file. What it writes must come back
// through Rolodeck's own wizard (main/extraction, and wizard.prepare/confirm) as the same fields:
// accents, commas, quotes, semicolons and line breaks in any field, several emails and phones,
// empty fields, a note a spreadsheet would take for a formula. A search exports its matches only,
// all of them; the store is read a page at a time; bad input is refused in words.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contact, ContactInput } from '../../preload/contract';
import { extractContacts } from '../../main/extraction/index';
import { exportFileName } from '../../main/core/handlers/export';
import { EXPORT_PAGE_SIZE } from '../../db/queries/contact-export';
import { startTestCore, type TestCore } from '../helpers/core';
import { insertSyntheticContacts } from '../helpers/synthetic';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

const people: ContactInput[] = [
  {
    name: 'Élodie Dupré-Müller',
    emails: ['elodie@exemple.fr', 'e.dupre@acme.example', 'elodie.private@mail.example'],
    phones: ['+33 1 42 68 53 00', '+44 20 7946 0958'],
    company: 'Acme, Inc; "Paris" office',
    position: 'Head of Sales, EMEA',
    address: '12 Rue de Rivoli, 75001 Paris, France',
    website: 'https://acme.example/fr',
    socialUrl: 'https://www.linkedin.com/in/elodie-dupre',
    additionalInfo: 'Met twice.\nLikes "quotes", commas; semicolons and a back\\slash.\nÀ bientôt — ça va?',
    meetingContext: 'Web Summit, Lisbon — booth 12\nIntroduced by Bob "the builder"',
  },
  { name: 'Łukasz Żółć', emails: ['lukasz@przyklad.pl'], phones: [], company: 'Żabka Sp. z o.o.' },
  { name: 'Only A Name' },
  {
    name: "Seán O'Brien",
    phones: ['+1 415 555 0100'],
    // A note that a spreadsheet would run as a formula, and a company that starts like one.
    additionalInfo: '=HYPERLINK("http://evil.example","click")\n+1 for the idea\n-- signed',
    company: '@Home Ltd',
    position: 'CTO',
  },
  { name: '王伟', emails: ['wang.wei@example.cn'], meetingContext: '在上海认识' },
];

/** The fields an export carries, as the contact has them (or the wizard made them). */
function fields(c: Contact | ContactInput): Record<string, unknown> {
  return {
    name: c.name,
    emails: c.emails ?? [],
    phones: c.phones ?? [],
    company: c.company ?? null,
    position: c.position ?? null,
    address: c.address ?? null,
    website: c.website ?? null,
    socialUrl: c.socialUrl ?? null,
    additionalInfo: c.additionalInfo ?? null,
    meetingContext: c.meetingContext ?? null,
  };
}

async function createPeople(target: TestCore = core): Promise<Contact[]> {
  const made: Contact[] = [];
  for (const person of people) made.push(await target.call('contacts.create', person));
  return made;
}

const byName = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.name ?? '').localeCompare(String(b.name ?? ''));

describe('contacts.export', () => {
  it.each(['vcard', 'csv'] as const)('writes a %s file the wizard reads back to the same fields', async (format) => {
    const made = await createPeople();
    const file = await core.call('contacts.export', { format });
    expect(file.count).toBe(people.length);
    expect(file.fileName).toMatch(format === 'vcard' ? /^Rolodeck contacts \d{4}-\d{2}-\d{2}\.vcf$/ : /^Rolodeck contacts \d{4}-\d{2}-\d{2}\.csv$/);

    const read = extractContacts(file.text);
    expect(read).toHaveLength(people.length);
    const expected = made.map(fields).sort(byName);
    expect(read.map((c) => fields({ ...c, name: c.name ?? '' } as ContactInput)).sort(byName)).toEqual(expected);
  });

  it.each(['vcard', 'csv'] as const)('a %s export goes through the wizard into another address book as the same contacts', async (format) => {
    const made = await createPeople();
    const file = await core.call('contacts.export', { format });
    const other = await startTestCore();
    try {
      const prepared = await other.call('wizard.prepare', { text: file.text });
      expect(prepared.source).toBe('local');
      const created: Contact[] = [];
      for (const draft of prepared.drafts) created.push(await other.call('wizard.confirm', { confirmationToken: draft.confirmationToken, contact: draft.contact }));
      expect(created.map(fields).sort(byName)).toEqual(made.map(fields).sort(byName));
    } finally {
      await other.dispose();
    }
  });

  it('writes vCard 3.0 with CRLF line ends, and a CSV with a byte order mark, plain English headers and a column per address', async () => {
    await createPeople();
    const vcard = await core.call('contacts.export', { format: 'vcard' });
    expect(vcard.mimeType).toBe('text/vcard;charset=utf-8');
    expect(vcard.text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(vcard.text.match(/BEGIN:VCARD/g)).toHaveLength(people.length);
    expect(vcard.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(vcard.text).toContain('FN:Élodie Dupré-Müller\r\n');

    const csv = await core.call('contacts.export', { format: 'csv' });
    expect(csv.mimeType).toBe('text/csv;charset=utf-8');
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const header = csv.text.slice(1, csv.text.indexOf('\r\n'));
    expect(header).toBe('Name,Email 1,Email 2,Email 3,Phone 1,Phone 2,Company,Job title,Address,Website,Social profile,Notes,Meeting context');
    // The formula is written as text.
    expect(csv.text).toContain(`"'=HYPERLINK(`);
    expect(csv.text).toContain(`'@Home Ltd`);
  });

  it('exports only the contacts a search matches, every one of them past the list’s first 1,000', async () => {
    insertSyntheticContacts(core.store, 1_500);
    await createPeople();
    const all = await core.call('contacts.export', { format: 'csv' });
    expect(all.count).toBe(1_500 + people.length);

    // Accents need not be typed, as in the search box.
    const dupre = await core.call('contacts.export', { format: 'vcard', query: 'dupre' });
    expect(dupre.count).toBe(1);
    expect(extractContacts(dupre.text).map((c) => c.name)).toEqual(['Élodie Dupré-Müller']);
    expect(dupre.fileName).toMatch(/^Rolodeck contacts matching dupre \d{4}-\d{2}-\d{2}\.vcf$/);

    const listed = await core.call('contacts.list', { query: 'example' });
    expect(listed.capped).toBe(true);
    const broad = await core.call('contacts.export', { format: 'csv', query: 'example' });
    expect(broad.count).toBeGreaterThan(1_000);
    // Every contact the file holds matches the search.
    for (const contact of extractContacts(broad.text)) expect(JSON.stringify(contact).toLowerCase()).toContain('example');
  });

  it('reads the store a page at a time, each contact once, in name order', async () => {
    insertSyntheticContacts(core.store, EXPORT_PAGE_SIZE * 2 + 37);
    const file = await core.call('contacts.export', { format: 'vcard' });
    expect(file.count).toBe(EXPORT_PAGE_SIZE * 2 + 37);
    const uids = [...file.text.matchAll(/^UID:urn:uuid:(.+)\r$/gm)].map((m) => m[1]);
    expect(new Set(uids).size).toBe(file.count);
    const names = [...file.text.matchAll(/^FN:(.+)\r$/gm)].map((m) => m[1]!);
    const ids = core.store.raw<{ id: string }>('select id from contacts order by sort_key(name), id').map((r) => r.id);
    expect(uids).toEqual(ids);
    expect(names).toHaveLength(file.count);
  });

  it('refuses bad input, and an export with nothing in it, in words', async () => {
    const format = await core.fail('contacts.export', { format: 'pdf' });
    expect(format).toMatchObject({ code: 'invalid_input' });
    expect(format.message).toContain('The format must be vCard ("vcard") or CSV ("csv")');
    expect(await core.fail('contacts.export', {})).toMatchObject({ code: 'invalid_input' });
    expect((await core.fail('contacts.export', { format: 'csv', query: 'x'.repeat(201) })).message).toContain('At most 200 characters');
    expect((await core.fail('contacts.export', { format: 'csv', extra: true })).message).toContain('Unknown field(s): extra');

    expect(await core.fail('contacts.export', { format: 'vcard' })).toMatchObject({ code: 'not_found', message: 'There are no contacts to export yet.' });
    await createPeople();
    expect((await core.fail('contacts.export', { format: 'vcard', query: 'nobody-by-this-name' })).message).toBe('No contact matches “nobody-by-this-name”: there is nothing to export.');
  });

  it('names the file after the day and the search, with nothing a file system refuses', () => {
    const day = new Date(2026, 10, 24, 23, 59);
    expect(exportFileName('vcard', undefined, day)).toBe('Rolodeck contacts 2026-11-24.vcf');
    expect(exportFileName('csv', '  acme/sales: "EMEA"  ', day)).toBe('Rolodeck contacts matching acme sales EMEA 2026-11-24.csv');
    expect(exportFileName('csv', '../..', day)).toBe('Rolodeck contacts 2026-11-24.csv');
  });
});
