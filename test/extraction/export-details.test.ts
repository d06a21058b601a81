// Exports that came out wrong: a one-column list of addresses ("Email" and an address a line)
// was one card with every address; a name column filed "Doe, Jane" kept that order; a totals row
// ("Total,,30") was a card; a "Location" column was left out; Eventbrite's "Home Address 1" lost its city, state and ZIP code; Luma's check-in QR link was every guest's website; an Apple card's
// birthday without a year read "1604-04-01" and its note kept "\;" escapes; a card that lost its
// END:VCARD swallowed the next card; an FN that is the address stayed the name; an Apple card's
// assistant's phone was the person's own and a spouse was dropped; vCard 4.0's PREF=1 address lost
// to the work one; N:王;伟 read "伟 王".
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { onlyCard } from './only-card';

describe('details of exports', () => {
  it('a one-column list of addresses is a card per address', () => {
    expect(extractContacts('Email\njane.doe@gmail.com\nbob.smith@example.com\ncarol.white@example.org').map((c) => [c.name, c.emails])).toEqual([
      ['Jane Doe', ['jane.doe@gmail.com']],
      ['Bob Smith', ['bob.smith@example.com']],
      ['Carol White', ['carol.white@example.org']],
    ]);
  });

  it('a name column filed "Doe, Jane" reads "Jane Doe"', () => {
    expect(extractContacts('Name,Email\n"Doe, Jane",jane@doe.com\n"Roe, John",john@roe.com').map((c) => c.name)).toEqual(['Jane Doe', 'John Roe']);
  });

  it('Eventbrite: "Home Address 1" and "2" are the street of the home address, with its city, state and ZIP code', () => {
    const report = 'First Name,Last Name,Email,Home Address 1,Home Address 2,Home City,Home State,Home Zip\nLisa,Ray,lisa@ray.com,1 Ray St,Apt 4,Denver,CO,80202';
    expect(onlyCard(report).address).toBe('1 Ray St, Apt 4, Denver, CO 80202');
  });

  it('a location column is kept in additional info, not left out', () => {
    expect(onlyCard('Name,Email,Location\nJane Doe,jane@doe.com,"Brooklyn, NY"').additionalInfo).toBe('Location: Brooklyn, NY');
  });

  it('a totals row is no card', () => {
    expect(extractContacts('Name,Email,Amount\nJane Doe,jane@doe.com,10\nJohn Roe,john@roe.com,20\nTotal,,30').map((c) => c.name)).toEqual(['Jane Doe', 'John Roe']);
  });

  it('a guest list’s check-in QR link is no website', () => {
    const guests = 'name,email,approval_status,qr_code_url\nNina Patel,nina@patel.dev,approved,https://lu.ma/check-in/evt-1?pk=g-1\nOm Rao,om@rao.dev,approved,https://lu.ma/check-in/evt-1?pk=g-2';
    expect(extractContacts(guests).map((c) => [c.name, c.website])).toEqual([
      ['Nina Patel', null],
      ['Om Rao', null],
    ]);
  });

  it('an Apple card: a birthday without its year, and a note’s escapes', () => {
    const c = onlyCard('BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nBDAY;X-APPLE-OMIT-YEAR=1604:1604-04-01\nNOTE:Call re pricing\\; ask for Bob\\, Sue\nEND:VCARD');
    expect(c.additionalInfo).toBe('Call re pricing; ask for Bob, Sue\nBirthday: --04-01');
  });

  it('a card without END:VCARD ends where the next begins (a 2.1 AGENT card inside one is still skipped)', () => {
    expect(extractContacts('BEGIN:VCARD\nVERSION:3.0\nFN:A One\nEMAIL:a@x.com\nBEGIN:VCARD\nVERSION:3.0\nFN:B Two\nEMAIL:b@x.com\nEND:VCARD').map((c) => [c.name, c.emails])).toEqual([
      ['A One', ['a@x.com']],
      ['B Two', ['b@x.com']],
    ]);
    expect(onlyCard('BEGIN:VCARD\nVERSION:2.1\nN:Doe;Jane\nFN:Jane Doe\nAGENT:\nBEGIN:VCARD\nVERSION:2.1\nFN:Agent Smith\nEND:VCARD\nEMAIL:jane@x.com\nEND:VCARD')).toMatchObject({ name: 'Jane Doe', emails: ['jane@x.com'] });
  });

  it('an Apple card: the assistant’s phone is not the person’s, a spouse is kept under its label', () => {
    const c = onlyCard('BEGIN:VCARD\nVERSION:3.0\nN:Lee;Ann;;;\nFN:Ann Lee\nitem1.TEL:+1 415 555 0100\nitem1.X-ABLabel:_$!<Assistant>!$_\nTEL;type=CELL:+1 415 555 0199\nitem2.X-ABRELATEDNAMES:Tom Lee\nitem2.X-ABLabel:_$!<Spouse>!$_\nEND:VCARD');
    expect([c.phones, c.additionalInfo]).toEqual([['+1 415 555 0199'], "Assistant's phone: +1 415 555 0100\nSpouse: Tom Lee"]);
  });

  it('vCard 4.0: the address marked PREF=1 is the one taken', () => {
    const c = onlyCard('BEGIN:VCARD\nVERSION:4.0\nFN:Ann Lee\nADR;TYPE=work:;;1 Work St;Denver;CO;80202;USA\nADR;TYPE=home;PREF=1:;;2 Home St;Boulder;CO;80301;USA\nEND:VCARD');
    expect(c.address).toBe('2 Home St, Boulder, CO 80301, USA');
  });

  it('a name in Chinese script from N alone is family name first, with no space', () => {
    expect(onlyCard('BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E7=8E=8B;=E4=BC=9F;;;\nTEL;CELL:13800138000\nEND:VCARD').name).toBe('王伟');
  });

  it('an FN that is the address gives the name read from it', () => {
    expect(onlyCard('BEGIN:VCARD\nVERSION:3.0\nFN:bob.jones@example.com\nEMAIL:bob.jones@example.com\nEND:VCARD').name).toBe('Bob Jones');
  });
});
