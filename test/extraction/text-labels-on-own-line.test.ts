// Labels on a line of their own, their values below — a booking confirmation (Calendly's "Invitee:
// / John Smith"), a web form's notification ("First name / John / Last name / Smith"), its
// two-column paste ("Company name⇥Initech"), LinkedIn's contact panel ("Phone / +1 …") — gave
// the labels as the name or the company ("Event Type", "Company name"). They are read as
// "Label: value" lines. Text copied from LinkedIn's pages also gave its page title as the name
// ("Sarah Chen’s Profile"), a link's kind ("(Company)") and the time in a role as the company.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

const card = (text: string) => {
  const c = onlyCard(text);
  return { name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position };;
};

describe('labels on a line of their own', () => {
  it('a booking confirmation', () => {
    const booked = 'A new event has been scheduled.\n\nEvent Type:\n30 Minute Meeting\n\nInvitee:\nJohn Smith\n\nInvitee Email:\njohn.smith@initech.com\n\nEvent Date/Time:\n10:00am - Tuesday, March 5, 2024 (Pacific Time - US & Canada)';
    expect(card(booked)).toEqual({ name: 'John Smith', emails: ['john.smith@initech.com'], phones: [], company: null, position: null });
  });

  it('a web form’s notification, line by line and as two columns', () => {
    const john = { name: 'John Smith', emails: ['john.smith@initech.com'], phones: [], company: 'Initech', position: 'CTO' };
    expect(card('First name\nJohn\nLast name\nSmith\nEmail\njohn.smith@initech.com\nCompany name\nInitech\nJob title\nCTO')).toEqual(john);
    expect(card('First name\tJohn\nLast name\tSmith\nEmail\tjohn.smith@initech.com\nCompany name\tInitech\nJob title\tCTO')).toEqual(john);
  });

  it('a lone "Email" above an address is its label, not the company', () => {
    expect(card('Jane Doe\nEmail\njane@acme.com')).toEqual({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: [], company: null, position: null });
  });
});

describe('text copied from LinkedIn', () => {
  it('the contact panel: the page title is no name, its labels no company', () => {
    expect(card('Sarah Chen’s Profile\nlinkedin.com/in/sarahchen\nPhone\n+1 415 555 0134 (Mobile)\nEmail\nsarah.chen@gmail.com')).toEqual({
      name: 'Sarah Chen',
      emails: ['sarah.chen@gmail.com'],
      phones: ['+1 415 555 0134'],
      company: null,
      position: null,
    });
  });

  it('the time in a role and a link’s kind are no company', () => {
    expect(card('Sarah Chen\nHead of Talent Acquisition\nStripe\n3 yrs 2 mos in role | 3 yrs 2 mos in company')).toMatchObject({ company: 'Stripe', position: 'Head of Talent Acquisition' });
    expect(card('Sarah Chen\nHead of Talent Acquisition at Stripe\nacme.com (Company)\nEmail\nsarah@acme.com')).toMatchObject({ company: 'Stripe', emails: ['sarah@acme.com'] });
  });
});
