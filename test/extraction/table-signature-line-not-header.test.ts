// A signature whose contact line holds a comma ("E-Mail: …, Web: …", "Phone: …, Email: …") is a
// signature, not a CSV export whose header is that line: the person must not be lost.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

describe('a signature line with labelled values separated by a comma is not a header row', () => {
  it('a German signature with "E-Mail: …, Web: …" on one line and an imprint below', () => {
    const text = [
      'Mit freundlichen Grüßen',
      '',
      'Jürgen Müller',
      'Geschäftsführer',
      '',
      'Müller & Söhne GmbH',
      'Leopoldstraße 12, 80802 München',
      'Tel. +49 89 1234567, Fax +49 89 1234568',
      'E-Mail: j.mueller@mueller-soehne.de, Web: www.mueller-soehne.de',
      '',
      'Geschäftsführer: Jürgen Müller, Anna Müller',
      'Amtsgericht München HRB 123456',
    ].join('\n');
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jürgen Müller', emails: ['j.mueller@mueller-soehne.de'], company: 'Müller & Söhne GmbH' });
  });

  it('an English signature with "Phone: …, Email: …" and a mobile line below', () => {
    const text = 'Jane Doe\nSales Director\nAcme Inc\nPhone: +1 415 555 0100, Email: jane@acme.com\nMobile: +1 415 555 0199';
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100', '+1 415 555 0199'] });
  });
});
