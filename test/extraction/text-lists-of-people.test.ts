// Lists of people pasted as text gave one card holding everyone's addresses: recipients written
// as Outlook writes them ("Doe, Jane <…>; Smith, Bob <…>", "'Jane Doe' <…>"), "Jane Doe
// (jane@acme.com)" or "Jane Doe - jane@acme.com" a line, addresses alone a line or mixed into a
// To line, and "Name: … / Email: …" blocks with no blank line between the people. Each person is
// a card now; addresses below a signature's name are still that person's.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const people = (text: string) => extractContacts(text).map((c) => [c.name, c.emails]);

describe('a list of people', () => {
  it('Outlook recipients: "Doe, Jane <…>; Smith, Bob <…>" and single-quoted names', () => {
    expect(people('Doe, Jane <jane.doe@acme.com>; Smith, Bob <bob.smith@acme.com>; Lee, Anna <anna.lee@acme.com>')).toEqual([
      ['Jane Doe', ['jane.doe@acme.com']],
      ['Bob Smith', ['bob.smith@acme.com']],
      ['Anna Lee', ['anna.lee@acme.com']],
    ]);
    expect(people("'Jane Doe' <jane@acme.com>; 'Bob Smith' <bob@initech.com>")).toEqual([
      ['Jane Doe', ['jane@acme.com']],
      ['Bob Smith', ['bob@initech.com']],
    ]);
  });

  it('"Name (address)" and "Name - address" a line', () => {
    const expected = [
      ['Jane Doe', ['jane@acme.com']],
      ['Bob Smith', ['bob@initech.com']],
    ];
    expect(people('Jane Doe (jane@acme.com)\nBob Smith (bob@initech.com)')).toEqual(expected);
    expect(people('Jane Doe - jane@acme.com\nBob Smith – bob@initech.com')).toEqual(expected);
  });

  it('addresses alone, a line each or among named recipients, are a card each', () => {
    expect(people('jane.doe@acme.com\nbob.smith@initech.com')).toEqual([
      ['Jane Doe', ['jane.doe@acme.com']],
      ['Bob Smith', ['bob.smith@initech.com']],
    ]);
    expect(people('Attendees:\njane.doe@acme.com\nbob.smith@initech.com\ncarol.white@umbrella.com').map(([, emails]) => emails)).toEqual([
      ['jane.doe@acme.com'],
      ['bob.smith@initech.com'],
      ['carol.white@umbrella.com'],
    ]);
    expect(people('Jane Doe <jane@acme.com>, Bob Smith <bob@initech.com>, carol.white@umbrella.com')).toEqual([
      ['Jane Doe', ['jane@acme.com']],
      ['Bob Smith', ['bob@initech.com']],
      ['Carol White', ['carol.white@umbrella.com']],
    ]);
  });

  it('addresses below a signature’s name are that person’s; one "Name - address" line is a signature', () => {
    const [jane, ...rest] = extractContacts('Jane Doe\nCEO, Acme\njane@acme.com\nsales@acme.com');
    expect(rest).toEqual([]);
    expect(jane).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com', 'sales@acme.com'], company: 'Acme', position: 'CEO' });
    expect(people('Jane Doe - jane@acme.com')).toEqual([['Jane Doe', ['jane@acme.com']]]);
  });

  it('"Name:" blocks with no blank line between the people', () => {
    const list = 'Name: Jane Doe\nTitle: VP Marketing\nCompany: Acme Inc\nEmail: jane@acme.com\nName: Bob Smith\nTitle: Engineer\nCompany: Initech\nEmail: bob@initech.com';
    expect(extractContacts(list).map((c) => [c.name, c.position, c.company, c.emails])).toEqual([
      ['Jane Doe', 'VP Marketing', 'Acme Inc', ['jane@acme.com']],
      ['Bob Smith', 'Engineer', 'Initech', ['bob@initech.com']],
    ]);
  });
});
