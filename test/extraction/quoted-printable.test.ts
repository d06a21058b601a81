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

  it('keeps malformed escapes literally instead of failing', () => {
    expect(decodeQuotedPrintable('100=ZZ and =')).toBe('100=ZZ and =');
    expect(decodeQuotedPrintable('a=3Db')).toBe('a=b');
  });
});
