import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { fixture } from './fixtures';

describe('vCard 3.0 (iPhone / macOS Contacts export)', () => {
  const [c] = extractContacts(fixture('iphone-3.0.vcf'));

  it('reads name, company, position and the department from ORG units', () => {
    expect(c.source).toBe('vcard');
    expect(c.name).toBe('Johnny Q. Appleseed');
    expect(c.company).toBe('Acme Corporation');
    expect(c.position).toBe('Senior Product Designer');
    expect(c.additionalInfo).toContain('Department: Product Design');
  });

  it('reads grouped item emails, lowercased and de-duplicated', () => {
    expect(c.emails).toEqual(['johnny.appleseed@acme.com', 'johnny@example.org']);
  });

  it('formats phones internationally and drops the same number written twice', () => {
    expect(c.phones).toEqual(['+1 415 555 0100', '+1 415 555 0199']);
  });

  it('turns the structured address into one readable line', () => {
    expect(c.address).toBe('1 Infinite Loop, Building 3, Cupertino, CA 95014, United States');
  });

  it('splits the homepage from the social profile and adds https:// to a bare domain', () => {
    expect(c.website).toBe('https://acme.com');
    expect(c.socialUrl).toBe('http://www.linkedin.com/in/johnnyappleseed');
  });

  it('keeps the note (unescaped) and the birthday as additional info, and ignores the photo', () => {
    expect(c.additionalInfo).toContain('Met at WWDC, wants a demo in Q3.\nPrefers email.');
    expect(c.additionalInfo).toContain('Birthday: 1985-04-12');
    expect(JSON.stringify(c)).not.toMatch(/PHOTO|AAEC/);
  });
});

describe('vCard 2.1 (Android export)', () => {
  const [c] = extractContacts(fixture('android-2.1.vcf'));

  it('decodes the quoted-printable UTF-8 name across a soft line break', () => {
    expect(c.name).toBe('Dr. Jürgen Müller');
  });

  it('reads every TEL with bare type parameters, national numbers in the card\'s region', () => {
    expect(c.phones).toEqual(['+49 171 2345678', '+49 30 1234567', '+49 30 7654321']);
  });

  it('puts the fax number into additional info instead of the phones', () => {
    expect(c.additionalInfo).toContain('Fax: +49 30 1234568');
  });

  it('reads EMAIL;INTERNET, QP-encoded company/title/address and a multi-line note', () => {
    expect(c.emails).toEqual(['juergen.mueller@beispiel.de']);
    expect(c.company).toBe('Beispiel GmbH');
    expect(c.position).toBe('Geschäftsführer');
    expect(c.address).toBe('Friedrichstraße 123, 10117 Berlin, Deutschland');
    expect(c.additionalInfo).toContain('Zweite Zeile folgt:\nRückruf bis Freitag, bitte.');
    expect(c.additionalInfo).toContain('Department: Geschäftsführung');
  });
});

describe('vCard 2.1 (Outlook export)', () => {
  const [c] = extractContacts(fixture('outlook-2.1.vcf'));

  it('reads the French card with the region taken from its +33 number', () => {
    expect(c).toMatchObject({
      name: 'Amélie Lefèvre',
      company: 'Exemple SA',
      position: 'Directrice commerciale',
      emails: ['amelie.lefevre@exemple.fr'],
      phones: ['+33 1 23 45 67 89', '+33 6 12 34 56 78'],
      website: 'http://www.exemple.fr',
      address: '12 rue de la Paix, 75002 Paris, France',
    });
  });
});

describe('vCard 3.0 (Google Contacts export)', () => {
  const [c] = extractContacts(fixture('google-3.0.vcf'));

  it('reads escaped URLs, escaped commas in the address and the card\'s own region', () => {
    expect(c).toEqual({
      name: 'Carlos Méndez',
      emails: ['carlos.mendez@example.mx'],
      phones: ['+52 55 1234 5678', '+52 55 8765 4321'],
      company: 'Ejemplo S.A. de C.V.',
      position: 'Gerente de Ventas',
      website: 'https://ejemplo.mx',
      socialUrl: 'https://www.linkedin.com/in/carlosmendez',
      address: 'Av. Reforma 222, Piso 3, Ciudad de México, CDMX 06600, México',
      additionalInfo: null,
      source: 'vcard',
    });
  });
});

describe('vCard 4.0', () => {
  const [c] = extractContacts(fixture('card-4.0.vcf'));

  it('reads tel: URIs (with extension) and TYPE=work emails', () => {
    expect(c.phones).toEqual(['+1 418 656 9254 ext. 102', '+1 418 262 6501']);
    expect(c.emails).toEqual(['simon.perreault@viagenie.ca']);
  });

  it('reads name, company, title, address and links', () => {
    expect(c).toMatchObject({
      name: 'Simon Perreault',
      company: 'Viagénie',
      position: 'Research Scientist',
      address: '2875 Laurier, Suite D2-630, Quebec, QC G1V 2M2, Canada',
      website: 'http://nomis80.org',
      socialUrl: 'https://github.com/sperreault',
    });
  });
});

describe('a file with several cards of mixed versions', () => {
  const contacts = extractContacts(fixture('multi.vcf'));

  it('gives one contact per card, in file order', () => {
    expect(contacts.map((c) => c.name)).toEqual(['Jane Doe', 'Ayşe Öztürk', 'Bob Smith']);
  });

  it('reads each card in its own syntax', () => {
    expect(contacts[0]).toMatchObject({ company: 'Acme Corp', position: 'VP of Sales', phones: ['+44 20 7946 0958'] });
    expect(contacts[1]).toMatchObject({ emails: ['ayse@example.com.tr'], phones: ['+90 532 123 45 67'] });
    expect(contacts[2]).toMatchObject({ emails: ['bob@example.com'], phones: ['+1 555 555 5555'] });
  });
});

describe('card details', () => {
  const card = (...lines: string[]) => extractContacts(['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n'));

  it('builds the name from N when FN is missing', () => {
    expect(card('VERSION:3.0', 'N:Doe;Jane;Q;Dr.;Jr.')[0].name).toBe('Dr. Jane Q Doe Jr.');
  });

  it('does not take an Apple company card\'s FN as a person\'s name', () => {
    const [c] = card('VERSION:3.0', 'FN:Acme Corp', 'ORG:Acme Corp;', 'X-ABShowAs:COMPANY', 'TEL:+1 415 555 0100');
    expect(c.name).toBeNull();
    expect(c.company).toBe('Acme Corp');
  });

  it('classifies URLs: social hosts and X-SOCIALPROFILE user names → social, others → website', () => {
    const [c] = card('VERSION:3.0', 'FN:A B', 'URL:https://x.com/ab', 'URL:www.ab.dev', 'URL:https://ab.blog');
    expect(c.socialUrl).toBe('https://x.com/ab');
    expect(c.website).toBe('https://www.ab.dev');
    expect(c.additionalInfo).toBe('Links: https://ab.blog');
    const [d] = card('VERSION:3.0', 'FN:A B', 'X-SOCIALPROFILE;type=github:abee');
    expect(d.socialUrl).toBe('https://github.com/abee');
  });

  it('reads Apple social profiles that carry the user name in X-USER', () => {
    const [c] = card('VERSION:3.0', 'FN:John Appleseed', 'X-SOCIALPROFILE;type=twitter;x-user=jappleseed:x-apple:jappleseed');
    expect(c.socialUrl).toBe('https://twitter.com/jappleseed');
    const [d] = card('VERSION:3.0', 'FN:John Appleseed', 'X-SOCIALPROFILE;type=linkedin:x-apple:jappleseed', 'X-SOCIALPROFILE;type=flickr;x-user=jflick:x-apple:jflick');
    expect(d).toMatchObject({ socialUrl: 'https://www.linkedin.com/in/jappleseed', additionalInfo: 'Flickr: jflick' });
  });

  it('uses a labelled URL (item group X-ABLabel) as the social profile', () => {
    const [c] = card('VERSION:3.0', 'FN:A B', 'item1.URL:https://mastodon.example/@ab', 'item1.X-ABLabel:Mastodon social');
    expect(c.socialUrl).toBe('https://mastodon.example/@ab');
  });

  it('keeps a national number that is no number of the assumed country as written, without a country code', () => {
    const [c] = card('VERSION:3.0', 'FN:A B', 'TEL:06 12 34 56 78', 'TEL:(415) 555-0100', 'TEL:+1-555-555-5555');
    expect(c.phones).toEqual(['06 12 34 56 78', '+1 415 555 0100', '+1 555 555 5555']);
  });

  it('keeps an escaped semicolon inside the company name', () => {
    const [c] = card('VERSION:3.0', 'FN:A B', 'ORG:Smith\\; Jones LLP');
    expect(c).toMatchObject({ company: 'Smith; Jones LLP', additionalInfo: null });
    const [d] = card('VERSION:3.0', 'FN:A B', 'ORG:Smith\\; Jones LLP;Litigation');
    expect(d).toMatchObject({ company: 'Smith; Jones LLP', additionalInfo: 'Department: Litigation' });
  });

  it('drops invalid emails and keeps the rest of the card', () => {
    const [c] = card('VERSION:3.0', 'FN:A B', 'EMAIL:not-an-email', 'EMAIL: A@B.COM ');
    expect(c.emails).toEqual(['a@b.com']);
  });

  it('ignores lines that are not content lines (stray text, unterminated quotes)', () => {
    const [c] = card('VERSION:3.0', 'FN:Jane Doe', 'TEL;TYPE="broken:+1 415 555 0100', 'just some text', 'EMAIL:jane@acme.com');
    expect(c.name).toBe('Jane Doe');
    expect(c.phones).toEqual([]);
    expect(c.emails).toEqual(['jane@acme.com']);
  });

  it('reads lowercase cards with a byte-order mark and old Mac (CR) line endings', () => {
    const [c] = extractContacts('\uFEFFbegin:vcard\rversion:3.0\rfn:Jane Doe\rtel;type=work:+1 415 555 0100\rend:vcard\r');
    expect(c).toMatchObject({ name: 'Jane Doe', phones: ['+1 415 555 0100'] });
  });

  it('decodes quoted-printable in a Latin-1 2.1 card and in a non-conforming 3.0 card', () => {
    expect(card('VERSION:2.1', 'N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Lef=E8vre;Am=E9lie')[0].name).toBe('Amélie Lefèvre');
    expect(card('VERSION:3.0', 'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen Schmidt', 'TEL;CELL;PREF:+49 171 2345678')[0]).toMatchObject({
      name: 'Jürgen Schmidt',
      phones: ['+49 171 2345678'],
    });
  });

  it('decodes a Windows-1252 2.1 card from Outlook with its typographic apostrophe, euro sign and dash', () => {
    const [c] = card('VERSION:2.1', 'FN;ENCODING=QUOTED-PRINTABLE;CHARSET=Windows-1252:Se=E1n O=92Brien', 'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=Windows-1252:Budget =80 5k =96 Q3');
    expect(c).toMatchObject({ name: 'Seán O’Brien', additionalInfo: 'Budget € 5k – Q3' });
  });

  it('skips cards with nothing in them', () => {
    expect(card('VERSION:3.0')).toEqual([]);
  });
});

describe('names filed "Last, First"', () => {
  it('reads FN "Doe, Jane" as "Jane Doe" when N says Doe is the family name', () => {
    expect(extractContacts('BEGIN:VCARD\nVERSION:3.0\nN:Doe;Jane;;;\nFN:Doe\\, Jane\nEMAIL:jane@acme.com\nEND:VCARD')[0]).toMatchObject({ name: 'Jane Doe', source: 'vcard' });
    expect(extractContacts('BEGIN:VCARD\nVERSION:2.1\nN:Doe;Jane;Q;Dr.;\nFN:Doe, Jane Q.\nEND:VCARD')[0].name).toBe('Jane Q. Doe');
    // A comma that N does not explain stays as written.
    expect(extractContacts('BEGIN:VCARD\nVERSION:3.0\nN:;;;;\nFN:Acme\\, Inc.\nEND:VCARD')[0].name).toBe('Acme, Inc.');
  });
});

describe('categories', () => {
  // Rolodeck's tags belong to the service (read-only in the app): a card's own tags are kept as a
  // note, where the review shows them.
  it('keeps CATEGORIES in additional info, without Google\'s system groups', () => {
    const [google] = extractContacts('BEGIN:VCARD\nVERSION:3.0\nFN:Hannah Schmidt\nN:Schmidt;Hannah;;;\nitem1.EMAIL;TYPE=INTERNET:hannah.schmidt@gmail.com\nitem1.X-ABLabel:Personal\nORG:Zalando SE\nCATEGORIES:myContacts,starred,Recruiting\nEND:VCARD');
    expect(google).toMatchObject({ name: 'Hannah Schmidt', company: 'Zalando SE', additionalInfo: 'Categories: Recruiting' });
    const [card] = extractContacts('BEGIN:VCARD\nVERSION:4.0\nFN:Jan Kowalski\nCATEGORIES:Kunden,VIP\nCATEGORIES:Messe 2024,VIP\nNOTE:Met at the fair\nEND:VCARD');
    expect(card.additionalInfo).toBe('Met at the fair\nCategories: Kunden, VIP, Messe 2024');
    const [old] = extractContacts('BEGIN:VCARD\nVERSION:2.1\nFN:Jan Kowalski\nCATEGORIES:Kunden;VIP\nEND:VCARD');
    expect(old.additionalInfo).toBe('Categories: Kunden, VIP');
  });
});

describe('values a card files as an email or phone but that are none', () => {
  const [c] = extractContacts(
    ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Broken Card', 'EMAIL:bad@@x', 'EMAIL:good@example.com', 'TEL:12', 'TEL:+1 415 555 0100', 'NOTE:Met at the fair', 'END:VCARD'].join('\r\n'),
  );

  it('keeps them as written in the notes, where the review shows them, instead of dropping them', () => {
    expect(c.emails).toEqual(['good@example.com']);
    expect(c.phones).toEqual(['+1 415 555 0100']);
    expect(c.additionalInfo).toBe('Met at the fair\nEmail (not a valid address): bad@@x\nPhone (not a valid number): 12');
  });
});

/** Exactly these contacts, in order, each with at least the fields given. */
const matches = (text: string, want: Record<string, unknown>[]) => expect(extractContacts(text)).toMatchObject(want);

// Realistic pastes from the extraction review that were read right before its fixes, kept so
// that no fix breaks them.
describe('pastes from the extraction review', () => {
  it('vCard 2.1 in Windows-1252 quoted-printable (ü, ß, en dash), units as department', () => {
    matches(`BEGIN:VCARD
VERSION:2.1
N;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:M=FCller;J=FCrgen
FN;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:J=FCrgen M=FCller
ORG;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:B=E4ckerei M=FCller GmbH;Vertrieb
TITLE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Gesch=E4ftsf=FChrer =96 Vertrieb
TEL;WORK;VOICE:089 1234567
TEL;CELL:0171 7654321
EMAIL;PREF;INTERNET:j.mueller@baeckerei-mueller.de
ADR;WORK;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:;;Hauptstra=DFe 5;M=FCnchen;;80331;Deutschland
END:VCARD`, [{
      name: 'Jürgen Müller', company: 'Bäckerei Müller GmbH', position: 'Geschäftsführer – Vertrieb', phones: ['+49 89 1234567', '+49 171 7654321'],
      address: 'Hauptstraße 5, 80331 München, Deutschland', additionalInfo: 'Department: Vertrieb', source: 'vcard',
    }]);
  });

  it('vCard 4.0 with TEL;VALUE=uri (ext), a text fax and ADR with LABEL', () => {
    matches(`BEGIN:VCARD
VERSION:4.0
FN:Amara Okafor
N:Okafor;Amara;;Dr.;
ORG:Lagos Fintech Hub
TITLE:Chief Risk Officer
TEL;VALUE=uri;TYPE="voice,work";PREF=1:tel:+234-1-234-5678;ext=12
TEL;VALUE=uri;TYPE=cell:tel:+234-803-123-4567
TEL;VALUE=text;TYPE=fax:+234 1 234 5679
EMAIL;TYPE=work:amara@lagosfintech.ng
ADR;TYPE=work;LABEL="12 Marina Road\\nLagos":;;12 Marina Road;Lagos;;101001;Nigeria
URL:https://lagosfintech.ng
END:VCARD`, [{
      name: 'Amara Okafor', position: 'Chief Risk Officer', company: 'Lagos Fintech Hub', emails: ['amara@lagosfintech.ng'],
      phones: [expect.stringMatching(/ext\. 12$/), '+234 803 123 4567'], additionalInfo: expect.stringMatching(/^Fax: /), website: 'https://lagosfintech.ng',
    }]);
  });

  it('Google export with item groups, escaped URL colons, labelled LinkedIn', () => {
    matches(`BEGIN:VCARD
VERSION:3.0
FN:Hannah Schmidt
N:Schmidt;Hannah;;;
item1.EMAIL;TYPE=INTERNET:hannah.schmidt@gmail.com
item1.X-ABLabel:Personal
item2.TEL:+49 160 1234567
item2.X-ABLabel:Mobil
item3.URL:https\\://www.linkedin.com/in/hannahschmidt
item3.X-ABLabel:LinkedIn
item4.URL:https\\://hannah.design
item4.X-ABLabel:Portfolio
ORG:Zalando SE
TITLE:Senior Product Manager
NOTE:Met at Web Summit 2023\\nInterested in Series A
END:VCARD`, [{
      name: 'Hannah Schmidt', emails: ['hannah.schmidt@gmail.com'], phones: ['+49 160 1234567'], company: 'Zalando SE', position: 'Senior Product Manager',
      website: 'https://hannah.design', socialUrl: 'https://www.linkedin.com/in/hannahschmidt', additionalInfo: 'Met at Web Summit 2023\nInterested in Series A',
    }]);
  });

  it('vCards with photos (2.1 unindented base64, Outlook 2.1 indented + X-MS-OL-DESIGN), several ORG units, escaped commas', () => {
    matches('BEGIN:VCARD\nVERSION:2.1\nN:Nguyen;Linh\nFN:Linh Nguyen\nTEL;CELL:+84 90 123 4567\nPHOTO;ENCODING=BASE64;TYPE=JPEG:\n/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////\n////////////////////////////////////////////////////////////////////////////\nEMAIL:linh@saigontech.vn\nORG:Saigon Tech JSC\n\nEND:VCARD', [
      { name: 'Linh Nguyen', emails: ['linh@saigontech.vn'], phones: ['+84 901 234 567'], company: 'Saigon Tech JSC' },
    ]);
    matches(`BEGIN:VCARD
VERSION:2.1
N;LANGUAGE=en-us:Patel;Anika
FN:Anika Patel
ORG:Contoso Pharmaceuticals;Regulatory Affairs
TITLE:Associate Director
TEL;WORK;VOICE:(973) 555-0142
TEL;CELL;VOICE:(973) 555-0199
TEL;WORK;FAX:(973) 555-0100
ADR;WORK;PREF:;;100 Campus Dr;Florham Park;NJ;07932;United States of America
EMAIL;PREF;INTERNET:anika.patel@contoso-pharma.com
PHOTO;TYPE=JPEG;ENCODING=BASE64:
 /9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0a
 HBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIy

X-MS-OL-DESIGN;CHARSET=utf-8:<card xmlns="http://schemas.microsoft.com/office/outlook/12/electronicbusinesscards" ver="1.0" layout="left"><fld prop="name"/></card>
REV:20240314T101500Z
END:VCARD`, [{
      name: 'Anika Patel', company: 'Contoso Pharmaceuticals', position: 'Associate Director', phones: ['+1 973 555 0142', '+1 973 555 0199'],
      address: '100 Campus Dr, Florham Park, NJ 07932, United States of America', additionalInfo: 'Department: Regulatory Affairs\nFax: +1 973 555 0100',
    }]);
    matches('BEGIN:VCARD\nVERSION:3.0\nN:Ferreira;Ana;Beatriz;;\nFN:Ana Beatriz Ferreira\nORG:Siemens Healthineers;Diagnostics;Molecular Research\nTITLE:Research Lead\nCATEGORIES:Customer,Key Account,Conference 2024\nEMAIL;TYPE=INTERNET,WORK:ana.ferreira@siemens-healthineers.com\nTEL;TYPE=WORK,VOICE:+49 9131 84-0\nNOTE:Intro via Paulo; follow up after ASCO.\nEND:VCARD', [{
      name: 'Ana Beatriz Ferreira', company: 'Siemens Healthineers', position: 'Research Lead', phones: ['+49 9131 840'],
      additionalInfo: expect.stringContaining('Department: Diagnostics, Molecular Research'),
    }]);
    matches('BEGIN:VCARD\nVERSION:3.0\nFN:Greg Hollis\nORG:Smith\\, Jones & Partners LLP\nTITLE:Partner\\, Litigation\nTEL;TYPE=CELL:(312) 555-0123\nEMAIL:ghollis@sjp-law.com\nADR;TYPE=WORK:;Suite 400;233 S Wacker Dr;Chicago;IL;60606;USA\nEND:VCARD', [{
      name: 'Greg Hollis', company: 'Smith, Jones & Partners LLP', position: 'Partner, Litigation', address: '233 S Wacker Dr, Suite 400, Chicago, IL 60606, USA',
    }]);
  });

  it('vCard QP soft break inside a UTF-8 sequence, lower-case card, card inside an email, Apple company card', () => {
    matches('BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E7=8E=8B;=E4=BC=9F\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E7=8E=8B=E4=BC=\n=9F\nTEL;CELL:+86 138 0013 8000\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Met at Canton Fair=0D=0ALikes tea\nEND:VCARD', [
      { name: '王伟', phones: ['+86 138 0013 8000'], additionalInfo: 'Met at Canton Fair\nLikes tea' },
    ]);
    matches('begin:vcard\nversion:3.0\nfn:Olga Ivanova\nn:Ivanova;Olga;;;\norg:Yandex\ntitle:Team Lead\ntel;type=cell:+7 (916) 555-12-34\nemail;type=internet:olga.ivanova@yandex-team.ru\nx-socialprofile;type=telegram:https://t.me/olga_iv\nend:vcard', [
      { name: 'Olga Ivanova', company: 'Yandex', position: 'Team Lead', phones: ['+7 916 555 12 34'], socialUrl: 'https://t.me/olga_iv' },
    ]);
    matches("Hi, here's my card as requested:\n\nBEGIN:VCARD\nVERSION:3.0\nFN:Yusuf Demir\nORG:Anatolia Logistics\nTEL;TYPE=CELL:+90 532 111 22 33\nEMAIL:yusuf@anatolialog.com.tr\nEND:VCARD\n\nCheers, Yusuf", [
      { name: 'Yusuf Demir', company: 'Anatolia Logistics', phones: ['+90 532 111 22 33'], source: 'vcard' },
    ]);
    matches('BEGIN:VCARD\nVERSION:3.0\nPRODID:-//Apple Inc.//macOS 14.2//EN\nN:;;;;\nFN:Blue Bottle Coffee\nORG:Blue Bottle Coffee;\nX-ABShowAs:COMPANY\nTEL;type=WORK;type=VOICE;type=pref:+1 (510) 653-3394\nitem1.URL;type=pref:https://bluebottlecoffee.com\nitem1.X-ABLabel:_$!<HomePage>!$_\nEND:VCARD', [
      { name: null, company: 'Blue Bottle Coffee', phones: ['+1 510 653 3394'], website: 'https://bluebottlecoffee.com' },
    ]);
  });
});
