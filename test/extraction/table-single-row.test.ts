// One row copied on its own from a spreadsheet (cells split by tabs) or one line of a CSV export
// (commas with no space after them) was read as one line of prose: the name ran into the company
// ("Jane Doe Acme Corp", or "Acme Corp,Jane") and the card had no name. The row's cells are now
// read as a table row's are. A one-line signature written with ", " or " | " is read as before.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, position: c.position, company: c.company, emails: c.emails, phones: c.phones }));

describe('one row pasted on its own', () => {
  it('a spreadsheet row (tabs), with its line break', () => {
    expect(cards('Jane Doe\tAcme Corp\tjane@acme.com\t+1 415 555 0100\n')).toEqual([
      { name: 'Jane Doe', position: null, company: 'Acme Corp', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] },
    ]);
  });

  it('a CSV line with the company first', () => {
    expect(cards('Acme Corp,Jane Doe,jane@acme.com')).toEqual([{ name: 'Jane Doe', position: null, company: 'Acme Corp', emails: ['jane@acme.com'], phones: [] }]);
  });

  it('first and last name in cells of their own, semicolons between cells', () => {
    expect(cards('Jane,Doe,jane@acme.com,Acme Inc')).toEqual([{ name: 'Jane Doe', position: null, company: 'Acme Inc', emails: ['jane@acme.com'], phones: [] }]);
    expect(cards('Jörg Weber;Müller GmbH;joerg.weber@mueller.de')).toEqual([
      { name: 'Jörg Weber', position: null, company: 'Müller GmbH', emails: ['joerg.weber@mueller.de'], phones: [] },
    ]);
  });

  it('a one-line signature, and a line of addressees, read as before', () => {
    expect(cards('Jane Doe, CEO, Acme Corp, jane@acme.com')).toEqual([{ name: 'Jane Doe', position: 'CEO', company: 'Acme Corp', emails: ['jane@acme.com'], phones: [] }]);
    expect(cards('Jane Doe | CEO | Acme | jane@acme.com')).toEqual([{ name: 'Jane Doe', position: 'CEO', company: 'Acme', emails: ['jane@acme.com'], phones: [] }]);
    expect(cards('Ada Lovelace <ada@example.com>, Grace Hopper <grace@example.org>').map((c) => [c.name, c.emails])).toEqual([
      ['Ada Lovelace', ['ada@example.com']],
      ['Grace Hopper', ['grace@example.org']],
    ]);
  });
});
