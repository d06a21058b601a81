// A whole address book as one .vcf: its pictures are left out and its cards go to the wizard a
// batch at a time. What the wizard reads from the lighter batches must be what it would read
// from the file itself: the same contacts, nothing lost at the cuts.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { WIZARD_TEXT_MAX as CONTRACT_MAX } from '../../preload/contract';
import { WIZARD_TEXT_MAX, cardBatches, countCards, withoutBinaryProperties } from '../../renderer/src/lib/vcardBatches';

/** Base64 of `bytes` pseudo-random bytes, as a photo would be. */
function base64Photo(bytes: number, seed: number): string {
  const data = Buffer.alloc(bytes);
  let x = seed;
  for (let i = 0; i < bytes; i++) data[i] = x = (x * 1103515245 + 12345) & 0xff;
  return data.toString('base64');
}

/** Folded the way vCard 3.0/4.0 writers fold: 75 characters, continuation lines start with a space. */
function folded(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(` ${line.slice(i, i + 74)}`);
  return parts.join('\r\n');
}

/** A card as a phone exports it (vCard 3.0, a folded JPEG photo, a grouped label). */
function phoneCard(i: number, photoBytes: number): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:Person${i};Pat;;;`,
    `FN:Pat Person${i}`,
    `ORG:Company ${i};`,
    `EMAIL;type=INTERNET;type=WORK;type=pref:pat${i}@example.com`,
    `TEL;type=CELL;type=VOICE;type=pref:+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
    `item1.URL;type=pref:https://example.com/${i}`,
    'item1.X-ABLabel:_$!<HomePage>!$_',
    folded(`PHOTO;ENCODING=b;TYPE=JPEG:${base64Photo(photoBytes, i)}`),
    'END:VCARD',
  ].join('\r\n');
}

/** A vCard 2.1 card as an older desktop mail program writes it: base64 lines unindented, a blank line after. */
function card21(i: number): string {
  const photo = base64Photo(3000, i).match(/.{1,76}/g)!.join('\r\n');
  return ['BEGIN:VCARD', 'VERSION:2.1', `N:Old${i};Olga`, `FN:Olga Old${i}`, 'PHOTO;TYPE=JPEG;ENCODING=BASE64:', photo, '', `EMAIL;PREF;INTERNET:olga${i}@example.com`, 'TEL;WORK:+44 20 7946 0018', 'END:VCARD'].join('\r\n');
}

describe('a .vcf too large for one request', () => {
  it('uses the contract’s limit', () => {
    expect(WIZARD_TEXT_MAX).toBe(CONTRACT_MAX);
  });

  it('leaves out photos, folded or in vCard 2.1 style, and keeps every other field', () => {
    const file = [phoneCard(1, 40_000), card21(2), phoneCard(3, 500)].join('\r\n');
    const { text, left } = withoutBinaryProperties(file);
    expect(left).toBe(3);
    expect(text.length).toBeLessThan(2_000);
    expect(text).not.toMatch(/PHOTO/i);
    // Nothing of the photos' data is left over as stray lines.
    expect(text.split('\n').every((line) => /^(?:[\w-]+\.)?[\w-]+[;:]/.test(line))).toBe(true);
    expect(extractContacts(text)).toEqual(extractContacts(file));
    expect(extractContacts(text).map((c) => c.emails)).toEqual([['pat1@example.com'], ['olga2@example.com'], ['pat3@example.com']]);
  });

  it('leaves text without cards as it is', () => {
    const signature = 'Key: Jane Doe\nPhoto: none\nPHOTO: a line that is no card';
    expect(withoutBinaryProperties(signature)).toEqual({ text: signature, left: 0 });
  });

  it('cuts 2,000 cards between cards into requests under the limit, and the wizard reads the same contacts', () => {
    const file = Array.from({ length: 2000 }, (_, i) => phoneCard(i, 0).replace(/\r\nPHOTO[^\r]*/, '')).join('\r\n');
    expect(file.length).toBeGreaterThan(WIZARD_TEXT_MAX * 3);
    const cut = cardBatches(file);
    if (!('batches' in cut)) throw new Error('not cut');
    const { batches } = cut;
    expect(batches.length).toBeGreaterThan(3);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(WIZARD_TEXT_MAX);
    expect(batches.reduce((n, b) => n + countCards(b), 0)).toBe(2000);
    const read = batches.flatMap((b) => extractContacts(b));
    expect(read).toHaveLength(2000);
    expect(read).toEqual(extractContacts(file));
  });

  it('sends text that fits as one request, and says why long text cannot be cut', () => {
    expect(cardBatches('Jane Doe\njane@example.com')).toEqual({ batches: ['Jane Doe\njane@example.com'] });
    expect(cardBatches('x'.repeat(WIZARD_TEXT_MAX + 1))).toEqual({ tooLong: 'text' });
    const oneHugeCard = `BEGIN:VCARD\nVERSION:3.0\nFN:Long\nNOTE:${'n'.repeat(WIZARD_TEXT_MAX)}\nEND:VCARD`;
    expect(cardBatches(oneHugeCard)).toEqual({ tooLong: 'card' });
  });

  it('keeps a last card without its END line, as the reader does', () => {
    const cards = Array.from({ length: 800 }, (_, i) => phoneCard(i, 0).replace(/\r\nPHOTO[^\r]*/, ''));
    const file = `${cards.join('\r\n')}\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Last Without End\r\nEMAIL:last@example.com`;
    const cut = cardBatches(file);
    if (!('batches' in cut)) throw new Error('not cut');
    const read = cut.batches.flatMap((b) => extractContacts(b));
    expect(read).toHaveLength(801);
    expect(read.at(-1)).toMatchObject({ name: 'Last Without End', emails: ['last@example.com'] });
  });

  it('leaves out Outlook’s card picture and any base64 or binary value, and keeps what goes on a quoted-printable line', () => {
    const outlook = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:Lee;Kim',
      'FN:Kim Lee',
      'NOTE;ENCODING=QUOTED-PRINTABLE:Met at the fair.=0D=0A=',
      'Photo: taken by Sam, see the shared album.=0D=0A=',
      'Key: ask about the Q3 budget',
      'TEL;WORK;VOICE:+44 20 7946 0018',
      'X-MS-CARDPICTURE;TYPE=JPEG;ENCODING=BASE64:',
      ...base64Photo(2000, 7).match(/.{1,76}/g)!,
      '',
      'X-CUSTOM-BLOB;ENCODING=b:QUJDREVG',
      'EMAIL;PREF;INTERNET:kim@example.com',
      'END:VCARD',
    ].join('\r\n');
    const { text, left } = withoutBinaryProperties(outlook);
    expect(left).toBe(2);
    expect(text).not.toMatch(/CARDPICTURE|CUSTOM-BLOB/);
    expect(text).toContain('Photo: taken by Sam');
    expect(text).toContain('Key: ask about the Q3 budget');
    expect(extractContacts(text)).toEqual(extractContacts(outlook));
    expect(extractContacts(text)[0]).toMatchObject({ emails: ['kim@example.com'], phones: ['+44 20 7946 0018'] });
    expect(extractContacts(text)[0]!.additionalInfo).toMatch(/Photo: taken by Sam[\s\S]*Key: ask about the Q3 budget/);
  });
});
