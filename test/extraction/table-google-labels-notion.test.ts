// Google Contacts writes what each value is in a column beside it ("Phone 2 - Label": "Work
// Fax"; "Relation 1 - Label": "Assistant"; "Custom Field 1 - Label": "Referred by"): a fax was
// listed as a phone, and a relation or a custom field was kept as "Relation 1 - Value: Mary
// Jones", what it meant lost. A Notion export writes a related record's page after its name
// ("Acme Inc. (https://www.notion.so/…)"), which became part of the company.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

describe('what a value is, from the column beside it', () => {
  it('Google: a phone labelled "Work Fax" is a fax; a relation and a custom field are kept under their labels', () => {
    const sheet = [
      'First Name,Last Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Relation 1 - Label,Relation 1 - Value,Custom Field 1 - Label,Custom Field 1 - Value',
      'Jane,Doe,* Work,jane@acme.com,Mobile,+1 212 555 0100,Work Fax,+1 212 555 0101,Assistant,Mary Jones,Referred by,Bob Smith',
    ].join('\n');
    const [jane, ...rest] = extractContacts(sheet);
    expect(rest).toEqual([]);
    expect(jane).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 212 555 0100'] });
    expect(jane!.additionalInfo).toBe('Fax: +1 212 555 0101\nAssistant: Mary Jones\nReferred by: Bob Smith');
  });

  it('Notion: a related company is its name, without its page', () => {
    const sheet = ['Name,Email,Company', 'Jane Doe,jane@acme.com,Acme Inc. (https://www.notion.so/Acme-Inc-1a2b3c4d5e6f)'].join('\n');
    expect(extractContacts(sheet).map((c) => [c.name, c.company])).toEqual([['Jane Doe', 'Acme Inc.']]);
  });
});
