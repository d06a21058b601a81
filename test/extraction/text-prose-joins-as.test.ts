// An announcement ("… who joins as Senior Engineer", "… joined us as Head of Sales", "… has
// joined Acme as VP Marketing") gave no title: the bio reader knew "is/was/serves as" only. The
// title is read to the end of its clause, and the company where it is written between "joined"
// and "as"; "joined the call as a guest" names no job.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('"joins [Company] as <title>" in an announcement', () => {
  it('gives the title, and the name before it', () => {
    const post = "We're excited to announce that Jane Doe joins as Senior Engineer. Reach her at jane@acme.com.";
    expect(onlyCard(post)).toMatchObject({ name: 'Jane Doe', position: 'Senior Engineer', company: null, emails: ['jane@acme.com'] });
    const welcome = 'Please welcome Bob Smith, who joined us as Head of Sales last week.\nbob@acme.com';
    expect(onlyCard(welcome)).toMatchObject({ name: 'Bob Smith', position: 'Head of Sales', company: null });
    expect(onlyCard('Welcome Sam Patel who joins as our new Account Executive! sam.patel@acme.com')).toMatchObject({ name: 'Sam Patel', position: 'Account Executive' });
  });

  it('gives the company written between "joined" and "as"', () => {
    expect(onlyCard('Jane Doe has joined Acme as VP Marketing. jane@acme.com')).toMatchObject({ name: 'Jane Doe', position: 'VP Marketing', company: 'Acme' });
    const memo = 'Team,\n\nPlease join me in welcoming Maria Garcia, who joins the Globex team as Director of Product Design on Monday. Maria comes to us from Initech.\n\nmaria.garcia@globex.com';
    expect(onlyCard(memo)).toMatchObject({ name: 'Maria Garcia', position: 'Director of Product Design', company: 'Globex', emails: ['maria.garcia@globex.com'] });
    expect(onlyCard('New hire announcement: Tom Lee has joined Initech Ltd. as Chief Financial Officer, effective March 1. tom.lee@initech.com')).toMatchObject({
      name: 'Tom Lee',
      position: 'Chief Financial Officer',
      company: 'Initech Ltd',
    });
  });

  it('news of someone else joining, above a signature with its own address, leaves the signer the name', () => {
    expect(onlyCard('FYI, Bob Smith joined us as Head of Sales.\nJane Doe\nVP Marketing, Acme\njane@acme.com')).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'] });
  });

  it('"joined the call as a guest" or "as a speaker" is no title', () => {
    expect(onlyCard('Jane Doe joined the call as a guest. jane@acme.com')).toMatchObject({ position: null, company: null });
    expect(onlyCard('Bob Smith will join us as a speaker at the summit. bob@acme.com')).toMatchObject({ position: null });
  });
});
