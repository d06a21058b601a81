import { describe, expect, it } from 'vitest';
import { parseContentLine, splitCards, unfold } from '../../main/extraction/vcard-lines';

describe('unfold', () => {
  it('joins folded continuation lines', () => {
    expect(unfold('NOTE:Hello\r\n  World\r\nFN:x')).toEqual(['NOTE:Hello World', 'FN:x']);
  });

  it('joins quoted-printable soft line breaks even without indentation', () => {
    expect(unfold('FN;ENCODING=QUOTED-PRINTABLE:M=C3=BC=\nller\nTEL:1')).toEqual([
      'FN;ENCODING=QUOTED-PRINTABLE:M=C3=BC=\nller',
      'TEL:1',
    ]);
  });
});

describe('splitCards', () => {
  it('returns one list of lines per card and skips nested AGENT cards', () => {
    const lines = ['BEGIN:VCARD', 'FN:A', 'AGENT:', 'BEGIN:VCARD', 'FN:Nested', 'END:VCARD', 'END:VCARD', 'begin:vcard', 'FN:B', 'end:vcard'];
    expect(splitCards(lines, 10)).toEqual([['FN:A', 'AGENT:'], ['FN:B']]);
  });

  it('keeps a card cut off by the end of the input and honours the card limit', () => {
    expect(splitCards(['BEGIN:VCARD', 'FN:A'], 10)).toEqual([['FN:A']]);
    expect(splitCards(['BEGIN:VCARD', 'END:VCARD', 'BEGIN:VCARD', 'END:VCARD'], 1)).toHaveLength(1);
  });
});

describe('parseContentLine', () => {
  it('splits group, name, parameters and value', () => {
    expect(parseContentLine('item1.EMAIL;type=INTERNET;type=pref:jane@acme.com')).toEqual({
      group: 'item1',
      name: 'EMAIL',
      params: ['type=INTERNET', 'type=pref'],
      value: 'jane@acme.com',
    });
  });

  it('ignores colons inside quoted parameters and rejects non-content lines', () => {
    expect(parseContentLine('ADR;LABEL="a:b":;;x')?.value).toBe(';;x');
    expect(parseContentLine('AAAQABAAD')).toBeNull();
  });
});
