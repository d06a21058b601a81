// The wizard's file drop: a .vcf is read in the encoding it was written in. Outlook writes
// vCard 2.1 in the PC's code page (Windows-1252), which File.text() (UTF-8 only) turned into
// "Am\uFFFDlie"; and what the wizard reads from the decoded text is the card's contact.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { decodeFileText, refusedFile } from '../../renderer/src/lib/fileText';

/** The text as single-byte code-page bytes (each character below U+0100 is one byte). */
const latinBytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

const outlookCard = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N:Dupré;Amélie',
  'FN:Amélie Dupré',
  'ORG:Société Générale',
  'TEL;WORK;VOICE:+33 1 42 14 20 00',
  'END:VCARD',
].join('\r\n');

describe('decodeFileText', () => {
  it('reads an Outlook 2.1 card written in Windows-1252 bytes', () => {
    const text = decodeFileText(latinBytes(outlookCard));
    expect(text).toContain('FN:Amélie Dupré');
    expect(text).not.toContain('\uFFFD');
    expect(extractContacts(text)[0]).toMatchObject({ name: 'Amélie Dupré', company: 'Société Générale', phones: ['+33 1 42 14 20 00'] });
  });

  it('reads UTF-8 as UTF-8, with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode(outlookCard.replace('FN:Amélie', 'FN:Amélie 王伟'));
    expect(decodeFileText(utf8)).toContain('FN:Amélie 王伟 Dupré');
    expect(decodeFileText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toMatch(/^BEGIN:VCARD/);
  });

  it('reads a UTF-16 file from its byte-order mark', () => {
    const units = [...outlookCard].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]);
    expect(decodeFileText(Uint8Array.from([0xff, 0xfe, ...units]))).toContain('FN:Amélie Dupré');
  });

  it('honours the CHARSET a card names when the bytes are not UTF-8', () => {
    // "Łódź" in ISO-8859-2: Ł = 0xA3, ó = 0xF3, ź = 0xBC.
    const card = Uint8Array.from([...latinBytes('BEGIN:VCARD\r\nVERSION:2.1\r\nADR;WORK;CHARSET=ISO-8859-2:;;ul. Piotrkowska 1;'), 0xa3, 0xf3, 0x64, 0xbc, ...latinBytes(';;90-001;Polska\r\nFN;CHARSET=UTF-8:Jan Kowalski\r\nEND:VCARD')]);
    expect(decodeFileText(card)).toContain('Łódź');
  });
});

describe('a dropped file that is not a contacts file', () => {
  const zipHead = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
  it('is refused before it is read when it is not text, saying what is read instead', () => {
    expect(refusedFile('Contacts.xlsx', 40_000, zipHead)).toBe('“Contacts.xlsx” is not a text file. Rolodeck reads vCards (.vcf) and CSV or TSV exports: save a spreadsheet as CSV first.');
  });
  it('is refused when it is larger than any contacts export', () => {
    expect(refusedFile('all.vcf', 300 * 1024 * 1024, new TextEncoder().encode('BEGIN:VCARD'))).toMatch(/^“all\.vcf” is 300 MB, more than the 100 MB/);
  });
  it('text in UTF-8, UTF-16 with its mark, or a code page is read', () => {
    expect(refusedFile('a.vcf', 100, new TextEncoder().encode(outlookCard))).toBeNull();
    expect(refusedFile('a.txt', 100, Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]))).toBeNull();
    expect(refusedFile('a.vcf', 100, latinBytes(outlookCard))).toBeNull();
  });
});
