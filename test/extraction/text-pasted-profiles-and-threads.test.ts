// An email pasted with its "From:" header, the signer's first name alone below "Best," and the
// signature with a phone number under it: the card's company was "Jane". A Slack profile's
// "Local time" was the company. A business card typed in capitals gave "https://WWW.ACME.COM".
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('pasted emails, profiles and cards', () => {
  it('the first name signed below the sign-off is no company', () => {
    const email = 'From: Jane Doe <jane@acme.com>\nSubject: Intro\n\nHi Bob,\n\nGreat to meet you.\n\nBest,\nJane\n\nJane Doe | VP Marketing | Acme Inc.\n+1 415 555 0100';
    expect(onlyCard(email)).toMatchObject({ name: 'Jane Doe', position: 'VP Marketing', company: 'Acme Inc.', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] });
  });

  it("a Slack profile's local time and a LinkedIn count of connections are none of the card", () => {
    expect(onlyCard('Jane Doe\nVP Marketing\nLocal time\n3:42 PM\nEmail address\njane@acme.com\nPhone\n+1 415 555 0100')).toMatchObject({
      name: 'Jane Doe',
      position: 'VP Marketing',
      company: null,
      emails: ['jane@acme.com'],
      phones: ['+1 415 555 0100'],
    });
    expect(onlyCard('Jane Doe\nVP Marketing at Acme\n1,234 followers\n500+ connections\njane@acme.com')).toMatchObject({ company: 'Acme', additionalInfo: null });
  });

  it('a web address in capitals has its host in lower case, its path as written', () => {
    const card = onlyCard('JANE DOE\nVICE PRESIDENT, MARKETING\nACME INC.\nJANE@ACME.COM\nWWW.ACME.COM');
    expect(card).toMatchObject({ name: 'Jane Doe', company: 'ACME INC.', emails: ['jane@acme.com'], website: 'https://www.acme.com' });
    expect(onlyCard('Jane Doe\njane@acme.com\nHTTPS://Acme.com/Team/JaneDoe').website).toBe('https://acme.com/Team/JaneDoe');
  });
});

describe('names beside titles in one line, and self-introductions', () => {
  it('"Jane Doe — VP Marketing @ Acme": the name, the title and the company', () => {
    expect(onlyCard('📞 +1 415 555 0100 | ✉️ jane@acme.com | 🌐 acme.com\nJane Doe — VP Marketing @ Acme')).toMatchObject({
      name: 'Jane Doe',
      position: 'VP Marketing',
      company: 'Acme',
      website: 'https://acme.com',
    });
  });

  it('"I\'m Jane, VP Marketing at Acme": no name "I\'m Jane", the title and company kept', () => {
    expect(onlyCard("Thanks for connecting! I'm Jane, VP Marketing at Acme. My cell is 415-555-0100.")).toMatchObject({
      name: null,
      position: 'VP Marketing',
      company: 'Acme',
      phones: ['+1 415 555 0100'],
    });
    expect(onlyCard("Hi, I'm Alex Kim, a freelance designer based in Berlin. alex@kim.design")).toMatchObject({ name: 'Alex Kim', position: 'freelance designer' });
  });
});

describe("an email copied from Gmail, its sender's address on the first line", () => {
  it('gives the signer the address written beside the same name above', () => {
    const gmail = 'Jane Doe <jane@acme.com>\nTue, Mar 5, 10:15 AM (2 days ago)\nto me\n\nHi Bob,\n\nGreat to meet you at SaaStr.\n\nBest,\nJane\n\nJane Doe | VP Marketing | Acme Inc.\n+1 415 555 0100';
    expect(onlyCard(gmail)).toMatchObject({ name: 'Jane Doe', company: 'Acme Inc.', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] });
    expect(onlyCard('From: Jane Doe <jane@acme.com>\n\nBest,\nJane Doe\nVP Marketing, Acme Inc.')).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'] });
  });

  it('not the address of someone else named above', () => {
    const forwarded = 'Bob Smith <bob@example.com>\nto me\n\nSee below.\n\nBest,\nJane Doe\nVP Marketing, Acme Inc.\n+1 415 555 0100';
    expect(onlyCard(forwarded)).toMatchObject({ name: 'Jane Doe', emails: [], phones: ['+1 415 555 0100'] });
  });
});
