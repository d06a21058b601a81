// A table with one column a meeting's report also has ("Duration" in a call log, "Guest" in an
// RSVP list) was read as an attendance report: its job titles ("Role") and every other column
// went, and rows of the same name were one card. Such a table is read as any other: a report has
// two such columns at least (join and leave times, a duration beside the guest flag or Teams'
// "(UPN)"), or Zoom's "Name (Original Name)".
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, position: c.position, additionalInfo: c.additionalInfo }));

describe('one column a meeting report also has', () => {
  it('a call log with "Duration": a card per row, with its role and its columns kept', () => {
    const log = ['Name,Phone,Company,Role,Duration,Date', 'Ann Lee,+1 415 555 0101,Acme,Buyer,12 min,2024-03-04', 'Ann Lee,+1 415 555 0101,Acme,Buyer,5 min,2024-03-11'].join('\n');
    expect(cards(log)).toEqual([
      { name: 'Ann Lee', position: 'Buyer', additionalInfo: 'Duration: 12 min\nDate: 2024-03-04' },
      { name: 'Ann Lee', position: 'Buyer', additionalInfo: 'Duration: 5 min\nDate: 2024-03-11' },
    ]);
  });

  it('an RSVP list with "Guest": the guest is kept in additional info', () => {
    const rsvp = ['Name,Email,Guest', 'Ann Lee,ann@acme.com,John Doe'].join('\n');
    expect(cards(rsvp)).toEqual([{ name: 'Ann Lee', position: null, additionalInfo: 'Guest: John Doe' }]);
  });

  it('an email column marked "(UPN)" in a directory export is the email', () => {
    const directory = ['Name,E-Mail (UPN),Telefon,Firma', 'Anna Müller,anna.mueller@contoso.de,+49 30 1234567,Contoso'].join('\n');
    expect(extractContacts(directory)[0]).toMatchObject({ name: 'Anna Müller', emails: ['anna.mueller@contoso.de'], company: 'Contoso', additionalInfo: null });
  });

  it("Zoom's short export (one meeting column beside \"Name (Original Name)\") is still a report", () => {
    const zoom = ['Name (Original Name),User Email,Total Duration (Minutes)', 'Jane Doe,jane@acme.com,45', 'Jane Doe,jane@acme.com,12'].join('\n');
    expect(cards(zoom)).toEqual([{ name: 'Jane Doe', position: null, additionalInfo: null }]);
  });
});
