// The wizard's file drop: a .vcf is read in the encoding it was written in. Outlook writes
// vCard 2.1 in the PC's code page (Windows-1252), which File.text() (UTF-8 only) turned into
// "Am\uFFFDlie"; and what the wizard reads from the decoded text is the card's contact.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { decodeFileText } from '../../renderer/src/lib/fileText';

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
