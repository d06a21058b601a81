// "Jane Doe / jane@acme.com / +1 415 555 0100 / Acme": the company on its own line after the
// email address and the phone number was dropped (it stood three lines below the name, and only
// a line or two below is read as the company). Lines that held only an address or a number do
// not set it apart; a spreadsheet row "Ayşe Yılmaz,ayse@acme.com.tr,+90 532 123 45 67,Acme" is
// read the same way and lost its company too.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { onlyCard } from './only-card';

const person = (text: string) => {
  const c = onlyCard(text);
  return { name: c.name, position: c.position, company: c.company };;
};

describe('a company line after the email address and phone number', () => {
  it('is the company', () => {
    expect(person('Jane Doe\njane@acme.com\n+1 415 555 0100\nAcme')).toEqual({ name: 'Jane Doe', position: null, company: 'Acme' });
    expect(person('Jane Doe\nVP Sales\njane@acme.com\n+1 415 555 0100\nAcme Corp')).toEqual({ name: 'Jane Doe', position: 'VP Sales', company: 'Acme Corp' });
  });

  it('in spreadsheet rows without a header, too', () => {
    const rows = ['Jane Doe,jane@acme.com,+1 415 555 0100,Acme', 'John Roe,john@globex.com,+1 415 555 0101,Globex'].join('\n');
    expect(extractContacts(rows).map((c) => [c.name, c.company])).toEqual([
      ['Jane Doe', 'Acme'],
      ['John Roe', 'Globex'],
    ]);
  });

  it('a city, a country, office hours or "Remote" there is no company: only a line the email’s domain is made of is', () => {
    for (const below of ['New York', 'Austin, Texas', 'Remote', 'Monday-Friday 9-5', 'Pronouns: she/her', 'München']) {
      expect(person(`Jane Doe\njane@initech.com\n(512) 555-0100\n${below}`).company).toBeNull();
    }
    expect(person('Jane Doe\njane@initech.com\n(512) 555-0100\nInitech').company).toBe('Initech');
  });

  it('a country below an address is part of it, not the company', () => {
    const c = onlyCard('Carlos Ruiz\nCalle Mayor 5\n28013 Madrid\nEspaña\n+34 600 123 456');
    expect([c.company, c.address]).toEqual([null, 'Calle Mayor 5, 28013 Madrid, España']);
  });

  it('a department on its own line is still not the company', () => {
    expect(person('Jane Doe\njane@acme.com\n+1 415 555 0100\n\nClient Services').company).toBeNull();
  });
});
