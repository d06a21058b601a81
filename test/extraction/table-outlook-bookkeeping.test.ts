// What a desktop Outlook CSV export writes for fields nobody filled in ("0/0/00" for a missing
// birthday or anniversary; in German "0.0.00", and "Normal" / "Aus" / "Nicht angegeben" for its
// own bookkeeping columns) is not something the user wrote about the contact: it must not land
// in the card's additional info, as "Sensitivity: Normal" of an English export does not.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const csv = (delimiter: string, header: string[], row: Record<string, string>) =>
  [header, header.map((h) => row[h] ?? '')].map((cells) => cells.map((c) => `"${c}"`).join(delimiter)).join('\r\n') + '\r\n';

describe('Outlook CSV export: the export\'s own placeholders are not contact details', () => {
  it('an English export: "0/0/00" birthday and anniversary are empty dates', () => {
    const header = ['First Name', 'Middle Name', 'Last Name', 'Title', 'Suffix', 'Initials', 'Web Page', 'Gender', 'Birthday', 'Anniversary', 'Location', 'Language', 'Internet Free Busy', 'Notes', 'E-mail Address', 'E-mail 2 Address', 'E-mail 3 Address', 'Primary Phone', 'Home Phone', 'Mobile Phone', 'Business Phone', 'Company', 'Job Title', 'Department', 'Business Street', 'Business City', 'Business State', 'Business Postal Code', 'Business Country', 'Sensitivity', 'Priority', 'Private', 'Categories'];
    const text = csv(',', header, {
      'First Name': 'Bob', 'Last Name': 'Smith', Initials: 'B.S.', Gender: 'Unspecified', Birthday: '0/0/00', Anniversary: '0/0/00',
      'E-mail Address': 'bob@initech.com', 'Business Phone': '217-555-0142', Company: 'Initech', 'Job Title': 'Sales Engineer',
      Sensitivity: 'Normal', Priority: 'Normal', Private: 'False',
    });
    const [bob] = extractContacts(text);
    expect(bob).toMatchObject({ name: 'Bob Smith', emails: ['bob@initech.com'], company: 'Initech' });
    expect(bob.additionalInfo).toBeNull();
  });

  it('a German export: "0.0.00" dates and the Geschlecht / Priorität / Privat / Vertraulichkeit columns', () => {
    const header = ['Anrede', 'Vorname', 'Weitere Vornamen', 'Nachname', 'Suffix', 'Firma', 'Abteilung', 'Position', 'Telefon geschäftlich', 'Mobiltelefon', 'Geburtstag', 'E-Mail-Adresse', 'E-Mail-Typ', 'E-Mail: Angezeigter Name', 'Geschlecht', 'Initialen', 'Jahrestag', 'Notizen', 'Priorität', 'Privat', 'Vertraulichkeit', 'Webseite'];
    const text = csv(';', header, {
      Anrede: 'Frau', Vorname: 'Anna', Nachname: 'Schmidt', Firma: 'Muster AG', Position: 'Leiterin Einkauf', Geburtstag: '0.0.00',
      'E-Mail-Adresse': 'anna@muster.de', 'E-Mail-Typ': 'SMTP', 'E-Mail: Angezeigter Name': 'Anna Schmidt (anna@muster.de)',
      Geschlecht: 'Weiblich', Initialen: 'A.S.', Jahrestag: '0.0.00', Priorität: 'Normal', Privat: 'Aus', Vertraulichkeit: 'Normal',
    });
    const [anna] = extractContacts(text);
    expect(anna).toMatchObject({ name: 'Anna Schmidt', emails: ['anna@muster.de'], company: 'Muster AG', position: 'Leiterin Einkauf' });
    expect(anna.additionalInfo).toBeNull();
  });
});
