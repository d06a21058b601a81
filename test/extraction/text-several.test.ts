// Several people pasted one after another — signatures between rules, an attendee list with
// postal addresses, a list of names and titles — become one card each; one person's signature,
// with its blank lines, its "--" and its quoted copies in a reply chain, stays one card.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const names = (text: string) => extractContacts(text).map((c) => c.name);

describe('several people in one paste', () => {
  it("reads the participants' signatures between rules, each with blank lines of its own", () => {
    const text = [
      'Jane Doe',
      'Chief Executive Officer',
      'Acme Inc.',
      '',
      '350 Fifth Avenue, New York, NY 10118',
      'jane@acme.com | +1 212 555 0123',
      '______________________________',
      'Bob Smith',
      'Sales Engineer, Initech',
      '',
      'bob@initech.com',
      '(217) 555-0142',
      '______________________________',
      'Dr. Anna Schmidt',
      'Leiterin Einkauf',
      'Muster AG',
      'Hauptstr. 5, 10115 Berlin',
      'Tel. 030 1234567',
      'anna.schmidt@muster.de',
    ].join('\n');
    const found = extractContacts(text);
    expect(found).toEqual([
      expect.objectContaining({
        name: 'Jane Doe', position: 'Chief Executive Officer', company: 'Acme Inc.', emails: ['jane@acme.com'],
        phones: ['+1 212 555 0123'], address: '350 Fifth Avenue, New York, NY 10118',
      }),
      expect.objectContaining({ name: 'Bob Smith', position: 'Sales Engineer', company: 'Initech', emails: ['bob@initech.com'], phones: ['+1 217 555 0142'] }),
      expect.objectContaining({ name: 'Anna Schmidt', position: 'Leiterin Einkauf', company: 'Muster AG', address: 'Hauptstr. 5, 10115 Berlin', phones: ['+49 30 1234567'] }),
    ]);
  });

  it('reads a "meet the team" page with "---" between people', () => {
    const text = 'Meet the team\n\n---\n\nPriya Raman\nVP, Product\npriya@globex.com\n\n---\n\nTom Lee\nHead of Engineering\ntom@globex.com\n+1 415 555 0188\n';
    expect(names(text)).toEqual(['Priya Raman', 'Tom Lee']);
  });

  it('reads an attendee list of address blocks, without emails or phones', () => {
    const text = [
      'Jane Doe',
      'Acme Inc.',
      '350 Fifth Avenue',
      'New York, NY 10118',
      '',
      'Bob Smith',
      'Initech',
      '1 Main St',
      'Springfield, IL 62701',
      '',
      'Claire Dubois',
      'Exemple SAS',
      '12 rue de la Paix',
      '75002 Paris',
      'France',
    ].join('\n');
    expect(extractContacts(text).map((c) => [c.name, c.company, c.address])).toEqual([
      ['Jane Doe', 'Acme Inc.', '350 Fifth Avenue, New York, NY 10118'],
      ['Bob Smith', 'Initech', '1 Main St, Springfield, IL 62701'],
      ['Claire Dubois', 'Exemple SAS', '12 rue de la Paix, 75002 Paris, France'],
    ]);
  });

  it('reads a list of speakers with their titles and nothing else', () => {
    const text = 'Speakers\n\nJane Doe\nCEO, Acme Inc.\n\nBob Smith\nCTO at Initech\n\nCarla Ruiz\nHead of Design, Umbrella Labs\n';
    expect(extractContacts(text).map((c) => [c.name, c.position, c.company])).toEqual([
      ['Jane Doe', 'CEO', 'Acme Inc.'],
      ['Bob Smith', 'CTO', 'Initech'],
      ['Carla Ruiz', 'Head of Design', 'Umbrella Labs'],
    ]);
  });
});

describe('people who share an address', () => {
  it('stay two cards when both are named', () => {
    expect(names('Jane Doe\nCEO\ninfo@acme.com\n\nBob Smith\nCTO\ninfo@acme.com\n')).toEqual(['Jane Doe', 'Bob Smith']);
  });
});

describe('one person stays one card', () => {
  it('a signature with a blank line between the name block and the address block', () => {
    const text = 'Best regards,\n\nDana Whitfield\nHead of Partnerships\nNorthwind Traders\n\n500 Howard St\nSan Francisco, CA 94105\n+1 (415) 555-0132 | dana@northwind.io\nnorthwind.io';
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      name: 'Dana Whitfield', position: 'Head of Partnerships', company: 'Northwind Traders',
      address: '500 Howard St, San Francisco, CA 94105', phones: ['+1 415 555 0132'], emails: ['dana@northwind.io'],
    });
  });

  it('a signature whose second block has a company that reads like a name', () => {
    const text = 'Jane Doe\nFounder\n\nBlue Harbor\n1 Main St\nSpringfield, IL 62701\n+1 217 555 0100';
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', address: '1 Main St, Springfield, IL 62701', phones: ['+1 217 555 0100'] });
  });

  it('a signature after "--", with a body above it that names someone else', () => {
    const text = 'Hi Bob,\nPeter Jones from Globex (peter@globex.com) will join us.\n--\nJane Doe\nCEO, Acme Inc.\njane@acme.com';
    expect(names(text)).toEqual(['Jane Doe']);
  });

  it('a reply chain that quotes the same person twice', () => {
    const quoted = [
      'Sounds good, see you then.',
      '',
      'Jane Doe | Acme Inc. | jane@acme.com | +1 212 555 0123',
      '',
      'On Mon, Mar 4, 2024 at 9:00 AM Bob Smith <bob@initech.com> wrote:',
      '> Does Tuesday work?',
      '>',
      '> On Fri, Mar 1, 2024, Jane Doe <jane@acme.com> wrote:',
      '> > Can we meet next week?',
      '> > Jane Doe | Acme Inc. | jane@acme.com | +1 212 555 0123',
    ].join('\n');
    expect(names(quoted)).toEqual(['Jane Doe']);
    // The same thread pasted without quote markers, her signature twice between rules.
    const flat = 'Sounds good.\n\nJane Doe\nAcme Inc.\njane@acme.com\n\n-----\nCan we meet next week?\n\nJane Doe\nAcme Inc.\njane@acme.com\n+1 212 555 0123';
    const found = extractContacts(flat);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 212 555 0123'] });
  });

  it('a To or Cc line pasted on its own, label and all, gives a card for each address', () => {
    const found = extractContacts('To: Jane Doe <jane@example.com>, Bob Smith <bob@acme.com>\nCc: Ann Lee <ann@lee.example>');
    expect(found.map((c) => [c.name, c.emails])).toEqual([
      ['Jane Doe', ['jane@example.com']],
      ['Bob Smith', ['bob@acme.com']],
      ['Ann Lee', ['ann@lee.example']],
    ]);
  });

  it("an Outlook reply below a rule: the newest message's sender only", () => {
    const text = [
      'Thanks Bob, Tuesday works.',
      '',
      'Jane Doe',
      'Acme Inc.',
      'jane@acme.com | +1 212 555 0123',
      '',
      '________________________________',
      'From: Bob Smith <bob@initech.com>',
      'Sent: Monday, March 4, 2024 9:00 AM',
      'To: Jane Doe <jane@acme.com>',
      'Subject: Meeting',
      '',
      'Does Tuesday work?',
      '',
      'Bob Smith',
      'Sales Engineer, Initech',
      '+1 217 555 0142',
    ].join('\n');
    expect(names(text)).toEqual(['Jane Doe']);
  });
});
