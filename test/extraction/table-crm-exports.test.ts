// Exports from Apollo, Zoho CRM and Close. Apollo's "Company Address" beside its "Company City" gave the
// city, state and country twice; its record ids, the account's owner and unset flags ("Replied:
// false") were kept in notes; Zoho's "Asst Phone" was taken for the person's own number, and who
// created and changed the record, and when, was kept in notes. Close's plural "emails",
// "phones" and "urls" columns were kept in notes, not read as the email, phone and website.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const APOLLO = `First Name,Last Name,Title,Company,Email,Email Status,Seniority,Contact Owner,First Phone,Mobile Phone,Stage,Last Contacted,Account Owner,Industry,Person Linkedin Url,Website,City,State,Country,Company Address,Company City,Company State,Company Country,Replied,Demoed,Apollo Contact Id,Apollo Account Id
Jane,Doe,VP Marketing,Acme Inc,jane@acme.com,Verified,VP,owner@me.com,'+1 415-555-0100,'+1 415-555-0199,Cold,2024-02-01,owner@me.com,Computer Software,http://www.linkedin.com/in/janedoe,http://www.acme.com,San Francisco,California,United States,"1 Market St, San Francisco, California, United States, 94105",San Francisco,California,United States,false,true,64a1b2c3d4e5f6a7b8c9d0e1,64a1b2c3d4e5f6a7b8c9d0e2
`;

const ZOHO = `Record Id,Contact Owner,Lead Source,First Name,Last Name,Account Name,Email,Title,Phone,Mobile,Assistant,Asst Phone,Email Opt Out,Created By,Modified By,Created Time,Modified Time,Mailing Street,Mailing City,Mailing State,Mailing Zip,Mailing Country,Description,Last Activity Time,Tag
zcrm_4876876000000123001,Sam Owner,Trade Show,Jane,Doe,Acme Inc,jane@acme.com,VP Marketing,+1 415 555 0100,+1 415 555 0199,Mary Jones,+1 415 555 0102,false,Sam Owner,Sam Owner,2024-01-15 10:00:00,2024-02-01 11:00:00,1 Market St,San Francisco,CA,94105,USA,Met at SaaStr,2024-02-01 11:00:00,VIP
`;

const CLOSE = `id,display_name,name,title,lead_id,lead_name,date_created,date_updated,created_by,updated_by,emails,phones,urls
cont_abc123,Jane Doe,Jane Doe,VP Marketing,lead_xyz,Acme Inc,2024-01-15,2024-02-01,user_1,user_1,jane@acme.com; jane.doe@gmail.com,+14155550100,https://acme.com
`;

describe('Apollo, Zoho CRM and Close exports', () => {
  it("Apollo: the company's address once, no ids, owner or unset flags in notes", () => {
    const [card, ...more] = extractContacts(APOLLO);
    expect(more).toEqual([]);
    expect(card).toMatchObject({
      name: 'Jane Doe',
      company: 'Acme Inc',
      position: 'VP Marketing',
      phones: ['+1 415 555 0100', '+1 415 555 0199'],
      address: '1 Market St, San Francisco, California, United States, 94105',
      socialUrl: 'http://www.linkedin.com/in/janedoe',
      website: 'http://www.acme.com',
    });
    expect(card!.additionalInfo).toBe('Seniority: VP\nStage: Cold\nLast Contacted: 2024-02-01\nIndustry: Computer Software\nDemoed: true');
  });

  it("Zoho: the assistant's number is the assistant's, and the record's history is left out", () => {
    const [card] = extractContacts(ZOHO);
    expect(card).toMatchObject({ name: 'Jane Doe', company: 'Acme Inc', phones: ['+1 415 555 0100', '+1 415 555 0199'], address: '1 Market St, San Francisco, CA 94105, USA' });
    expect(card!.additionalInfo).toBe('Met at SaaStr\nLead Source: Trade Show\nAssistant: Mary Jones\nAsst Phone: +1 415 555 0102\nTag: VIP');
  });

  it('Close: plural "emails", "phones" and "urls" columns are read, its dates of the record left out', () => {
    const [card] = extractContacts(CLOSE);
    expect(card).toMatchObject({
      name: 'Jane Doe',
      position: 'VP Marketing',
      emails: ['jane@acme.com', 'jane.doe@gmail.com'],
      phones: ['+1 415 555 0100'],
      website: 'https://acme.com',
    });
    expect(card!.additionalInfo).toBe('lead_name: Acme Inc');
  });
});
