import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { fixture } from './fixtures';

describe('several people in one text', () => {
  it('gives one contact per paragraph that has a name and contact details', () => {
    const people = extractContacts(fixture('team.txt'));
    expect(people).toHaveLength(2);
    expect(people[0]).toMatchObject({
      name: 'Jane Doe',
      position: 'Chief Executive Officer',
      emails: ['jane@acme.com'],
      phones: ['+1 415 555 0100'],
    });
    expect(people[1]).toMatchObject({
      name: 'John Roe',
      position: 'CTO',
      company: 'Acme Corp',
      emails: ['john.roe@acme.com', 'press@acme.com'],
      phones: [],
    });
  });

  it('gives one contact per recipient of a pasted To/Cc list, separated by ";" or ","', () => {
    for (const separator of ['; ', ', ']) {
      const people = extractContacts(`Jane Doe <jane@acme.com>${separator}Bob Smith <bob@initech.com>`);
      expect(people.map((p) => [p.name, p.emails])).toEqual([
        ['Jane Doe', ['jane@acme.com']],
        ['Bob Smith', ['bob@initech.com']],
      ]);
    }
    const quoted = extractContacts('"Doe, Jane" <jdoe@acme.com>, "Smith, Bob" <bob@initech.com>');
    expect(quoted.map((p) => p.name)).toEqual(['Jane Doe', 'Bob Smith']);
  });

  it('keeps the words on either side of an address apart', () => {
    expect(extractContacts('Jane Doe <jane@acme.com>, CEO')[0]).toMatchObject({ name: 'Jane Doe', position: 'CEO', emails: ['jane@acme.com'] });
  });

  it('keeps a signature split over paragraphs together as one person', () => {
    expect(extractContacts(fixture('signature-de.txt'))).toHaveLength(1);
  });
});

describe('HTML pasted from a web page or an HTML signature', () => {
  it('reads text from tags, decodes entities and uses link targets', () => {
    const [c] = extractContacts(fixture('signature.html'));
    expect(c).toMatchObject({
      name: 'Sofia Rossi',
      position: 'Marketing Director & Partner',
      company: 'Contoso S.p.A.',
      emails: ['sofia.rossi@contoso.it'],
      phones: ['+39 02 1234 5678'],
      website: 'https://contoso.it',
      socialUrl: 'https://www.linkedin.com/in/sofiarossi',
    });
  });
});

describe('HTML with a large inline picture', () => {
  it('reads the signature below a ~130 KB inline logo (data: URI)', () => {
    const logo = `data:image/png;base64,${'iVBORw0KGgo'.repeat(12_000)}`;
    expect(extractContacts(`<html><body><p>Best regards</p><p><img src="${logo}"></p><p><b>Jane Doe</b><br>CTO, Acme Inc.<br><a href="mailto:jane@acme.com">jane@acme.com</a></p></body></html>`)).toEqual([
      { ...blank, name: 'Jane Doe', position: 'CTO', company: 'Acme Inc.', emails: ['jane@acme.com'] },
    ]);
  });

  it('reads the text of a page whose markup alone is past the text limit', () => {
    const styled = `<div style="${'color:#1F3864;'.repeat(10)}">`;
    const html = `<html><body>${`${styled}</div>`.repeat(1_000)}<p>Jane Doe<br>jane@acme.com</p></body></html>`;
    expect(html.length).toBeGreaterThan(100_000);
    expect(extractContacts(html)[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'] });
  });
});

describe('HTML from Outlook and Word', () => {
  it('decodes typographic apostrophes and quotes, named or numeric', () => {
    for (const apostrophe of ['&rsquo;', '&#8217;', '&#x2019;', '&#146;']) {
      const [c] = extractContacts(`<p>Sarah O${apostrophe}Neill<br>Account Executive<br>Northwind Ltd</p>`);
      expect(c).toMatchObject({ name: 'Sarah O’Neill', position: 'Account Executive', company: 'Northwind Ltd' });
    }
    const [quoted] = extractContacts('<p>Jane Doe<br>Note: &laquo;Paris&raquo; &ldquo;office&rdquo; &lsquo;B&rsquo;</p>');
    expect(quoted.name).toBe('Jane Doe');
    expect(JSON.stringify(quoted)).not.toMatch(/&[a-z]+;/);
  });
});

describe('an Outlook HTML signature with a department after the title', () => {
  it('takes the company from the line below, not "Legal & Compliance"', () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0cm}</style></head><body lang=EN-US>
<p class=MsoNormal><b><span style='font-size:10.0pt;color:#1F3864'>Daniel Okoro<o:p></o:p></span></b></p>
<p class=MsoNormal><span style='font-size:9.0pt'>Senior Counsel | Legal &amp; Compliance<o:p></o:p></span></p>
<p class=MsoNormal><span style='font-size:9.0pt'>Fairbanks Energy plc<o:p></o:p></span></p>
<p class=MsoNormal><span style='font-size:9.0pt'>D: +44 20 3123 4567 | M: +44 7911 123456<o:p></o:p></span></p>
<p class=MsoNormal><span style='font-size:9.0pt'><a href="mailto:daniel.okoro@fairbanks-energy.co.uk">daniel.okoro@fairbanks-energy.co.uk</a><o:p></o:p></span></p>
<p class=MsoNormal><span style='font-size:9.0pt'><a href="https://www.fairbanks-energy.co.uk/">www.fairbanks-energy.co.uk</a><o:p></o:p></span></p>
</body></html>`;
    expect(extractContacts(html)).toEqual([{
      ...blank, name: 'Daniel Okoro', company: 'Fairbanks Energy plc', position: 'Senior Counsel, Legal & Compliance',
      emails: ['daniel.okoro@fairbanks-energy.co.uk'], phones: ['+44 20 3123 4567', '+44 7911 123456'], website: 'https://www.fairbanks-energy.co.uk',
    }]);
  });
});

describe('sign-offs', () => {
  it('keeps everything when the sign-off is the last line', () => {
    expect(extractContacts('Jane Doe\njane@acme.com\nThanks!')[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'] });
  });

  it('recognises German and French sign-offs', () => {
    const de = extractContacts('Wir melden uns bei Peter Schulz.\n\nViele Grüße\nAnna Schmidt\nanna@beispiel.de');
    expect(de[0].name).toBe('Anna Schmidt');
    const fr = extractContacts('Voir avec Paul Martin.\n\nCordialement,\nClaire Martin\nclaire@exemple.fr');
    expect(fr[0].name).toBe('Claire Martin');
  });
});

describe('the mail body above a signature', () => {
  // Each field as the wizard shows it: the body's sentences name other people and companies.
  it('does not take a body sentence for the title or the company when there is no sign-off', () => {
    expect(extractContacts('Hi Tom,\n\nOur CTO will join the call on Friday.\n\nJane Doe\nVP Sales, Acme Inc.\njane@acme.com')).toEqual([
      { ...blank, name: 'Jane Doe', position: 'VP Sales', company: 'Acme Inc.', emails: ['jane@acme.com'] },
    ]);
    expect(extractContacts('Hi team,\n\nPlease loop in Peter Jones from Globex Ltd on this.\n\nKaren Miles\nOperations Manager\nBluefin Shipping Inc.\n+1 206 555 0133')).toEqual([
      { ...blank, name: 'Karen Miles', position: 'Operations Manager', company: 'Bluefin Shipping Inc.', phones: ['+1 206 555 0133'] },
    ]);
    expect(extractContacts('Hey Sam,\n\nLoved the demo. Our head of sales wants a follow-up.\n\nNora Quinn\nFounder, Brightpath\nnora@brightpath.co')[0]).toMatchObject({
      name: 'Nora Quinn', position: 'Founder', company: 'Brightpath',
    });
    expect(extractContacts('Hallo Herr Schmidt,\n\nunser Geschäftsführer meldet sich morgen bei Ihnen.\n\nSusanne Albrecht\nKey Account Managerin\nAlpenglanz GmbH')[0]).toMatchObject({
      name: 'Susanne Albrecht', position: 'Key Account Managerin', company: 'Alpenglanz GmbH',
    });
    expect(extractContacts('Notre directeur vous appellera demain.\n\nClaire Martin\nclaire@exemple.fr')[0]).toMatchObject({ name: 'Claire Martin', position: null, company: null });
  });

  it('still reads short title and company lines that end with an abbreviation', () => {
    expect(extractContacts('Jane Doe\nIT Manager\nSmith Industrial Supply Co.')[0]).toMatchObject({ name: 'Jane Doe', position: 'IT Manager', company: 'Smith Industrial Supply Co.' });
    expect(extractContacts('Hans Meier\nOberarzt am Klinikum Nord')[0]).toMatchObject({ name: 'Hans Meier', position: 'Oberarzt am Klinikum Nord' });
  });

  it.each([
    ['Speak soon,', 'Hey Sam,\n\nLoved the demo. Our head of sales wants a follow-up.'],
    ['Thanks in advance,', 'Hi team,\n\nPlease loop in Peter Jones from Globex Ltd on this.'],
    ['Talk soon', 'Peter Jones, CTO at Globex, will call.'],
    ['Cheers,', 'Peter Jones, CTO at Globex, will call.'],
    ['Warmly,', 'Peter Jones, CTO at Globex, will call.'],
    ['Viele Grüße aus München', 'unser Geschäftsführer Peter Jones, Globex GmbH, meldet sich morgen.'],
    ['Best regards from sunny Lisbon,', 'Peter Jones, CTO at Globex, will call.'],
    ['Bien à vous,', 'Voir avec Peter Jones, CTO chez Globex SA.'],
    ['Saludos,', 'Hablamos con Peter Jones, CTO de Globex SA.'],
    ['Un saluto', 'Ho parlato con Peter Jones, CTO di Globex S.p.A.'],
    ['Met vriendelijke groet,', 'Peter Jones, CTO bij Globex B.V.'],
    ['Atenciosamente,', 'Peter Jones, CTO da Globex Ltda.'],
  ])('reads only the signature after "%s"', (signOff, body) => {
    expect(extractContacts(`${body}\n\n${signOff}\nSusanne Albrecht\nKey Account Manager\nAlpenglanz GmbH\n+49 89 4567890`)).toEqual([
      { ...blank, name: 'Susanne Albrecht', position: 'Key Account Manager', company: 'Alpenglanz GmbH', phones: ['+49 89 4567890'] },
    ]);
  });
});

describe('quoted text', () => {
  it('ignores quoted lines next to the sender\'s own text', () => {
    const [c] = extractContacts('Jane Doe\njane@acme.com\n\n> Tom Baker\n> tom@example.com\n> +1 212 555 0147');
    expect(c).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: [] });
  });

  it('reads a paste that is entirely quoted', () => {
    const [c] = extractContacts('> Tom Baker\n> tom@example.com');
    expect(c).toMatchObject({ name: 'Tom Baker', emails: ['tom@example.com'] });
  });
});

describe('pasted threads', () => {
  // The newest message's sender is the contact; the older messages below it are other people.
  const outlookReply = `Hi Mark,

Attached is the revised SOW.

Best,
Priya Raman
Director, Client Services
Helix Data Systems
+1 (646) 555-0134

From: Mark Feldman <mfeldman@orbitlabs.io>
Sent: Monday, March 11, 2024 4:02 PM
To: Priya Raman <priya.raman@helixdata.com>
Subject: RE: SOW

Priya,
Can you send the revised SOW?
Thanks,
Mark Feldman
CTO, Orbit Labs`;

  it('reads the sender above an Outlook From:/Sent:/To:/Subject: block, not the quoted message', () => {
    expect(extractContacts(outlookReply)).toEqual([
      { ...blank, name: 'Priya Raman', company: 'Helix Data Systems', position: 'Director, Client Services', phones: ['+1 646 555 0134'] },
    ]);
    // Outlook's rule line above the block is no sign-off that would hide the signature.
    expect(extractContacts(outlookReply.replace('\n\nFrom:', '\n\n________________________________\nFrom:'))[0]).toMatchObject({ name: 'Priya Raman', company: 'Helix Data Systems' });
  });

  it('reads the sender above a French or German Outlook header block', () => {
    expect(extractContacts("Bonjour,\nC'est noté.\nCordialement,\nPaul Girard\nDirecteur Technique, Vinci Énergies\n\nDe : Claire Moreau <claire.moreau@axa.fr>\nEnvoyé : lundi 11 mars 2024 16:02\nÀ : Paul Girard <paul.girard@vinci.fr>\nObjet : Devis\n\nPaul,\nPouvez-vous m'envoyer le devis ?\nCordialement,\nClaire Moreau\nAcheteuse, AXA France")).toEqual([
      { ...blank, name: 'Paul Girard', position: 'Directeur Technique', company: 'Vinci Énergies' },
    ]);
    expect(extractContacts('Hallo Frau Klein,\nanbei das Angebot.\nMit freundlichen Grüßen\nJan Roth\nVertrieb, Roth Elektro GmbH\n\nVon: Petra Klein <p.klein@stadtwerke-ulm.de>\nGesendet: Montag, 11. März 2024 16:02\nAn: Jan Roth <jan.roth@roth-elektro.de>\nBetreff: Anfrage\n\nSehr geehrter Herr Roth,\nbitte um ein Angebot.\nMit freundlichen Grüßen\nPetra Klein\nEinkauf, Stadtwerke Ulm GmbH')).toEqual([
      { ...blank, name: 'Jan Roth', position: 'Vertrieb', company: 'Roth Elektro GmbH' },
    ]);
  });

  it('stops at an "On … wrote:" line that the mail client wrapped', () => {
    const wrapped = (on: string) => `Perfect, Thursday 3pm works. I'll send an invite.

Marco Rossi
Founder, Tidewave
+1 646 555 0188

${on}

> Can we move to 3pm?
> Dana Whitfield
> Partner, Whitfield Capital`;
    for (const on of ['On Tue, Mar 12, 2024 at 9:41 AM Dana Whitfield <\ndana@whitfieldcap.com> wrote:', 'On Tue, Mar 12, 2024 at 9:41 AM Dana Whitfield <dana@whitfieldcap.com>\nwrote:']) {
      expect(extractContacts(wrapped(on))).toEqual([
        { ...blank, name: 'Marco Rossi', position: 'Founder', company: 'Tidewave', phones: ['+1 646 555 0188'] },
      ]);
    }
  });

  it('reads a forwarded message\'s sender, with the address from its From: line, when the forward says nothing more', () => {
    expect(extractContacts(`FYI - see below, this is the CFO I mentioned. Worth a call.

---------- Forwarded message ---------
From: Daniel Weiss <daniel.weiss@quantafin.com>
Date: Wed, Mar 13, 2024 at 11:02 AM
Subject: Intro
To: Kevin Park <kevin@parkadvisors.com>

Hi Kevin,
Great meeting you at SaaStr.

Best,
Daniel Weiss
CFO | Quanta Financial
+1 (312) 555-0177`)).toEqual([
      { ...blank, name: 'Daniel Weiss', emails: ['daniel.weiss@quantafin.com'], position: 'CFO', company: 'Quanta Financial', phones: ['+1 312 555 0177'] },
    ]);
  });

  it('reads the newest message of a long Outlook thread', () => {
    const msg = (i: number) => `Hi Priya,\n\nThanks for the update.\n\nBest regards,\nMark Feldman\nCTO, Orbit Labs\n+1 (415) 555-01${String(i % 100).padStart(2, '0')}\nmfeldman@orbitlabs.io\n\nFrom: Priya Raman <priya.raman@helixdata.com>\nSent: Monday, March 4, 2024 4:02 PM\nTo: Mark Feldman <mfeldman@orbitlabs.io>\nSubject: RE: Rollout plan\n\n`;
    const thread = Array.from({ length: 250 }, (_, i) => msg(i)).join('');
    expect(extractContacts(thread)).toEqual([
      { ...blank, name: 'Mark Feldman', position: 'CTO', company: 'Orbit Labs', phones: ['+1 415 555 0100'], emails: ['mfeldman@orbitlabs.io'] },
    ]);
  });
});

describe('text that mentions BEGIN:VCARD without a usable card', () => {
  it('falls back to reading it as free text', () => {
    const [c] = extractContacts('To import, paste a file starting with BEGIN:VCARD.\n\nJane Doe\njane@acme.com');
    expect(c).toMatchObject({ source: 'text', name: 'Jane Doe', emails: ['jane@acme.com'] });
  });
});

describe('more signature shapes', () => {
  it('takes an unknown word beside the name as the title and the next line as the company', () => {
    expect(extractContacts('Thanks,\nPeter\n\nPeter Parker | Photographer\nDaily Bugle\n(212) 555-0123\npeter@dailybugle.com')[0]).toMatchObject({
      name: 'Peter Parker',
      position: 'Photographer',
      company: 'Daily Bugle',
      phones: ['+1 212 555 0123'],
    });
  });

  it('treats a number followed by "(fax)" as the fax, and does not read "Emily Chen, MD" as Maryland', () => {
    const [c] = extractContacts(
      'Dr. Emily Chen, MD\nChief Medical Officer\nMercy Hospital\n123 Main Street, Springfield, IL 62704\nemily.chen@mercy.org\n(217) 555-0142 (office)\n(217) 555-0199 (fax)',
    );
    expect(c).toMatchObject({
      name: 'Emily Chen',
      position: 'Chief Medical Officer',
      company: 'Mercy Hospital',
      address: '123 Main Street, Springfield, IL 62704',
      phones: ['+1 217 555 0142'],
      additionalInfo: 'Fax: +1 217 555 0199',
    });
  });

  it('takes as the fax only the number right after a fax label ("F", "Fax", "Telefax")', () => {
    expect(extractContacts('Max Mustermann\nT +49 30 1234567 | F +49 30 1234568 | M +49 171 2345678\nmax@muster.de')[0]).toMatchObject({
      name: 'Max Mustermann', phones: ['+49 30 1234567', '+49 171 2345678'], additionalInfo: 'Fax: +49 30 1234568',
    });
    expect(extractContacts('Max Mustermann\nTel. +49 30 1234567 / Fax -68\nmax@muster.de')[0]).toMatchObject({ name: 'Max Mustermann', phones: ['+49 30 1234567'] });
    expect(extractContacts('Jane Doe\nPhone (212) 555-0188 Fax (212) 555-0189')[0]).toMatchObject({ phones: ['+1 212 555 0188'], additionalInfo: 'Fax: +1 212 555 0189' });
    expect(extractContacts('Jane Doe\nTel +49 30 1234567, Telefax +49 30 1234568')[0]).toMatchObject({ phones: ['+49 30 1234567'], additionalInfo: 'Fax: +49 30 1234568' });
    // Numbers the library rejects, kept because a label vouches for them, each with its own label.
    expect(extractContacts('Jane Doe\nTel: 555-555-0100 | Fax: 555-555-0101')[0]).toMatchObject({ phones: ['555-555-0100'], additionalInfo: 'Fax: 555-555-0101' });
  });

  it('separates company and address written on one line with " | "', () => {
    const [c] = extractContacts(
      'Lisa Müller\nTeamleiterin Vertrieb\nMuster AG | Hauptstr. 5 | 80331 München\nT +49 89 1234567 | M +49 151 12345678\nlisa.mueller@muster.de',
    );
    expect(c).toMatchObject({
      name: 'Lisa Müller',
      position: 'Teamleiterin Vertrieb',
      company: 'Muster AG',
      address: 'Hauptstr. 5, 80331 München',
      phones: ['+49 89 1234567', '+49 1511 2345678'],
    });
  });

  it('reads a US city and state line as the address', () => {
    expect(extractContacts("Kevin O'Leary\nkevin@example.com\nSan Francisco, CA")[0]).toMatchObject({
      name: "Kevin O'Leary",
      address: 'San Francisco, CA',
      company: null,
    });
  });

  it('does not take an invoice, order or reference number for a phone', () => {
    const c = extractContacts('Jane Doe\njane@acme.com\nInvoice no. 2024-001234\nOrder #4155550100\nRef: 030 1234567\nTel: +1 415 555 0199')[0];
    expect(c.phones).toEqual(['+1 415 555 0199']);
    expect(extractContacts('Max Müller\nmax@beispiel.de\nRechnung Nr. 2024 001234')[0].phones).toEqual([]);
    // A job title before the number is not a reference label.
    expect(extractContacts('Jane Doe\nAccount Manager, +1 415 555 0100')[0].phones).toEqual(['+1 415 555 0100']);
  });

  it('reads "Tel. No.", "Phone number" and "Telefonnummer" as phone labels', () => {
    expect(extractContacts('Jane Doe\nTel. No.: 030 1234567')[0].phones).toEqual(['030 1234567']);
    expect(extractContacts('Jane Doe\nPhone number: +1 415 555 0100')[0].phones).toEqual(['+1 415 555 0100']);
    expect(extractContacts('Max Müller\nTelefonnummer: 030 1234567\nmax@beispiel.de')[0].phones).toEqual(['+49 30 1234567']);
  });

  it('reads the 00 international prefix', () => {
    expect(extractContacts('Jane Doe\nCall me: 0044 20 7946 0958')[0].phones).toEqual(['+44 20 7946 0958']);
  });

  it('reads a self-introduction', () => {
    expect(extractContacts("Hello, I'm Alex Kim, a freelance designer based in Berlin. Email me at hi@alexkim.design")[0]).toMatchObject({
      name: 'Alex Kim',
      position: 'freelance designer',
      emails: ['hi@alexkim.design'],
    });
  });

  it('reads a one-line signature', () => {
    expect(extractContacts('Jane Doe | CEO | Acme | +1 415 555 0100 | jane@acme.com')[0]).toMatchObject({
      name: 'Jane Doe',
      position: 'CEO',
      company: 'Acme',
      phones: ['+1 415 555 0100'],
      emails: ['jane@acme.com'],
    });
  });
});

describe('decorated signatures', () => {
  it('reads names and labels next to emoji or in Markdown emphasis', () => {
    expect(extractContacts('Jane Doe 👋\njane@acme.com')[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'] });
    expect(extractContacts('**Jane Doe**\n_VP of Sales_ | Acme Corp')[0]).toMatchObject({ name: 'Jane Doe', position: 'VP of Sales', company: 'Acme Corp' });
    expect(extractContacts('🇩🇪 Max Müller 👍🏽\n☎️ Tel: +49 30 123456')[0]).toMatchObject({ name: 'Max Müller', phones: ['+49 30 123456'] });
    expect(extractContacts('© 2024 Acme')).toEqual([]);
  });
});

describe('signature details', () => {
  it('recognises combined sign-offs such as "Thanks & regards" and bilingual ones', () => {
    expect(extractContacts('Thanks & regards,\nRavi Kumar\nCo-Founder & CTO at Finly\n+91 98765 43210\nravi@finly.in')[0]).toMatchObject({
      name: 'Ravi Kumar',
      position: 'Co-Founder & CTO',
      company: 'Finly',
      phones: ['+91 98765 43210'],
    });
    const [c] = extractContacts('Kind regards / Mit freundlichen Grüßen\nThomas Weber\nSenior Consultant\nWeber & Partner Beratung GmbH');
    expect(c).toMatchObject({ name: 'Thomas Weber', position: 'Senior Consultant', company: 'Weber & Partner Beratung GmbH' });
  });

  it('splits "Company, street, city" into company and address', () => {
    const [c] = extractContacts('Ana Sousa\nAccount Manager\nE: ana.sousa@example.co.uk\nExample Ltd, 1 Long Lane, London EC1A 1BB');
    expect(c).toMatchObject({ company: 'Example Ltd', address: '1 Long Lane, London EC1A 1BB' });
  });

  it('does not take a legal footer\'s registered office or company number for the address or a phone', () => {
    const footer = 'Brightwater Analytics Ltd is registered in England and Wales, company number 08123456. Registered office: 2 Kingdom Street, London W2 6BD.\nThis email and any attachments are intended only for the addressee and may contain privileged information. If you have received it in error, please notify the sender and delete it.';
    expect(extractContacts(`Kind regards,\n\nSiobhan O'Neil\nHead of Partnerships\nBrightwater Analytics Ltd\nTel: +44 (0)20 7123 4567 | Mob: +44 (0)7911 123456\n\n${footer}`)).toEqual([{
      ...blank, name: "Siobhan O'Neil", position: 'Head of Partnerships', company: 'Brightwater Analytics Ltd', phones: ['+44 20 7123 4567', '+44 7911 123456'],
    }]);
    // The person's own address is still read.
    expect(extractContacts(`Siobhan O'Neil\nBrightwater Analytics Ltd\n10 Queen Street, Edinburgh EH2 1JQ\n\n${footer}`)[0]).toMatchObject({ address: '10 Queen Street, Edinburgh EH2 1JQ' });
    expect(extractContacts('Jane Doe\nRegistered office: 2 Kingdom Street, London W2 6BD')[0]).toMatchObject({ name: 'Jane Doe', address: null });
  });

  it('keeps a phone extension with the number and out of the other fields', () => {
    const [c] = extractContacts('Jane Doe\nHead of People\njane@acme.com\n+1 415 555 0100 x123');
    expect(c).toMatchObject({ phones: ['+1 415 555 0100 ext. 123'], company: null });
  });

  it('takes the region for national numbers from a country named in the address', () => {
    const [c] = extractContacts('Sophie Laurent\nResponsable Marketing\n10 avenue Foch\n69006 Lyon, France\nsophie@exemple.com\n04 78 00 00 00');
    expect(c).toMatchObject({ phones: ['+33 4 78 00 00 00'], address: '10 avenue Foch, 69006 Lyon, France' });
  });

  it('reads the sender of a pasted mail header and ignores the recipients', () => {
    const [c] = extractContacts('From: Jane Doe <jane@acme.com>\nSent: Monday\nTo: Bob Smith <bob@example.com>\nSubject: Hello\n\nHi Bob, let\'s meet.');
    expect(c).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], company: null, position: null });
  });

  it('returns a best-effort entry without a name when only details are found', () => {
    expect(extractContacts('+1 415 555 0100')).toEqual([{ ...blank, phones: ['+1 415 555 0100'] }]);
    expect(extractContacts('https://www.linkedin.com/in/jane-doe-123/')).toEqual([
      { ...blank, socialUrl: 'https://www.linkedin.com/in/jane-doe-123/' },
    ]);
  });
});

const blank = {
  name: null, emails: [], phones: [], company: null, position: null, website: null,
  socialUrl: null, address: null, additionalInfo: null, source: 'text',
};

describe('signatures in more languages', () => {
  it('reads a Russian signature: the title is not the company', () => {
    expect(extractContacts('С уважением,\nИван Петров\nРуководитель отдела продаж\nООО «Ромашка»\nТел.: +7 (495) 123-45-67\nМоб.: +7 916 123-45-67\ni.petrov@romashka.ru')).toEqual([{
      ...blank, name: 'Иван Петров', position: 'Руководитель отдела продаж', company: 'ООО «Ромашка»', phones: ['+7 495 123 45 67', '+7 916 123 45 67'], emails: ['i.petrov@romashka.ru'],
    }]);
  });

  it('reads Spanish and Dutch streets and postal codes as the address', () => {
    expect(extractContacts('Un saludo,\n\nMaría José García López\nDirectora de Marketing\nSoluciones Ibéricas S.L.\nC/ Alcalá, 45, 3º\n28014 Madrid\nTel. +34 91 123 45 67\nMóvil: +34 612 345 678\nmjgarcia@solucionesibericas.es')[0]).toMatchObject({
      name: 'María José García López', position: 'Directora de Marketing', company: 'Soluciones Ibéricas S.L.', address: 'C/ Alcalá, 45, 3º, 28014 Madrid',
    });
    expect(extractContacts('Met vriendelijke groet,\n\nPieter van der Berg\nAccountmanager\nVan der Berg Logistiek B.V.\nKeizersgracht 123\n1015 CJ Amsterdam\nT +31 20 123 4567\nM +31 6 12345678\npieter@vdberglogistiek.nl')[0]).toMatchObject({
      name: 'Pieter van der Berg', position: 'Accountmanager', company: 'Van der Berg Logistiek B.V.', address: 'Keizersgracht 123, 1015 CJ Amsterdam', phones: ['+31 20 123 4567', '+31 6 12345678'],
    });
    expect(extractContacts('Jane Doe\nReach me via Zoom 5 days a week')[0].address).toBeNull();
  });

  it('skips a line of pronouns below the name', () => {
    expect(extractContacts('Aisha Khan\nShe/Her\nProduct Lead\nStripe')[0]).toMatchObject({ name: 'Aisha Khan', position: 'Product Lead', company: 'Stripe' });
  });
});

describe('names and titles in the wild', () => {
  it.each([
    ['Dr. med. Hans Meier\nChefarzt Kardiologie\nKlinikum Beispielstadt', 'Hans Meier', 'Chefarzt Kardiologie', 'Klinikum Beispielstadt'],
    ['Jane Doe (she/her)\nProduct Designer, Figma', 'Jane Doe', 'Product Designer', 'Figma'],
    ['Jane Doe, CFA\nPortfolio Manager\nFidelity Investments', 'Jane Doe', 'Portfolio Manager', 'Fidelity Investments'],
    ['ACME CORP\nJANE DOE\nSENIOR ACCOUNT EXECUTIVE\njane.doe@acme.com', 'Jane Doe', 'SENIOR ACCOUNT EXECUTIVE', 'ACME CORP'],
    ['Speaker: Jane Doe, CTO, Initech', 'Jane Doe', 'CTO', 'Initech'],
    ['Phil Collins\nMusician\nGenesis', 'Phil Collins', 'Musician', 'Genesis'],
    ['Jane Doe\nVP of Sales at Acme Corp\nSan Francisco Bay Area\n500+ connections', 'Jane Doe', 'VP of Sales', 'Acme Corp'],
    // A LinkedIn profile copied from the browser: pronouns, degree, a long " | " headline.
    ['Aisha Khan\nShe/Her\n2nd degree connection\n2nd\nTalent Acquisition Lead at Stripe | Ex-Google | Hiring engineers in Dublin\nDublin, County Dublin, Ireland Contact info\n500+ connections\nStripe\nTrinity College Dublin', 'Aisha Khan', 'Talent Acquisition Lead', 'Stripe'],
  ])('%j', (text, name, position, company) => {
    expect(extractContacts(text)[0]).toMatchObject({ name, position, company });
  });
});

/** Exactly these contacts, in order, each with at least the fields given. */
const matches = (text: string, want: Record<string, unknown>[]) => expect(extractContacts(text)).toMatchObject(want);

// Realistic pastes from the extraction review that were read right before its fixes, kept so
// that no fix breaks them.
describe('pastes from the extraction review', () => {
  it('"From: Last, First <…>" header plus signature, recipients ignored', () => {
    matches(`From: Thompson, Rachel <Rachel.Thompson@meridianhealth.org>
Sent: Wednesday, April 3, 2024 10:15 AM
To: Sales Team <sales@rolodeck.app>
Subject: Demo request

Hello, we'd like a demo for our team of 40 recruiters.

Rachel Thompson
Director of Talent Acquisition
Meridian Health`, [{ name: 'Rachel Thompson', emails: ['rachel.thompson@meridianhealth.org'], position: 'Director of Talent Acquisition', company: 'Meridian Health' }]);
  });

  it('HTML from Gmail and a table signature; link targets used', () => {
    matches('<div dir="ltr"><div>Thanks!</div><div><br></div><div>--</div><div dir="ltr" class="gmail_signature"><div dir="ltr"><b>Chloé Martin</b><div>Co-founder &amp; CTO · <a href="https://nuvio.ai">Nuvio</a></div><div><a href="tel:+33612345678">+33 6 12 34 56 78</a></div><div><a href="https://www.linkedin.com/in/chloemartin/">LinkedIn</a></div></div></div></div>', [{
      name: 'Chloé Martin', position: 'Co-founder & CTO', company: 'Nuvio', phones: ['+33 6 12 34 56 78'], website: 'https://nuvio.ai', socialUrl: 'https://www.linkedin.com/in/chloemartin/',
    }]);
    matches('<table><tr><td><img src="logo.png"></td><td><b>Marcus Lindqvist</b><br>Head of Growth<br>Klarna<br><a href="mailto:marcus.lindqvist@klarna.com">marcus.lindqvist@klarna.com</a><br>+46 8 120 120 00</td></tr></table>', [{
      name: 'Marcus Lindqvist', position: 'Head of Growth', company: 'Klarna', emails: ['marcus.lindqvist@klarna.com'], phones: ['+46 8 120 120 00'],
    }]);
  });

  it('several people: blank-line paragraphs, recipient list', () => {
    matches('Our team for the project:\n\nDr. Heike Braun\nProjektleiterin\nheike.braun@techwerk.de\n+49 40 1234 5678\n\nJonas Vogel\nSoftwareentwickler\njonas.vogel@techwerk.de\n+49 40 1234 5679', [
      { name: 'Heike Braun', position: 'Projektleiterin', phones: ['+49 40 12345678'] },
      { name: 'Jonas Vogel', position: 'Softwareentwickler', phones: ['+49 40 12345679'] },
    ]);
    matches('Jane Doe <jane@acme.com>, Bob Smith <bob@initech.com>, "Khan, Ali" <ali@globex.com>', [
      { name: 'Jane Doe', emails: ['jane@acme.com'] }, { name: 'Bob Smith', emails: ['bob@initech.com'] }, { name: 'Ali Khan', emails: ['ali@globex.com'] },
    ]);
  });
});
