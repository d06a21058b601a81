// Rows pasted from a spreadsheet or a CSV export: one card per row, with the fields a single card
// would have; text that merely holds commas or tabs is still read as one signature.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { fixture } from './fixtures';

const names = (text: string) => extractContacts(text).map((c) => c.name);

describe('exports with a header row', () => {
  it('reads an Outlook CSV export: quoted commas and line breaks, business address, fax and department', () => {
    const [jane, bob, ...rest] = extractContacts(fixture('outlook.csv'));
    expect(rest).toEqual([]);
    expect(jane).toMatchObject({
      name: 'Jane Doe', // the honorific column ("Title": "Dr.") is not part of the name
      emails: ['jane.doe@acme.com'],
      phones: ['+1 212 555 0123', '+1 917 555 0177'],
      company: 'Acme Inc.',
      position: 'Chief Scientist',
      website: 'https://www.acme.com',
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118, United States',
      source: 'text',
    });
    expect(jane.additionalInfo).toBe(
      'Met at the Berlin trade fair.\nWants the Q3 price list, with the discount for 50+ seats.\nDepartment: Research\nFax: +1 212 555 0189',
    );
    expect(bob).toMatchObject({
      name: 'Robert J. Kaminski Jr.',
      emails: ['bob.kaminski@initech.com'],
      phones: ['+1 217 555 0142'],
      company: 'Initech, LLC',
      position: 'Sales Engineer',
      address: '1 Main St, Springfield, IL 62701',
      additionalInfo: null, // "Sensitivity: Normal" and the like are the export's, not the contact's
    });
  });

  it('reads a Google Contacts CSV: several values in one cell, formatted address, region from the domain', () => {
    const [max, claire] = extractContacts(fixture('google.csv'));
    expect(max).toMatchObject({
      name: 'Max Müller',
      emails: ['max.mueller@beispiel.de', 'max@mueller-privat.de'],
      phones: ['+49 1512 3456789', '+49 30 1234567'],
      company: 'Beispiel GmbH',
      position: 'Geschäftsführer',
      socialUrl: 'https://www.linkedin.com/in/maxmueller',
      address: 'Friedrichstraße 123, 10117 Berlin, Deutschland',
      additionalInfo: 'Nickname: Maxi\nBirthday: 1985-04-12',
    });
    expect(claire).toMatchObject({ name: 'Claire Dubois', phones: ['+33 1 23 45 67 89'], company: 'Exemple SAS', additionalInfo: 'Prefers French.' });
  });

  it('reads LinkedIn\'s Connections.csv below its "Notes:" preamble', () => {
    const found = extractContacts(fixture('linkedin-connections.csv'));
    expect(found.map((c) => c.name)).toEqual(['Priya Raman', 'Tomás Ortega', 'Li Wei']);
    expect(found[0]).toMatchObject({
      emails: ['priya.raman@globex.com'],
      company: 'Globex Corporation',
      position: 'VP, Product',
      socialUrl: 'https://www.linkedin.com/in/priyaraman',
      additionalInfo: 'Connected On: 14 Mar 2024',
    });
    expect(found[2]).toMatchObject({ company: 'Huawei Technologies Co., Ltd.', emails: [] });
  });

  it('reads a HubSpot export: website and LinkedIn columns, State/Region and Country/Region', () => {
    const [dana, oliver] = extractContacts(fixture('hubspot.csv'));
    expect(dana).toMatchObject({
      name: 'Dana Whitfield',
      phones: ['+1 415 555 0132'],
      company: 'Northwind Traders',
      position: 'Head of Partnerships',
      website: 'https://northwind.io',
      socialUrl: 'https://linkedin.com/in/danawhitfield',
      address: '500 Howard St, San Francisco, CA 94105, United States',
      additionalInfo: null,
    });
    expect(oliver).toMatchObject({ name: 'Oliver Grant', address: '10 Downing Lane, London, SW1A 2AA, United Kingdom' });
  });

  it('reads a semicolon-separated export with German headers and a quoted ";"', () => {
    const [anna, joerg] = extractContacts(fixture('outlook-de.csv'));
    expect(anna).toMatchObject({
      name: 'Anna Schmidt',
      phones: ['+49 30 1234567', '+49 171 2345678'],
      company: 'Muster AG',
      position: 'Leiterin Einkauf',
      address: 'Hauptstr. 5, 10115 Berlin, Deutschland',
    });
    expect(joerg).toMatchObject({ name: 'Jörg Weber', company: 'Weber & Söhne; Holzbau', phones: ['+43 1 2345678'], address: 'Wien, Österreich' });
  });

  it('reads cells copied from a spreadsheet (tab-separated) with a header', () => {
    const text = 'Name\tE-mail\tCompany\tJob Title\tMobile Phone\nJane Doe\tjane@acme.com\tAcme Inc\tCEO\t(415) 555-0100\nBob Smith\tbob@initech.com\tInitech\tEngineer\t\n';
    expect(extractContacts(text)).toEqual([
      expect.objectContaining({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'], company: 'Acme Inc', position: 'CEO' }),
      expect.objectContaining({ name: 'Bob Smith', emails: ['bob@initech.com'], phones: [], company: 'Initech', position: 'Engineer' }),
    ]);
  });

  it('takes the name from the email address when the row has none, and skips empty rows', () => {
    expect(extractContacts('Email,Company\njane.doe@acme.com,Acme\n,\n;;\nbob@initech.com,Initech\n').map((c) => [c.name, c.company])).toEqual([
      ['Jane Doe', 'Acme'],
      [null, 'Initech'],
    ]);
  });

  it('reads an Excel CSV with a byte-order mark and a "sep=;" line above the header', () => {
    expect(names('\uFEFFsep=;\r\nName;E-mail;Firma\r\nJane Doe;jane@acme.com;Acme Inc\r\nBob Smith;bob@initech.com;Initech\r\n')).toEqual(['Jane Doe', 'Bob Smith']);
  });

  it('reads a field opened by a quote that is never closed as plain text', () => {
    const text = 'Name,Email,Notes\nJane Doe,jane@acme.com,"call after 5\nBob Smith,bob@initech.com,ok\n';
    expect(names(text)[0]).toBe('Jane Doe');
  });
});

describe('rows without a header', () => {
  it('reads each row of copied cells as a person, with the same field parsing as a signature', () => {
    const found = extractContacts(fixture('sheet-no-header.tsv'));
    expect(found).toEqual([
      expect.objectContaining({ name: 'Jane Doe', position: 'CEO', company: 'Acme Inc', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] }),
      expect.objectContaining({ name: 'Bob Smith', position: 'Engineer', company: 'Initech', emails: ['bob@initech.com'], phones: ['+1 212 555 0199'] }),
      expect.objectContaining({ name: 'Carla Ruiz', position: 'Designer', company: 'Umbrella Labs', phones: ['+34 912 34 56 78'] }),
    ]);
  });

  it('joins a first and a last name in cells of their own', () => {
    expect(names('Jane,Doe,jane@acme.com,Acme Inc\nBob,Smith,bob@initech.com,Initech\n')).toEqual(['Jane Doe', 'Bob Smith']);
  });
});

describe('text that is no table stays one card', () => {
  it('a signature with commas on several lines', () => {
    const text = 'Jane Doe, PhD\nDirector, Client Services, Acme Inc.\n350 Fifth Avenue, New York, NY 10118\njane@acme.com, +1 212 555 0123';
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], address: '350 Fifth Avenue, New York, NY 10118' });
  });

  it('a signature laid out in tab-separated columns', () => {
    const text = 'Jane Doe\tjane@acme.com\nChief Executive Officer\t+1 415 555 0100\nAcme Inc\twww.acme.com\n';
    const found = extractContacts(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', position: 'Chief Executive Officer', company: 'Acme Inc', phones: ['+1 415 555 0100'] });
  });

  it('"Name:"-style lists, and a header with nothing below it', () => {
    expect(extractContacts('Name: Jane Doe\nCompany: Acme Inc\nEmail: jane@acme.com')).toHaveLength(1);
    expect(extractContacts('First Name,Last Name,Email\n')).toEqual([]);
  });
});
