import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { rewriteCard } from '../../main/extraction/vcard21';

describe('rewriteCard (vCard 2.1 pre-pass)', () => {
  it('turns bare type parameters into TYPE= parameters and 2.1 into 3.0', () => {
    const out = rewriteCard(['VERSION:2.1', 'TEL;WORK;VOICE:+49 30 123456', 'EMAIL;INTERNET:a@b.de']);
    expect(out).toBe(
      ['BEGIN:VCARD', 'VERSION:3.0', 'TEL;TYPE=WORK;TYPE=VOICE:+49 30 123456', 'EMAIL;TYPE=INTERNET:a@b.de', 'END:VCARD'].join('\r\n'),
    );
  });

  it('decodes quoted-printable values and drops the ENCODING/CHARSET parameters', () => {
    const out = rewriteCard(['VERSION:2.1', 'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;']);
    expect(out).toContain('\r\nN:Müller;Jürgen;;;\r\n');
  });

  it('escapes decoded line breaks and 2.1 commas so ical.js keeps the text whole', () => {
    const out = rewriteCard(['VERSION:2.1', 'NOTE;ENCODING=QUOTED-PRINTABLE:a, b=0D=0Ac']) ?? '';
    const jcard = ICAL.parse(out);
    expect(jcard[1].find((p: unknown[]) => p[0] === 'note')[3]).toBe('a, b\nc');
  });

  it('drops photos and other binary payloads', () => {
    const out = rewriteCard(['VERSION:2.1', 'FN:A B', 'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQ', 'LOGO;ENCODING=b:AAAA']);
    expect(out).not.toMatch(/PHOTO|LOGO/);
  });

  it('puts VERSION:4.0 first so ical.js applies the 4.0 rules', () => {
    const out = rewriteCard(['FN:A B', 'VERSION:4.0']);
    expect(out?.split('\r\n')[1]).toBe('VERSION:4.0');
  });

  it('returns null for a card with nothing usable', () => {
    expect(rewriteCard(['VERSION:2.1', 'PHOTO;ENCODING=BASE64:AAAA', 'not a content line'])).toBeNull();
  });
});
