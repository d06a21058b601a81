// A calendar event's guest list copied as text gave ONE card with every guest's address, its
// company "Organizer". Google Calendar writes "Guests" or "3 guests" with a count of answers, then
// each guest's name, a mark ("Organizer", "Optional") and the address; Outlook and Teams write
// "Attendees" or "Required"/"Optional", a name and its answer. Each guest is a card now; the
// headings, counts and marks are no part of anyone.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const summary = (text: string) => extractContacts(text).map((c) => [c.name, c.emails, c.company, c.position]);

const threeGuests = [
  ['Jane Doe', ['jane@acme.com'], null, null],
  ['Bob Smith', ['bob@widget.io'], null, null],
  ['Carol White', ['carol@initech.com'], null, null],
];

describe("a Google Calendar event's guest list", () => {
  it('"Guests", a name, its mark and its address per guest, and the answers counted below', () => {
    const guests = 'Guests\nJane Doe\nOrganizer\njane@acme.com\nBob Smith\nbob@widget.io\nCarol White\nOptional\ncarol@initech.com\nYes: 2, awaiting: 1';
    expect(summary(guests)).toEqual(threeGuests);
  });

  it('"3 guests" and "2 yes, 1 awaiting" above the guests', () => {
    const guests = '3 guests\n2 yes, 1 awaiting\nJane Doe\nOrganizer\njane@acme.com\nBob Smith\nbob@widget.io\nCarol White\ncarol@initech.com';
    expect(summary(guests)).toEqual(threeGuests);
  });

  it('the whole event copied: its title, time and Meet link are no guest; a guest without a name is their address', () => {
    const event =
      'Q3 planning\nTuesday, March 5 · 10:00 – 10:30am\nJoin with Google Meet\nmeet.google.com/abc-defg-hij\n4 guests\n2 yes\n2 awaiting\n' +
      'Jane Doe\nOrganizer\njane@acme.com\nBob Smith\nbob@widget.io\ncarol@initech.com\nDan Brown\nOptional\ndan@globex.com';
    expect(summary(event)).toEqual([
      ['Jane Doe', ['jane@acme.com'], null, null],
      ['Bob Smith', ['bob@widget.io'], null, null],
      [null, ['carol@initech.com'], null, null],
      ['Dan Brown', ['dan@globex.com'], null, null],
    ]);
  });

  it('as the invitation email writes it: "Jane Doe - organizer", and a blank line between guests', () => {
    const two = [
      ['Jane Doe', ['jane@acme.com'], null, null],
      ['Bob Smith', ['bob@widget.io'], null, null],
    ];
    expect(summary('Guests\nJane Doe - organizer\njane@acme.com\nBob Smith\nbob@widget.io\nView all guest info')).toEqual(two);
    expect(summary('Guests\n\nJane Doe\nOrganizer\njane@acme.com\n\nBob Smith\nbob@widget.io')).toEqual(two);
  });
});

describe("an Outlook or Teams meeting's attendees", () => {
  it('"Required" and "Optional" above mailboxes', () => {
    expect(summary('Required\nJane Doe <jane@acme.com>\nBob Smith <bob@widget.io>\nOptional\nCarol White <carol@initech.com>')).toEqual(threeGuests);
  });

  it('names with their answers below "Attendees": a card per name, no answer a title or company', () => {
    expect(summary('Attendees\nJane Doe\nOrganizer\nBob Smith\nAccepted\nCarol White\nTentative')).toEqual([
      ['Jane Doe', [], null, null],
      ['Bob Smith', [], null, null],
      ['Carol White', [], null, null],
    ]);
  });
});

describe("Teams' and Zoom's participants, and an older invitation's bullets", () => {
  it('"In this meeting (3)" and "Participants (3)": a card per name, without "(Guest)" or "(Host, me)"', () => {
    const names = (text: string) => extractContacts(text).map((c) => c.name);
    expect(names('In this meeting (3)\nJane Doe\nOrganizer\nBob Smith\nCarol White (Guest)\nInvited (1)\nDan Brown')).toEqual(['Jane Doe', 'Bob Smith', 'Carol White', 'Dan Brown']);
    expect(names('Participants (3)\nJane Doe (Host, me)\nBob Smith\nCarol White (Guest)')).toEqual(['Jane Doe', 'Bob Smith', 'Carol White']);
  });

  it('"Who" and a bullet per guest: an address on its own bullet is a guest of its own', () => {
    expect(summary('Who\n• Jane Doe - organizer\n• bob@widget.io\n• Carol White')).toEqual([
      ['Jane Doe', [], null, null],
      [null, ['bob@widget.io'], null, null],
      ['Carol White', [], null, null],
    ]);
  });
});

describe('what is no guest list', () => {
  it('a signature whose title holds "Organizer" is one card, as before', () => {
    const signature = 'Jane Doe\nOrganizer, Bay Area Hiking Meetup\njane@acme.com\n+1 415 555 0100';
    expect(extractContacts(signature)).toHaveLength(1);
  });

  it('"Who is joining on Friday?" in a message above the signature is no heading', () => {
    const message = 'Hi team,\n\nWho is joining on Friday?\n\nBest,\nJane Doe\nVP Marketing, Acme\njane@acme.com';
    expect(summary(message)).toEqual([['Jane Doe', ['jane@acme.com'], 'Acme', 'VP Marketing']]);
  });
});
