// Rows without a header whose first column is the company ("Acme Corp,Jane Doe,jane@acme.com"):
// a company that reads like a name ("Umbrella Health") was taken for the person, and the person's
// name became the company. A column whose cells carry a legal form or an organisation word
// (Corp, LLC, Labs, …) in some rows, and no job title in any, is the company column, so the
// name is the cell beside it. Without such a word in the column, the row's email address tells
// the two apart when it can ("bob@umbrella.com"), else the row is read as before.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, company: c.company, emails: c.emails }));

describe('the company in a column of its own, before the name', () => {
  it('a company that reads like a name, in a column of companies', () => {
    expect(cards('Acme Corp,Jane Doe,jane@acme.com\nUmbrella Health,Bob Smith,bob@umbrella.com\nInitech LLC,Carla Ruiz,carla@initech.com\n')).toEqual([
      { name: 'Jane Doe', company: 'Acme Corp', emails: ['jane@acme.com'] },
      { name: 'Bob Smith', company: 'Umbrella Health', emails: ['bob@umbrella.com'] },
      { name: 'Carla Ruiz', company: 'Initech LLC', emails: ['carla@initech.com'] },
    ]);
  });

  it('copied cells with a job title, a name filed "Doe, Jane", a first and a last name in two cells', () => {
    expect(extractContacts('Acme Corp\tJane Doe\tCEO\tjane@acme.com\nUmbrella Health\tBob Smith\tCTO\tbob@umbrella.com\n').map((c) => [c.name, c.position, c.company])).toEqual([
      ['Jane Doe', 'CEO', 'Acme Corp'],
      ['Bob Smith', 'CTO', 'Umbrella Health'],
    ]);
    expect(cards('Acme Corp,"Doe, Jane",jane@acme.com\nUmbrella Health,"Smith, Bob",bob@umbrella.com\n').map((c) => [c.name, c.company])).toEqual([
      ['Jane Doe', 'Acme Corp'],
      ['Bob Smith', 'Umbrella Health'],
    ]);
    expect(cards('Acme Corp,Jane,Doe,jane@acme.com\nUmbrella Health,Bob,Smith,bob@umbrella.com\n').map((c) => [c.name, c.company])).toEqual([
      ['Jane Doe', 'Acme Corp'],
      ['Bob Smith', 'Umbrella Health'],
    ]);
  });

  it('a company without a legal form in a column that has them elsewhere', () => {
    expect(cards('Acme Corp,Jane Doe,jane@acme.com\nStripe,Bob Smith,bob@stripe.com\n')).toEqual([
      { name: 'Jane Doe', company: 'Acme Corp', emails: ['jane@acme.com'] },
      { name: 'Bob Smith', company: 'Stripe', emails: ['bob@stripe.com'] },
    ]);
  });
});

describe('when nothing tells the company from the name', () => {
  it('a column of names with one company among them stays the name column', () => {
    expect(cards('Jane Doe,jane@acme.com\nBob Smith,bob@initech.com\nAcme Corp,Carla Ruiz,carla@acme.com\n')).toEqual([
      { name: 'Jane Doe', company: null, emails: ['jane@acme.com'] },
      { name: 'Bob Smith', company: null, emails: ['bob@initech.com'] },
      { name: 'Carla Ruiz', company: 'Acme Corp', emails: ['carla@acme.com'] },
    ]);
  });

  it('two columns that both read as names: the one the email address is made of is the name, the one its domain is made of the company', () => {
    expect(cards('Acme Widgets,Jane Doe,jane@acme.com\nUmbrella Health,Bob Smith,bob@umbrella.com\n').map((c) => [c.name, c.company])).toEqual([
      ['Jane Doe', 'Acme Widgets'],
      ['Bob Smith', 'Umbrella Health'],
    ]);
    // One row pasted alone, and an address of initial and surname.
    expect(cards('Umbrella Health,Bob Smith,bsmith@umbrella.com').map((c) => [c.name, c.company])).toEqual([['Bob Smith', 'Umbrella Health']]);
  });

  it('two columns that both read as names, and an address that tells neither: the first is the name, as before', () => {
    expect(cards('Acme Widgets,Jane Doe,info@example.com\nUmbrella Health,Bob Smith,office@example.org\n').map((c) => c.name)).toEqual(['Acme Widgets', 'Umbrella Health']);
  });
});
