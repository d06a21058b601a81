// Outlook's "Assistant's Phone" is the assistant's number, as "Assistant's Name" is the
// assistant's name (which goes to additional info): it is not one of the contact's own numbers.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

describe("Outlook CSV: the assistant's phone", () => {
  it("is not put among the contact's phone numbers", () => {
    const text = [
      '"First Name","Last Name","E-mail Address","Business Phone","Mobile Phone","Assistant\'s Name","Assistant\'s Phone","Company","Job Title"',
      '"Jane","Doe","jane.doe@acme.com","(212) 555-0123","(917) 555-0177","Mary Smith","(212) 555-0999","Acme Inc.","Chief Scientist"',
      '',
    ].join('\r\n');
    const [jane] = extractContacts(text);
    expect(jane.phones).toEqual(['+1 212 555 0123', '+1 917 555 0177']);
  });
});
