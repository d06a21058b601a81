import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { fixture } from './fixtures';

const one = (text: string) => {
  const result = extractContacts(text);
  expect(result).toHaveLength(1);
  return result[0];
};

describe('email signatures', () => {
  it('reads an English signature and ignores the body, the sign-off and the quoted reply', () => {
    expect(one(fixture('signature-en.txt'))).toEqual({
      name: 'Jane Doe',
      emails: ['jane.doe@acme.com'],
      phones: ['+44 7911 123456', '+44 20 7946 0958'],
      company: 'Acme Corp',
      position: 'VP of Sales',
      website: 'https://www.acme.com',
      socialUrl: 'https://linkedin.com/in/janedoe',
      address: null,
      additionalInfo: null,
      source: 'text',
    });
  });

  it('reads a US signature with "at", post-nominals, a street address and a fax line', () => {
    expect(one(fixture('signature-us.txt'))).toEqual({
      name: "Michael O'Brien",
      emails: ['mobrien@initech.com'],
      phones: ['+1 212 555 0188'],
      company: 'Initech',
      position: 'Senior Data Scientist',
      website: 'https://initech.com',
      socialUrl: 'https://twitter.com/mobrien',
      address: '350 Fifth Avenue, Suite 4200, New York, NY 10118',
      additionalInfo: 'Fax: +1 212 555 0189',
      source: 'text',
    });
  });

  it('reads a German signature: title stripped, national mobile number, address block, legal footer ignored', () => {
    expect(one(fixture('signature-de.txt'))).toEqual({
      name: 'Max Müller',
      emails: ['max.mueller@beispiel.de'],
      phones: ['+49 30 123456', '+49 171 2345678'],
      company: 'Beispiel GmbH',
      position: 'Head of Engineering',
      website: 'https://www.beispiel.de',
      socialUrl: 'https://linkedin.com/in/maxmueller',
      address: 'Friedrichstraße 123, 10117 Berlin, Deutschland',
      additionalInfo: null,
      source: 'text',
    });
  });

  it('reads a French signature with national numbers (region from the .fr domain)', () => {
    expect(one(fixture('signature-fr.txt'))).toEqual({
      name: 'Marie Dupont',
      emails: ['marie.dupont@exemple.fr'],
      phones: ['+33 1 23 45 67 89', '+33 6 12 34 56 78'],
      company: 'Exemple SA',
      position: 'Directrice commerciale',
      website: 'https://www.exemple.fr',
      socialUrl: null,
      address: '12 rue de la Paix, 75002 Paris',
      additionalInfo: null,
      source: 'text',
    });
  });

  it('reads the short signatures from the wizard brief', () => {
    expect(one('Jane Doe\nVP of Sales | Acme Corp\njane@acme.com\n+44 20 7946 0958\nwww.acme.com')).toMatchObject({
      name: 'Jane Doe',
      position: 'VP of Sales',
      company: 'Acme Corp',
      emails: ['jane@acme.com'],
      phones: ['+44 20 7946 0958'],
      website: 'https://www.acme.com',
    });
    expect(
      one('Best regards,\n--\nDr. Max Müller\nHead of Engineering, Beispiel GmbH\nTel: +49 30 123456\nE-Mail: max.mueller@beispiel.de\nlinkedin.com/in/maxmueller'),
    ).toMatchObject({
      name: 'Max Müller',
      position: 'Head of Engineering',
      company: 'Beispiel GmbH',
      phones: ['+49 30 123456'],
      emails: ['max.mueller@beispiel.de'],
      socialUrl: 'https://linkedin.com/in/maxmueller',
    });
  });
});

describe('about blocks and labelled lists', () => {
  it('reads "X is the CEO of Foo Inc." with the email and US number that follow', () => {
    expect(one(fixture('about.txt'))).toMatchObject({
      name: 'John Smith',
      position: 'CEO',
      company: 'Foo Inc',
      emails: ['john@foo.io'],
      phones: ['+1 415 555 0132'],
    });
  });

  it('reads other bio phrasings in English, German and French', () => {
    expect(one('Meet Jane Doe, CTO at Initech. She leads the platform team.')).toMatchObject({
      name: 'Jane Doe',
      position: 'CTO',
      company: 'Initech',
    });
    expect(one('Anna Schmidt ist Leiterin Vertrieb bei Beispiel AG.')).toMatchObject({
      name: 'Anna Schmidt',
      position: 'Leiterin Vertrieb',
      company: 'Beispiel AG',
    });
    expect(one('Claire Martin est directrice marketing chez Exemple SAS.')).toMatchObject({
      name: 'Claire Martin',
      position: 'directrice marketing',
      company: 'Exemple SAS',
    });
    expect(one('John Smith is the CEO of Acme, Inc. He joined in 2019.')).toMatchObject({
      name: 'John Smith',
      position: 'CEO',
      company: 'Acme, Inc',
    });
    expect(one('Dr. Lisa Chen is a principal investigator at the Broad Institute of MIT and Harvard, where she leads the computational genomics group. Before joining Broad, she was a postdoc at Stanford. You can reach her at lchen@broadinstitute.org.')).toMatchObject({
      name: 'Lisa Chen',
      position: 'principal investigator',
      company: 'Broad Institute of MIT and Harvard',
      emails: ['lchen@broadinstitute.org'],
    });
    expect(one('Sarah Lee is a Senior Engineer at Globex Corporation.')).toMatchObject({
      name: 'Sarah Lee',
      position: 'Senior Engineer',
      company: 'Globex Corporation',
    });
  });

  it('reads "Name:", "Title:", "Company:" lines', () => {
    expect(one(fixture('labelled.txt'))).toEqual({
      name: 'Priya Raman',
      emails: ['priya.raman@northwind.example.com'],
      phones: ['+1 206 555 0143'],
      company: 'Northwind Traders',
      position: 'Head of Partnerships',
      website: 'https://northwind.example.com',
      socialUrl: null,
      address: '1 Harbor Way, Seattle, WA 98101',
      additionalInfo: null,
      source: 'text',
    });
  });
});

describe('position / company splitting', () => {
  it.each([
    ['Jane Doe\nCTO @ Foo\njane@foo.io', 'CTO', 'Foo'],
    ['Jane Doe\nAcme Corp | Head of Marketing\njane@acme.com', 'Head of Marketing', 'Acme Corp'],
    ['Jane Doe\nProduct Manager - Globex\njane@globex.com', 'Product Manager', 'Globex'],
    ['Jane Doe\nSenior Engineer at Initech\njane@initech.com', 'Senior Engineer', 'Initech'],
    ['Jane Doe\nVP Sales\nHooli\njane@hooli.com', 'VP Sales', 'Hooli'],
    ['Jane Doe, Account Executive\nUmbrella Ltd\njane@umbrella.co.uk', 'Account Executive', 'Umbrella Ltd'],
    ['Jane Doe, VP of Sales', 'VP of Sales', null],
    ['Jane Doe, Director of Engineering\nAcme Inc.', 'Director of Engineering', 'Acme Inc.'],
    ['Jane Doe is VP of Sales for Acme.', 'VP of Sales', 'Acme'],
    ['Jane Doe, Director of Acme Foundation', 'Director', 'Acme Foundation'],
    ['Jane Doe, VP for Acme', 'VP', 'Acme'],
    ['Jane Doe\nAccount Manager\nAcme, Inc.', 'Account Manager', 'Acme, Inc.'],
    ['Jane Doe\nHuawei Technologies Co., Ltd.\njane@huawei.com', null, 'Huawei Technologies Co., Ltd.'],
    ['Jane Doe, Sales Director, Acme, LLC', 'Sales Director', 'Acme, LLC'],
    // A department or region after the title is part of it; the company is on the next line.
    ['Jane Doe\nAccount Manager - EMEA\nAcme Ltd\njane@acme.co.uk', 'Account Manager - EMEA', 'Acme Ltd'],
    ['Jane Doe\nAccount Manager - EMEA\nAcme\njane@acme.co.uk', 'Account Manager - EMEA', 'Acme'],
    ['Jane Doe\nDirector, Client Services\nHelix Data Systems', 'Director, Client Services', 'Helix Data Systems'],
    ['Jane Doe\nSenior Counsel | Legal & Compliance\nFairbanks Energy', 'Senior Counsel, Legal & Compliance', 'Fairbanks Energy'],
    ['Jane Doe\nDirector | Foo\nBar Ltd', 'Director, Foo', 'Bar Ltd'],
    ['Jane Doe\nTalent Acquisition\nStripe\njane@stripe.com', 'Talent Acquisition', 'Stripe'],
    ['Jane Doe\nTechnical Sourcer\nMeta\njane@meta.com', 'Technical Sourcer', 'Meta'],
    // A firm named after its partners is a company, though "partner" is a title.
    ['Jane Doe\nGeschäftsführerin\nBecker & Partner Steuerberatung', 'Geschäftsführerin', 'Becker & Partner Steuerberatung'],
    ['Jane Doe\nSales & Partner Manager\nAcme', 'Sales & Partner Manager', 'Acme'],
    ['Jane Doe\nAttorney at Law\njane@doelaw.com', 'Attorney at Law', null],
    ['Jane Doe | Product @ Figma | @jdoe', 'Product', 'Figma'],
    // Handles, obfuscated addresses and time stamps are neither.
    ['Jane Doe\nDesigner\n@janedoe on Twitter', 'Designer', null],
    ['Jane Doe\njane(at)vogt-design.de\nGrafikdesignerin', 'Grafikdesignerin', null],
  ])('%j', (text, position, company) => {
    expect(one(text)).toMatchObject({ name: 'Jane Doe', position, company });
  });

  it('does not take the time stamp of a copied LinkedIn message for the company', () => {
    expect(one("Sarah Kim\n\nSarah Kim\n  3:42 PM\nHi Alex, I'm a recruiter at Google working on our Cloud team. Are you open to chat?\n")).toMatchObject({
      name: 'Sarah Kim', company: null,
    });
  });

  it('reads full signatures with a department after the title', () => {
    expect(one('Warm regards,\nRajesh Kumar Sharma\nSr. Manager - Alliances\nInfosys Limited\nMob: +91-98450-12345\nBoard: 080-2852-0261\nrajesh_sharma@infosys.com\nwww.infosys.com')).toEqual({
      name: 'Rajesh Kumar Sharma', position: 'Sr. Manager - Alliances', company: 'Infosys Limited', phones: ['+91 98450 12345', '+91 80 2852 0261'],
      emails: ['rajesh_sharma@infosys.com'], website: 'https://www.infosys.com', socialUrl: null, address: null, additionalInfo: null, source: 'text',
    });
    expect(one('Viele Grüße\nThomas Becker\n\nThomas Becker\nGeschäftsführer\nBecker & Partner Steuerberatung\nTel. 089 / 21 09 87 65\nMobil 0151 23456789\nt.becker@becker-partner.de')).toMatchObject({
      name: 'Thomas Becker', position: 'Geschäftsführer', company: 'Becker & Partner Steuerberatung', phones: ['+49 89 21098765', '+49 1512 3456789'],
    });
  });

  it('keeps the department in the title and takes the company after "for"', () => {
    expect(one('Tom Lee, Head of Product for Globex')).toMatchObject({ name: 'Tom Lee', position: 'Head of Product', company: 'Globex' });
  });
});

describe('names', () => {
  it('accepts particles, hyphens and ALL-CAPS names', () => {
    expect(one('Ludwig van Beethoven\nludwig@example.com').name).toBe('Ludwig van Beethoven');
    expect(one('Anne-Marie Dubois\nanne@example.fr').name).toBe('Anne-Marie Dubois');
    expect(one('JANE DOE\njane@acme.com').name).toBe('Jane Doe');
  });

  it('keeps names written with a typographic apostrophe', () => {
    expect(one('Sarah O’Neill\nAccount Executive\nNorthwind Ltd')).toMatchObject({
      name: 'Sarah O’Neill',
      position: 'Account Executive',
      company: 'Northwind Ltd',
    });
    expect(one('Seán O’Brien\nseanob@example.ie').name).toBe('Seán O’Brien');
    expect(one('Anne D’Arcy\nanne@example.com').name).toBe('Anne D’Arcy');
  });

  it('reads names with a capital inside, ALL-CAPS names with an apostrophe and hyphenated O\' names', () => {
    expect(one('DeShawn Williams\nSales Engineer\nCisco Systems\ndeshawn@cisco.com')).toMatchObject({ name: 'DeShawn Williams', position: 'Sales Engineer', company: 'Cisco Systems' });
    expect(one('Leonardo DiCaprio\nProducer, Appian Way').name).toBe('Leonardo DiCaprio');
    expect(one('Marie LeBlanc\nConsultant\nmarie@leblanc.ca').name).toBe('Marie LeBlanc');
    expect(one("SEAN O'NEIL\nMANAGING DIRECTOR\nO'NEIL & KAVANAGH SOLICITORS\nT: +353 1 678 9012\nE: sean@oneilkavanagh.ie")).toMatchObject({
      name: "Sean O'Neil", position: 'MANAGING DIRECTOR', company: "O'NEIL & KAVANAGH SOLICITORS", phones: ['+353 1 678 9012'], emails: ['sean@oneilkavanagh.ie'],
    });
    expect(one("Mary-Kate O'Sullivan-Smith\nPartner\nmk@osullivanlaw.com")).toMatchObject({ name: "Mary-Kate O'Sullivan-Smith", position: 'Partner' });
    // A company written in CamelCase is no name.
    expect(one('HubSpot Academy\njane@hubspot.com').name).toBeNull();
  });

  it('keeps a nickname written inside the name as additional info', () => {
    expect(one('Thanks,\n\nRobert "Bob" Kaminski\nSenior Account Executive | Northwind Traders\nO: (312) 555-0143 ext. 207\nC: 312.555.0199\nbob.kaminski@northwindtraders.com\nnorthwindtraders.com')).toEqual({
      name: 'Robert Kaminski', position: 'Senior Account Executive', company: 'Northwind Traders', phones: ['+1 312 555 0143 ext. 207', '+1 312 555 0199'],
      emails: ['bob.kaminski@northwindtraders.com'], website: 'https://northwindtraders.com', socialUrl: null, address: null, additionalInfo: 'Nickname: Bob', source: 'text',
    });
    expect(one('Katherine (Kate) Winslow\nHead of People\nLattice\nkate@lattice.com')).toMatchObject({
      name: 'Katherine Winslow', position: 'Head of People', company: 'Lattice', additionalInfo: 'Nickname: Kate',
    });
    expect(one('Name: Robert “Bob” Kaminski\nCompany: Northwind Traders')).toMatchObject({ name: 'Robert Kaminski', additionalInfo: 'Nickname: Bob' });
  });

  it('strips Italian and Spanish titles, and reads generations only after a plain name', () => {
    expect(one('Cordiali saluti,\n\nDott. Giuseppe Bianchi\nResponsabile Vendite\nBianchi & Figli S.r.l.\nVia Roma 10, 20121 Milano\nTel. +39 02 1234 5678\nCell. +39 333 123 4567\ng.bianchi@bianchiefigli.it')).toMatchObject({
      name: 'Giuseppe Bianchi', position: 'Responsabile Vendite', company: 'Bianchi & Figli S.r.l.', address: 'Via Roma 10, 20121 Milano', phones: ['+39 02 1234 5678', '+39 333 123 4567'],
    });
    expect(one('Dra. María de los Ángeles Pérez\nInvestigadora Principal\nInstituto de Salud Carlos III\nmaperez@isciii.es')).toMatchObject({
      name: 'María de los Ángeles Pérez', position: 'Investigadora Principal', company: 'Instituto de Salud Carlos III',
    });
    expect(one('Abraços,\nBeatriz Souza\nGerente de Parcerias\nNubank\n(11) 91234-5678\nbeatriz.souza@nubank.com.br')).toMatchObject({
      name: 'Beatriz Souza', position: 'Gerente de Parcerias', company: 'Nubank', phones: ['+55 11 91234 5678'],
    });
    expect(one('John Smith III\njohn@example.com').name).toBe('John Smith');
  });

  it('drops the German "i.A." / "i.V." / "ppa." in front of a signed name', () => {
    expect(one('i.A. Max Mustermann\nSachbearbeiter\nmax@beispiel.de')).toMatchObject({ name: 'Max Mustermann', position: 'Sachbearbeiter' });
    expect(one('i. V. Erika Musterfrau\nerika@beispiel.de').name).toBe('Erika Musterfrau');
    expect(one('ppa. Hans Meier\nhans@beispiel.de').name).toBe('Hans Meier');
  });

  it('reads a name written "Last, First", also as a mail header\'s display name', () => {
    expect(one('Doe, Jane\nVP Engineering, Acme Inc.\njane@acme.com')).toMatchObject({
      name: 'Jane Doe',
      position: 'VP Engineering',
      company: 'Acme Inc.',
      emails: ['jane@acme.com'],
    });
    expect(one('From: "Doe, Jane" <jdoe@acme.com>')).toMatchObject({ name: 'Jane Doe', emails: ['jdoe@acme.com'], company: null });
    expect(one('van Beethoven, Ludwig\nludwig@example.com').name).toBe('Ludwig van Beethoven');
  });

  it('does not read companies, places or "Name, Company" as "Last, First"', () => {
    expect(one('Acme, Inc.\nsales@acme.com')).toMatchObject({ name: null, company: 'Acme, Inc.' });
    expect(one('Paris, France\njdoe@acme.com').name).toBeNull();
    expect(one('Austin, Texas\njdoe@acme.com').name).toBeNull();
    // An abbreviation in a mixed-case line marks it as no "Last, First" name.
    expect(one('Captain, USS Enterprise\njlp@starfleet.org').name).not.toBe('USS Enterprise Captain');
    expect(one('Jane Doe, Acme\njdoe@acme.com').name).toBe('Jane Doe');
  });

  it('derives the name from a first.last email address as a last resort', () => {
    expect(one('jane.doe@acme.com').name).toBe('Jane Doe');
    expect(one('reach us: max_mueller@beispiel.de').name).toBe('Max Mueller');
  });

  it('does not derive a name from a role mailbox or a single-word local part', () => {
    expect(one('info@acme.com').name).toBeNull();
    expect(one('jdoe@acme.com').name).toBeNull();
  });

  it('does not take greetings, sign-offs or company lines for names', () => {
    expect(one('Kind Regards\nAcme Corp\nsales@acme.com').name).toBeNull();
    expect(one('Hello World\ninfo@acme.com').name).toBeNull();
  });
});

describe('normalisation', () => {
  it('lowercases, de-duplicates and validates emails, including [at]/[dot] obfuscation', () => {
    expect(one('Jane.Doe@Acme.com, jane.doe@acme.com; bad@@x; jane [at] acme [dot] io').emails).toEqual([
      'jane.doe@acme.com',
      'jane@acme.io',
    ]);
  });

  it('adds https:// to links and separates social profiles from the website', () => {
    const c = one('Jane Doe\nacme.com\ngithub.com/janedoe\nhttps://x.com/janedoe');
    expect(c.website).toBe('https://acme.com');
    expect(c.socialUrl).toBe('https://github.com/janedoe');
    expect(c.additionalInfo).toBe('Links: https://x.com/janedoe');
  });

  it('keeps labelled social handles as the profile URL of their network, or as written', () => {
    expect(one('Jane Doe\nTwitter: @janedoe')).toMatchObject({ socialUrl: 'https://x.com/janedoe', additionalInfo: null });
    expect(one('Jane Doe\nLinkedIn: janedoe')).toMatchObject({ socialUrl: 'https://www.linkedin.com/in/janedoe' });
    expect(one('Jane Doe\nTwitter: @janedoe\nLinkedIn: janedoe')).toMatchObject({
      socialUrl: 'https://x.com/janedoe',
      additionalInfo: 'Links: https://www.linkedin.com/in/janedoe',
    });
    expect(one('Jane Doe\nMastodon: @jane@mastodon.social')).toMatchObject({ socialUrl: 'https://mastodon.social/@jane', emails: [] });
    expect(one('Jane Doe\nLinkedIn: Jane Doe (Acme)')).toMatchObject({ socialUrl: null, additionalInfo: 'LinkedIn: Jane Doe (Acme)' });
  });

  it('de-duplicates phones written in different formats', () => {
    expect(one('Jane Doe\nTel: +1 (415) 555-0100\nPhone: 415.555.0100\n+14155550100').phones).toEqual(['+1 415 555 0100']);
  });

  it('keeps a labelled number the library does not consider valid', () => {
    expect(one('Jane Doe\nPhone: +1-555-555-5555').phones).toEqual(['+1 555 555 5555']);
  });

  it('reads several numbers after one label', () => {
    expect(one('Jane Doe\nPhone: 555-555-0100 / 555-555-0101').phones).toEqual(['555-555-0100', '555-555-0101']);
    expect(one('Jane Doe\nPhone: +1 212 555 0188 or +1 212 555 0199').phones).toEqual(['+1 212 555 0188', '+1 212 555 0199']);
    expect(one('Max Muster\nTel: 030 / 1234567\nmax@beispiel.de').phones).toEqual(['+49 30 1234567']);
  });

  it('keeps a national number as written when nothing tells its country', () => {
    expect(one('Jane Doe\nMobile: 06 12 34 56 78').phones).toEqual(['06 12 34 56 78']);
    expect(one('Jane Doe\n06 12 34 56 78').phones).toEqual(['06 12 34 56 78']);
    expect(one('Jane Doe\n06 12 34 56 78\njane@exemple.fr').phones).toEqual(['+33 6 12 34 56 78']);
  });

  it('does not take postal codes, years or dates for phone numbers', () => {
    const c = one('Jane Doe\nFriedrichstraße 123\n10117 Berlin\nSince 2012, updated 04.03.2024\nSpringfield, IL 62701-1234');
    expect(c.phones).toEqual([]);
  });
});

/** Exactly these contacts, in order, each with at least the fields given. */
const matches = (text: string, want: Record<string, unknown>[]) => expect(extractContacts(text)).toMatchObject(want);

// Realistic pastes from the extraction review that were read right before its fixes, kept so
// that no fix breaks them.
describe('pastes from the extraction review', () => {
  it('German signature: i.A., compound title, GmbH & Co. KG, (0) and / in numbers, fax, legal footer', () => {
    matches(`Mit freundlichen Grüßen / Best regards

i.A. Katrin Schäfer-Lindner
Leiterin Einkauf

Schäfer Maschinenbau GmbH & Co. KG
Industriestraße 12a
D-70565 Stuttgart

Tel.: +49 (0) 711 / 98 76 54-32
Fax: +49 (0) 711 / 98 76 54-99
Mobil: +49 (0)172 / 345 67 89
E-Mail: k.schaefer-lindner@schaefer-maschinenbau.de
www.schaefer-maschinenbau.de

Sitz der Gesellschaft: Stuttgart, Registergericht: Amtsgericht Stuttgart HRA 123456
Persönlich haftende Gesellschafterin: Schäfer Verwaltungs GmbH
Geschäftsführer: Dr. Hans Schäfer, Peter Lindner`, [{
      name: 'Katrin Schäfer-Lindner', position: 'Leiterin Einkauf', company: 'Schäfer Maschinenbau GmbH & Co. KG',
      emails: ['k.schaefer-lindner@schaefer-maschinenbau.de'], phones: ['+49 711 98765432', '+49 172 3456789'],
      website: 'https://www.schaefer-maschinenbau.de', address: 'Industriestraße 12a, D-70565 Stuttgart', additionalInfo: 'Fax: +49 711 98765499',
    }]);
  });

  it('French signature: Jean-Luc de la Fontaine, "12, rue …", Tél/Portable national numbers', () => {
    matches(`Bien à vous,

Jean-Luc de la Fontaine
Directeur Commercial
Lumière & Associés SAS
12, rue du Faubourg Saint-Honoré
75008 Paris
Tél : 01 42 65 12 34
Portable : 06 12 34 56 78
jl.delafontaine@lumiere-associes.fr`, [{
      name: 'Jean-Luc de la Fontaine', position: 'Directeur Commercial', company: 'Lumière & Associés SAS',
      address: '12, rue du Faubourg Saint-Honoré, 75008 Paris', phones: ['+33 1 42 65 12 34', '+33 6 12 34 56 78'],
    }]);
  });

  it('emoji, Markdown-free pipes, en dashes, post-nominals and typographic apostrophes', () => {
    matches('Sarah Lee 🚀\nGrowth Marketing Lead @ Loomly\n📱 +1 (917) 555-0123\n✉️ sarah@loomly.com\n🌐 loomly.com\n📍 Brooklyn, NY', [
      { name: 'Sarah Lee', position: 'Growth Marketing Lead', company: 'Loomly', phones: ['+1 917 555 0123'], website: 'https://loomly.com', address: 'Brooklyn, NY' },
    ]);
    matches('Ravi Patel | Co-Founder & CEO | Finlytics | ravi@finlytics.io | +1 (650) 555-0177 | finlytics.io', [
      { name: 'Ravi Patel', position: 'Co-Founder & CEO', company: 'Finlytics', phones: ['+1 650 555 0177'], website: 'https://finlytics.io' },
    ]);
    matches('Nina Johansson – Chief People Officer – Spotify\nnina.johansson@spotify.com', [{ name: 'Nina Johansson', position: 'Chief People Officer', company: 'Spotify' }]);
    matches('Patrick O’Brien, CFA\nPortfolio Manager\nBlackwater Asset Management\n+1 617 555 0199\npobrien@blackwateram.com', [{ name: 'Patrick O’Brien', position: 'Portfolio Manager', company: 'Blackwater Asset Management' }]);
    matches('Mr. John A. Smith Jr.\nPresident & CEO\nSmith Industrial Supply Co.\njohn@smithindustrial.com', [{ name: 'John A. Smith', position: 'President & CEO', company: 'Smith Industrial Supply Co.' }]);
  });

  it('particles, Vietnamese and Cyrillic names, all-caps badge', () => {
    matches('Ludwig van der Heijden\nSenior Consultant\nDeloitte Nederland\n+31 88 288 2888\nlvanderheijden@deloitte.nl', [{ name: 'Ludwig van der Heijden', position: 'Senior Consultant', company: 'Deloitte Nederland', phones: ['+31 88 288 2888'] }]);
    matches('Nguyễn Thị Minh Khai\nSoftware Engineer, VNG Corporation', [{ name: 'Nguyễn Thị Minh Khai', position: 'Software Engineer', company: 'VNG Corporation' }]);
    matches('RE:INVENT 2024\nCARLOS MENDOZA\nSolutions Architect\nAMAZON WEB SERVICES\nATTENDEE', [{ name: 'Carlos Mendoza', position: 'Solutions Architect', company: expect.stringMatching(/^amazon web services$/i) }]);
  });

  it('labelled lists in German and French, inverted name in "Name:"', () => {
    matches('Name: Müller, Thomas\nPosition: Vertriebsleiter DACH\nFirma: Kessler Automation GmbH\nTelefon: 0621 / 123 456 - 0\nHandy: 0170 9876543\nE-Mail: thomas.mueller@kessler-automation.de\nAnschrift: Industriepark 7, 68199 Mannheim', [{
      name: 'Thomas Müller', position: 'Vertriebsleiter DACH', company: 'Kessler Automation GmbH', phones: ['+49 621 1234560', '+49 170 9876543'], address: 'Industriepark 7, 68199 Mannheim',
    }]);
    matches('Nom : Sophie Lefebvre\nFonction : Chargée de recrutement\nSociété : Talentis Conseil\nTél. : 04 72 33 44 55\nCourriel : s.lefebvre@talentis.fr', [{
      name: 'Sophie Lefebvre', position: 'Chargée de recrutement', company: 'Talentis Conseil', phones: ['+33 4 72 33 44 55'], emails: ['s.lefebvre@talentis.fr'],
    }]);
  });

  it('bios, handles, Xing, one-line US address, long English disclaimer ignored', () => {
    matches('Meet Anna Kowalski, Head of Data at Allegro. Anna has spent a decade building ML platforms in Warsaw.', [{ name: 'Anna Kowalski', position: 'Head of Data', company: 'Allegro' }]);
    matches('Kwame Mensah is the founder and CEO of Accra Solar Ltd. He previously worked at Shell.', [{ name: 'Kwame Mensah', position: 'founder and CEO', company: 'Accra Solar Ltd' }]);
    matches('Jennifer Walsh\nSenior Technical Recruiter\nTalentBridge\nLinkedIn: linkedin.com/in/jennifer-walsh-recruits\nTwitter: @jwalsh_hires\nCell: 206-555-0166', [{
      name: 'Jennifer Walsh', position: 'Senior Technical Recruiter', company: 'TalentBridge', socialUrl: 'https://linkedin.com/in/jennifer-walsh-recruits', phones: ['+1 206 555 0166'], additionalInfo: 'Links: https://x.com/jwalsh_hires',
    }]);
    matches('Stefan Hoffmann\nSenior Recruiter\nHays AG\nXING: https://www.xing.com/profile/Stefan_Hoffmann42\nstefan.hoffmann@hays.de', [{ name: 'Stefan Hoffmann', company: 'Hays AG', socialUrl: 'https://www.xing.com/profile/Stefan_Hoffmann42' }]);
    matches('Alex Johnson\nVP Engineering\nCorvus Robotics, Inc.\n1600 Amphitheatre Pkwy, Mountain View, CA 94043\nP: 650.555.0110\nalex@corvusrobotics.com', [{
      name: 'Alex Johnson', position: 'VP Engineering', company: 'Corvus Robotics, Inc.', address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043', phones: ['+1 650 555 0110'],
    }]);
    matches('Regards,\nHamid Farouk\nRelationship Manager\nEmirates Capital Bank\n\nThe information contained in this communication is privileged and intended solely for the use of the addressee. Any unauthorised use is prohibited.\nPlease don\'t print this e-mail unless you really need to.', [{
      name: 'Hamid Farouk', position: 'Relationship Manager', company: 'Emirates Capital Bank', additionalInfo: null,
    }]);
  });
});
