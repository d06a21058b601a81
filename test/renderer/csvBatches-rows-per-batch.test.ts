// A long export of short rows (a phone list: a Chinese name and a mobile number, ~16 characters a
// row) is cut into batches of up to WIZARD_TEXT_MAX characters; the reader reads at most
// MAX_ROWS rows of a text. Every row the wizard counts in a batch must be read: a batch holds at
// most MAX_ROWS rows.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { MAX_ROWS } from '../../main/extraction/table';
import { wizardBatches } from '../../renderer/src/lib/wizardBatches';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋'];

describe('a long list of short rows read in batches', () => {
  it('no row of a batch is dropped by the reader', () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]},139${String(10_000_000 + i)}`);
    const text = `Name,Mobile\n${rows.join('\n')}\n`;
    const cut = wizardBatches(text);
    if (!('batches' in cut)) throw new Error(`not cut: ${JSON.stringify(cut)}`);
    expect(cut.unit).toBe('rows');
    expect(cut.batches.reduce((n, b) => n + b.count, 0)).toBe(12_000);
    // Every batch's rows are read: as many cards as the progress counts.
    const read = cut.batches.map((b) => extractContacts(b.text).length);
    expect(Math.max(...cut.batches.map((b) => b.count))).toBeLessThanOrEqual(MAX_ROWS);
    expect(read).toEqual(cut.batches.map((b) => b.count));
  });
});

describe('a list of more rows than one request reads, short enough for one request', () => {
  it('is still sent a batch of rows at a time, and every row is read', () => {
    const rows = Array.from({ length: 6_000 }, (_, i) => `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]},139${String(10_000_000 + i)}`);
    const text = `Name,Mobile\n${rows.join('\n')}\n`;
    expect(text.length).toBeLessThan(100_000);
    const cut = wizardBatches(text);
    if (!('batches' in cut)) throw new Error(`not cut: ${JSON.stringify(cut)}`);
    expect(cut.unit).toBe('rows');
    expect(cut.batches.map((b) => extractContacts(b.text).length).reduce((a, b) => a + b, 0)).toBe(6_000);
  });
});
