// An Excel CSV with a "sep=;" line and two columns (a name and an email address) read in batches:
// the header row must come with every batch, so that no batch is read as free text.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { readTable } from '../../renderer/src/lib/csvBatches';
import { wizardBatches } from '../../renderer/src/lib/wizardBatches';

function export2(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `Robin Member${i + 1};robin.member${i + 1}@example.com`);
  return `\uFEFFsep=;\r\nName;E-Mail\r\n${rows.join('\r\n')}\r\n`;
}

describe('"sep=;" above a two-column header', () => {
  it('the head is the "sep=" line and the header row', () => {
    expect(readTable(export2(10))?.head).toBe('sep=;\nName;E-Mail\n');
  });

  it('every batch reads one card per row', () => {
    const cut = wizardBatches(export2(3000));
    if (!('batches' in cut)) throw new Error(`not cut: ${JSON.stringify(cut)}`);
    expect(cut.batches.length).toBeGreaterThan(1);
    const read = cut.batches.flatMap((b) => extractContacts(b.text));
    expect(read).toHaveLength(3000);
    expect(read.at(-1)).toMatchObject({ name: 'Robin Member3000', emails: ['robin.member3000@example.com'] });
  });
});
