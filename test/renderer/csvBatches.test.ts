// A whole CSV export of contacts goes to the wizard a batch of rows at a time. What the wizard
// reads from the batches must be what it reads from the file itself: the same contacts, in the
// same order, none lost or doubled at the cuts, whatever the export's quoting, byte-order mark,
// "sep=" line or preamble.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { readTable, rowBatches } from '../../renderer/src/lib/csvBatches';
import { WIZARD_TEXT_MAX } from '../../renderer/src/lib/vcardBatches';
import { tooLongMessage, wizardBatches } from '../../renderer/src/lib/wizardBatches';

const LINKEDIN_NOTES = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
  '',
].join('\n');
const LINKEDIN_HEADER = 'First Name,Last Name,URL,Email Address,Company,Position,Connected On';

/** LinkedIn's Connections.csv: its notes, the header, one connection a row. */
function linkedIn(count: number): string {
  const rows = Array.from({ length: count }, (_, i) =>
    [`Robin`, `Member${i + 1}`, `https://www.linkedin.com/in/robin-member${i + 1}`, `robin${i + 1}@example.com`, `"Acme, Inc."`, `Account Executive`, `14 Mar 2024`].join(','),
  );
  return `${LINKEDIN_NOTES}\n${LINKEDIN_HEADER}\n${rows.join('\n')}\n`;
}

function batchesOf(text: string, max: number) {
  const cut = rowBatches(text, max);
  if (!cut || 'tooLong' in cut) throw new Error(`not cut into batches: ${JSON.stringify(cut)}`);
  return cut.batches;
}

/** The contacts read from each batch in turn, as the wizard reads them. */
const readInBatches = (text: string, max: number) => batchesOf(text, max).flatMap((b) => extractContacts(b.text));

describe('a CSV export read a batch of rows at a time', () => {
  it('a LinkedIn export over the limit: every batch fits, repeats the notes and header, and the contacts are those of the file', () => {
    const text = linkedIn(3000);
    expect(text.length).toBeGreaterThan(3 * WIZARD_TEXT_MAX);
    const batches = batchesOf(text, WIZARD_TEXT_MAX);
    expect(batches.length).toBeGreaterThan(3);
    for (const b of batches) {
      expect(b.text.trim().length).toBeLessThanOrEqual(WIZARD_TEXT_MAX);
      expect(b.text.startsWith(`${LINKEDIN_NOTES}\n${LINKEDIN_HEADER}\n`)).toBe(true);
    }
    expect(batches.reduce((n, b) => n + b.count, 0)).toBe(3000);

    const read = readInBatches(text, WIZARD_TEXT_MAX);
    expect(read).toEqual(extractContacts(text));
    expect(read).toHaveLength(3000);
    expect(read[0]).toMatchObject({ name: 'Robin Member1', emails: ['robin1@example.com'], company: 'Acme, Inc.', position: 'Account Executive' });
    expect(read.at(-1)).toMatchObject({ name: 'Robin Member3000', emails: ['robin3000@example.com'] });
  });

  it('a quoted field holding line breaks is never cut apart', () => {
    const rows = Array.from({ length: 60 }, (_, i) => `Sam Lee${i},sam${i}@example.com,"Met at the fair.\nAsked about pricing, teams and\r\nthe reseller programme."`);
    const text = ['Name,E-mail Address,Notes', ...rows].join('\r\n');
    const batches = batchesOf(text, 1_000);
    expect(batches.length).toBeGreaterThan(5);
    for (const b of batches) {
      expect(b.text.length).toBeLessThanOrEqual(1_000);
      // Each batch is the header, then whole rows: as many quotes open as close.
      expect((b.text.match(/"/g) ?? []).length % 2).toBe(0);
    }
    const read = readInBatches(text, 1_000);
    expect(read).toEqual(extractContacts(text));
    expect(read).toHaveLength(60);
    expect(read[59]!.additionalInfo).toContain('the reseller programme.');
  });

  it('a byte-order mark is left out of every batch, and the header is still found', () => {
    const text = `\uFEFF${linkedIn(40).replace(`${LINKEDIN_NOTES}\n`, '')}`;
    const batches = batchesOf(text, 1_500);
    expect(batches.length).toBeGreaterThan(2);
    for (const b of batches) expect(b.text.startsWith(`${LINKEDIN_HEADER}\n`)).toBe(true);
    expect(readInBatches(text, 1_500)).toEqual(extractContacts(text));
    expect(readInBatches(text, 1_500)).toHaveLength(40);
  });

  it('an Excel "sep=;" line says the delimiter: commas in the cells cut nothing, and the line comes with the header', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `Müller, Anna ${i};anna${i}@beispiel.de;Beispiel GmbH, Berlin;Leiterin Vertrieb, Nord`);
    const text = ['sep=;', 'Name;E-Mail-Adresse;Firma;Position', ...rows].join('\r\n');
    expect(readTable(text)).toMatchObject({ head: 'sep=;\nName;E-Mail-Adresse;Firma;Position\n', headed: true });
    const batches = batchesOf(text, 1_200);
    expect(batches.length).toBeGreaterThan(2);
    for (const b of batches) expect(b.text.startsWith('sep=;\nName;E-Mail-Adresse;Firma;Position\n')).toBe(true);
    const read = readInBatches(text, 1_200);
    expect(read).toEqual(extractContacts(text));
    expect(read).toHaveLength(50);
    expect(read[49]).toMatchObject({ emails: ['anna49@beispiel.de'], company: 'Beispiel GmbH, Berlin' });
  });

  it('rows copied from a spreadsheet without a header are cut with no header repeated, so none is read twice', () => {
    const given = ['Jordan', 'Avery', 'Morgan', 'Riley', 'Casey', 'Quinn', 'Harper', 'Rowan'];
    const family = ['Blake', 'Ellis', 'Grant', 'Hayes', 'Keller'];
    const rows = Array.from({ length: 40 }, (_, i) => `${given[i % 8]} ${family[Math.floor(i / 8)]}\tjordan${i}@example.com\t+1 415 555 ${String(1000 + i)}`);
    const text = rows.join('\n');
    expect(readTable(text)).toMatchObject({ head: '', headed: false });
    const read = readInBatches(text, 600);
    expect(read).toEqual(extractContacts(text));
    expect(read).toHaveLength(40);
  });

  it('a row too long alone is named by its line, and nothing is cut', () => {
    const note = 'A very long note. '.repeat(6_000);
    const text = linkedIn(5).replace('robin3@example.com,', `robin3@example.com,"${note}",`);
    // The notes take lines 1–3 (a blank line ends them), the header line 4: the third row is on line 7.
    expect(rowBatches(text, WIZARD_TEXT_MAX)).toEqual({ tooLong: 'row', line: 7 });
    const cut = wizardBatches(text);
    expect(cut).toEqual({ tooLong: 'row', line: 7 });
    expect(tooLongMessage(cut as { tooLong: 'row'; line: number })).toBe(
      'The row on line 7 is longer than 100,000 characters with the header row. Take it out and add that contact by hand; the other rows can then be read.',
    );
  });

  it('a quote never closed makes quotes plain characters, as the reader takes them', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Kim Park${i},kim${i}@example.com,${i === 3 ? '"Unclosed quote' : 'Engineer'}`);
    const text = ['Name,Email,Job Title', ...rows].join('\n');
    expect(readInBatches(text, 500)).toEqual(extractContacts(text));
    expect(readInBatches(text, 500)).toHaveLength(30);
  });
});

describe('the wizard’s requests for a text', () => {
  it('text that fits is one request; a long table is rows, a long .vcf cards; long prose is refused in words', () => {
    expect(wizardBatches('Jane Doe\njane@example.com')).toEqual({ batches: [{ text: 'Jane Doe\njane@example.com', count: 0 }], unit: 'cards' });
    const table = wizardBatches(linkedIn(3000));
    expect(table).toMatchObject({ unit: 'rows' });
    const vcf = Array.from({ length: 2000 }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Casey Card${i}\nEMAIL:casey${i}@example.com\nNOTE:${'x'.repeat(40)}\nEND:VCARD`).join('\n');
    expect(wizardBatches(vcf)).toMatchObject({ unit: 'cards' });
    const prose = wizardBatches(`Jane Doe\njane@example.com\n${'All about Jane. '.repeat(7000)}`);
    expect(prose).toEqual({ tooLong: 'text' });
    expect(tooLongMessage(prose as { tooLong: 'text' })).toBe(
      'This text is longer than 100,000 characters. Paste less at a time; a .vcf file or a CSV export of any length is read card by card or row by row.',
    );
  });
});
