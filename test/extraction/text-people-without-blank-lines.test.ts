// People listed one after another with no blank line between them, or a team page's HTML (a
// heading, a paragraph and an "Email" link per person), gave one card holding everyone's
// addresses. Where every part reads alike — a name, then the same kinds of line, an email or a
// phone among them — each is a card; a signature's later lines are not cut off as a person.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const people = (text: string) => extractContacts(text).map((c) => [c.name, c.position, c.company, c.emails, c.phones]);

describe('people without blank lines between them', () => {
  it('name, title and email, one person after another', () => {
    expect(people('Jane Doe\nCEO, Acme Corp\njane@acme.com\nJohn Smith\nCTO, Initech\njohn@initech.com')).toEqual([
      ['Jane Doe', 'CEO', 'Acme Corp', ['jane@acme.com'], []],
      ['John Smith', 'CTO', 'Initech', ['john@initech.com'], []],
    ]);
    const three = 'Jane Doe\nCEO, Acme Corp\njane@acme.com\n+1 415 555 0100\nJohn Smith\nCTO, Initech\njohn@initech.com\n+1 212 555 0199\nMary Poe\nCFO, Globex\nmary@globex.com\n+1 312 555 0142';
    expect(people(three).map(([name, , , emails, phones]) => [name, emails, phones])).toEqual([
      ['Jane Doe', ['jane@acme.com'], ['+1 415 555 0100']],
      ['John Smith', ['john@initech.com'], ['+1 212 555 0199']],
      ['Mary Poe', ['mary@globex.com'], ['+1 312 555 0142']],
    ]);
  });

  it('a team page’s HTML with an "Email" link per person', () => {
    const page = '<div><h3>Jane Doe</h3><p>CEO</p><a href="mailto:jane@acme.io">Email</a></div><div><h3>John Smith</h3><p>CTO</p><a href="mailto:john@acme.io">Email</a></div>';
    expect(people(page)).toEqual([
      ['Jane Doe', 'CEO', null, ['jane@acme.io'], []],
      ['John Smith', 'CTO', null, ['john@acme.io'], []],
    ]);
  });

  it('a signature whose lines do not read alike stays one person', () => {
    expect(people('Jane Doe\njane@acme.com\nSan Francisco\n+1 415 555 0100').map(([name, , , emails, phones]) => [name, emails, phones])).toEqual([
      ['Jane Doe', ['jane@acme.com'], ['+1 415 555 0100']],
    ]);
  });
});
