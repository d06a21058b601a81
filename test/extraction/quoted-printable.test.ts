import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../../main/extraction/quoted-printable';

describe('decodeQuotedPrintable', () => {
  it('decodes UTF-8 byte sequences into the characters a user expects', () => {
    expect(decodeQuotedPrintable('M=C3=BCller')).toBe('Müller');
    expect(decodeQuotedPrintable('=C3=96zt=C3=BCrk')).toBe('Öztürk');
  });

  it('removes soft line breaks, including CRLF ones', () => {
    expect(decodeQuotedPrintable('Max M=C3=BC=\nller')).toBe('Max Müller');
    expect(decodeQuotedPrintable('Max M=C3=BC=\r\nller')).toBe('Max Müller');
  });

  it('keeps encoded hard line breaks', () => {
    expect(decodeQuotedPrintable('one=0D=0Atwo')).toBe('one\r\ntwo');
  });

  it('honours a Latin-1 charset', () => {
    expect(decodeQuotedPrintable('Lef=E8vre', 'ISO-8859-1')).toBe('Lefèvre');
    expect(decodeQuotedPrintable('Lef=E8vre', 'windows-1252')).toBe('Lefèvre');
  });

  it('reads Windows-1252 punctuation (Outlook) and other declared charsets', () => {
    expect(decodeQuotedPrintable('Se=E1n O=92Brien', 'Windows-1252')).toBe('Seán O’Brien');
    expect(decodeQuotedPrintable('=80 5 =96 =93ok=94', 'windows-1252')).toBe('€ 5 – “ok”');
    expect(decodeQuotedPrintable('O=92Brien', 'ISO-8859-1')).toBe('O’Brien');
    expect(decodeQuotedPrintable('=A3=F3d=BC', 'ISO-8859-2')).toBe('Łódź');
    expect(decodeQuotedPrintable('M=C3=BCller', 'x-unknown-charset')).toBe('Müller');
  });

  it('keeps malformed escapes literally instead of failing', () => {
    expect(decodeQuotedPrintable('100=ZZ and =')).toBe('100=ZZ and =');
    expect(decodeQuotedPrintable('a=3Db')).toBe('a=b');
  });
});
