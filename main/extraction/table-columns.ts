// The header row of a spreadsheet or CSV export of contacts: which column holds what. Exports
// name their columns in many spellings — Outlook ("First Name", "E-mail Address", "Business
// Phone", "Business Street"; in German "Vorname", "Straße geschäftlich"), Google ("Given Name",
// "E-mail 1 - Value", "Organization 1 - Name", "Address 1 - City"), LinkedIn ("First Name", "URL",
// "Email Address", "Position"), HubSpot ("Email", "Phone Number", "Company Name", "State/Region")
// — so a header is matched by the words in it, not by one exact name.

export type ColumnRole =
  | 'name' | 'first' | 'middle' | 'last' | 'suffix'
  | 'email' | 'phone' | 'fax'
  | 'company' | 'position' | 'department'
  | 'website' | 'social'
  | 'address' | 'street' | 'houseNumber' | 'city' | 'region' | 'postal' | 'country'
  | 'notes' | 'nickname' | 'birthday'
  /** Where or how the user met the person (Rolodeck's own export). */
  | 'meetingContext'
  /** A column kept under its own header in additional info ("Connected On: 12 Jan 2024"). */
  | 'other'
  /** Bookkeeping of the export (ids, labels, "Sensitivity", an honorific): never shown. */
  | 'ignore'
  /** A meeting's attendance (join and leave times, durations, the guest flag: Zoom, Teams, Meet):
   * never shown, and the table is an attendance report (table-attendance). */
  | 'attendance';

export interface Column {
  index: number;
  /** The header as written, for "Header: value" in additional info. */
  header: string;
  role: ColumnRole;
  /** Address columns of one address share a group: "business", "home", "address 1", "". */
  group: string;
  /** Google's "Phone 2 - Value" beside its "Phone 2 - Label" ("Work Fax", "Assistant",
   * "Referred by"): the column whose cell says what this one's value is, per row. */
  labelIndex?: number;
}

/** A word boundary that knows letters beyond ASCII ("Straße", "Téléphone"), as \b does not. */
const B = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;
/** A pattern written with \b, the boundary made B. */
const words = (source: string, flags = 'u') => new RegExp(source.replaceAll(String.raw`\b`, B), flags);

/** The words naming each part of an address, in the order they are tried: the house number
 * before the rest (Dutch and German sheets keep it beside the street: "Straat", "Huisnummer",
 * "Toevoeging"), the country before the region (HubSpot's "Country/Region" is the country, its
 * "State/Region" the region), the street before a formatted address ("Street Address" is the
 * street). Danish "By" (city) is the whole header only: "Created By" is no city. */
const ADDRESS_WORDS: [ColumnRole, string][] = [
  ['houseNumber', String.raw`\b(?:house ?(?:number|no)|huisnummer(?:toevoeging)?|toevoeging|hausnummer(?:zusatz)?|husnummer|numer domu|nr domu|číslo (?:popisné|domu))\b`],
  ['postal', String.raw`\b(?:postal ?code|post ?code|zip(?: ?code)?|postleitzahl|plz|code postal|kod pocztowy|postnummer|postinumero|psč)\b`],
  ['city', String.raw`\b(?:city|town|locality|ort|postort|stad|stadt|ville|plaats|woonplaats|miasto|miejscowość|poststed|kaupunki|postitoimipaikka|město|obec)\b|^by$`],
  ['country', String.raw`\b(?:country\/region|land\/region|pays\/région|country|land|pays|kraj|maa|země)\b`],
  ['region', String.raw`\b(?:state\/region|dép\/région|state|region|région|province|county|bundesland|provincie|województwo|län|fylke|maakunta)\b`],
  ['street', String.raw`\b(?:street address|address line|street|straße|strasse|rue|straat|ulica|gatuadress|gata|gade|vej|gateadresse|katuosoite|ulice)\b(?:\s*\d\b)?`],
  ['address', String.raw`\b(?:formatted address|formatted|address|anschrift|adresse|adres|adress|osoite|adresa)\b`],
];

/** Header spellings, tried in order (the first that matches wins), on the header lowercased
 * with "_" and runs of spaces made single spaces. */
const ROLES: [ColumnRole, RegExp][] = ([
  // A value's label or type ("E-mail 1 - Label", "Phone 1 - Type", "E-mail Type") is not the
  // value; nor is what an export keeps for itself, or an honorific the wizard would strip anyway.
  ['ignore', String.raw`(?:\s|-)(?:label|type|typ|display name|angezeigter name)$|^type d[e']|^(?:\p{L}+ )?(?:record|contact|account|lead|person|organi[sz]ation|company|user|member) id$|^id$|^(?:sensitivity|priority|private|gender|initials|vertraulichkeit|priorität|privat|geschlecht|initialen|labels|group membership|categories|(?:contact |account |lead |deal |record )?owner|lifecycle stage|lead status|mileage|billing information|directory server|file as|language|account|user \d+|photo|(?:create|last modified|last activity) date|(?:created|modified|last modified|updated|last updated|last activity) (?:by|time|at|on)|date (?:created|updated|modified))$|yomi|pager|po box|^(?:name )?prefix$|^salutation$|^anrede$|^qr\b|\b(?:ticket|check-?in)\b.*\burl$|^(?:joined group|last visited group|last attended)\b|\brsvp(?:s|ed)?\b|^meetups attended$|^no shows$|^(?:assistant )?organi[sz]er$|^mailing list$`],
  // When someone joined or left a meeting and for how long, whether as a guest: Zoom's
  // participants export, Teams' attendance report, Google Meet's attendance sheet. Teams writes
  // its column names in the user's language, but its "(UPN)" in every one of them ("Teilnehmer-ID
  // (UPN)"; "E-Mail (UPN)" is an email column), and a duration is one in other languages too
  // ("Dauer", "Durée", "Duración", …).
  ['attendance', String.raw`^(?:first join|last leave|join time|leave time|time joined|time exited|(?:in-meeting |total |attendance )?duration(?: \((?:minutes|mins|seconds)\))?|time in (?:meeting|session|call)|guest|recording consent|in waiting room|(?!.*e-?mail).*\(upn\)|attendee type|engagement:.*|(?:dauer|durée|duración|duração|durata|duur)\b.*)$`],
  // The assistant's name and number are the assistant's, not the contact's own: kept as they
  // are written, in additional info ("Assistant's Phone: …").
  ['other', String.raw`\b(?:assistant|assistent|assistentin|asst)(?:'s|’s|s)?\b`],
  ['fax', String.raw`\b(?:fax|telefax)\b`],
  // French Outlook's "Adresse de messagerie" is its email column, not an address.
  ['email', String.raw`\be-?mail(?:adres|s)?\b|\badresse de messagerie\b|^mailadres$|^courriel$|\bcorreo\b|\bposta elettronica\b|\be-?post(?:adress|adresse)?\b|\bsähköposti(?:osoite)?\b`],
  ['phone', String.raw`\b(?:phones?|mobile|cell|tel|telephone|telefon|mobiltelefon|téléphone|handy|portable|teléfono|telefono|telefone|móvil|movil|celular|cellulare|telefoon(?:nummer)?|mobiel|mobiele nummer|gsm|telefonu|komórka|komórkowy|telefonnummer|mobil|mobilnummer|puhelin|puhelinnumero|matkapuhelin)\b`],
  ['social', String.raw`\b(?:linkedin|twitter|xing|github|facebook|instagram|mastodon|social|profile url|url of member profile)\b`],
  ['website', String.raw`\b(?:web ?pages?|web ?sites?|webseite|homepage|home page|urls?|web)\b`],
  // Spanish, Italian and Portuguese "Nombre"/"Nome" is the first name beside a last name column,
  // and the whole name alone (a first name with no last name is the name: table-row.ts). Dutch
  // "Tussenvoegsel" ("van", "de") stands between the first and last name, as a middle name does.
  // Czech "Jméno" is the first name beside "Příjmení", as "Nombre" is.
  ['first', String.raw`^(?:first|given|fore)(?: ?name)?$|^vorname$|^prénom$|^nombre$|^nome$|^primeiro nome$|^voornaam$|^imię$|^förnamn$|^fornavn$|^etunimi$|^(?:křestní )?jméno$`],
  ['middle', String.raw`^(?:middle|additional)(?: ?name)?$|^weitere vornamen$|^segundo nombre$|^secondo nome$|^segundo nome$|^tussenvoegsels?$|^drugie imię$|^mellannamn$|^mellemnavn$|^mellomnavn$|^prostřední jméno$|^deuxième prénom$`],
  ['last', String.raw`^(?:last|family|sur)(?: ?name)?$|^nachname$|^nom(?: de famille)?$|^apellidos?$|^cognome$|^sobrenome$|^apelido$|^achternaam$|^nazwisko$|^efternamn$|^efternavn$|^etternavn$|^sukunimi$|^příjmení$`],
  ['suffix', String.raw`^(?:name )?suffix$|^suffixe$`],
  ['nickname', String.raw`^nick ?name$|^spitzname$`],
  // Zoom's "Name (Original Name)": the name shown in the meeting, and the one joined with.
  ['name', String.raw`^(?:full |display |contact |formatted |person )?name$|^(?:user )?name \(original name\)$|^(?:contact|person)$|^(?:volledige )?naam$|^nom(?:bre|e)? complet[oa]?$|^(?:nom et prénom|prénom et nom|nome e cognome|nombre y apellidos?|vollständiger name)$|^imię i nazwisko$|^(?:fullständigt )?namn$|^(?:fulde |fullt )?navn$|^(?:koko )?nimi$|^celé jméno$|^jméno a příjmení$`],
  ['company', String.raw`^(?:company|organi[sz]ation|employer|firm|firma|unternehmen|société|entreprise|empresa|compañía|organización|azienda|società|organizzazione|organização|bedrijf|bedrijfsnaam|organisatie|organizacja|företag|företagsnamn|virksomhed|bedrift|yritys|společnost|organisasjon|organisaatio|organizace|arbetsgivare|arbejdsgiver|arbeidsgiver|työnantaja|zaměstnavatel)(?: 1)?(?: -)?(?: name)?$|^(?:account|current company|business) name$|^nazwa firmy$|^yrityksen nimi$|^název (?:firmy|společnosti)$`],
  ['position', String.raw`^(?:job ?title|position|role|occupation|designation|headline|funktion|poste|fonction|puesto|cargo|posizione|functie|functietitel|stanowisko|befattning|yrkestitel|stilling|tehtävänimike|asema|titteli|pozice|funkce|pracovní pozice)$|^organi[sz]ation(?: 1)?(?: -)? title$`],
  ['department', String.raw`\b(?:department|abteilung|afdeling|dział|avdelning|avdeling|osasto|oddělení)$|^service$`],
  ['meetingContext', String.raw`^(?:meeting context|how (?:we|you) met|where (?:we|you) met)$`],
  ['notes', String.raw`^(?:notes?|notas?|comments?|description|intro(?:duction)?|remarks?|bemerkungen?|notizen?|opmerkingen|notities|aantekeningen|uwagi|notatki|anteckningar|noter|notater|bemærkninger|merknader|kommentarer|muistiinpanot|lisätiedot|huomautukset|poznámky?)$`],
  ['birthday', String.raw`\b(?:birthday|date of birth|geburtstag|anniversaire|geboortedatum|verjaardag|data urodzenia|urodziny|födelsedag|födelsedatum|fødselsdag|fødselsdato|syntymäpäivä|syntymäaika|datum narození|narozeniny)\b`],
  ...ADDRESS_WORDS,
] as [ColumnRole, string][]).map(([role, source]) => [role, words(source)]);

/** An email or web address, or a run of digits as long as a phone number's. */
const VALUE_IN_CELL = /@|\bwww\.|https?:\/\/|\d[\d\s().\/-]{5,}\d/i;

const ADDRESS_ROLES = new Set<ColumnRole>(ADDRESS_WORDS.map(([role]) => role));

function normalise(header: string): string {
  return header.toLowerCase().replace(/[_\s]+/g, ' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '').trim();
}

/** Pipedrive writes each column under what it belongs to ("Person - Name", "Person - Email -
 * Work", "Organization - Name"): the person's columns are the contact's own. */
const PERSON_PREFIX = /^(?:person|contact) - /;
const ORGANIZATION_NAME = /^organi[sz]ation - name$/;

/** The header as its words are matched: lowercased, spaces made single, a person prefix gone. */
function headerWords(header: string): string {
  return normalise(header).replace(PERSON_PREFIX, '');
}

/** A header that is a job title alone, or Outlook's honorific beside one. */
const TITLE = /^(?:title|titre)$/;
/** Columns only Meetup's members export has. */
const MEETUP = /^(?:url of member profile|meetups attended)$/;

export function roleOf(header: string): ColumnRole {
  const h = headerWords(header);
  if (!h) return 'ignore';
  if (ORGANIZATION_NAME.test(h)) return 'company';
  // Outlook's "Title" (in French "Titre") is the honorific when a "Job Title" ("Fonction")
  // column is there too (see readHeader).
  if (TITLE.test(h)) return 'position';
  return ROLES.find(([, pattern]) => pattern.test(h))?.[0] ?? 'other';
}

/** What names the address a part belongs to: the header without the part's words —
 * "Address 1 - City" → "address 1", "Business Street 2" → "business", "Ort geschäftlich" →
 * "geschäftlich", "City" → "", Salesforce's "Mailing State/Province" and "Mailing Zip/Postal
 * Code" → "mailing" (both of their words, and the slash between them). */
function groupOf(header: string, role: ColumnRole): string {
  const h = headerWords(header);
  const source = ADDRESS_WORDS.find(([r]) => r === role)?.[1];
  const rest = source ? h.replace(words(source, 'gu'), ' ') : h;
  return rest.replace(/[\s\/-]+/g, ' ').trim();
}

/** The columns of a header row, or null when too few of its cells name contact fields for it to
 * be one: a header names at least two of them, one of them a name, email or company, and they
 * are at least a third of its cells (an Outlook export has some 90 columns, most of them known). */
export function readHeader(cells: string[]): Column[] | null {
  // A header names fields; a cell holding a value (an email or web address, a phone number) is
  // a signature's line with commas in it ("Phone: +1 415 555 0100, Email: jane@acme.com").
  if (cells.some((cell) => VALUE_IN_CELL.test(cell))) return null;
  const columns: Column[] = cells.map((header, index) => {
    const role = roleOf(header);
    return { index, header: header.trim(), role, group: ADDRESS_ROLES.has(role) ? groupOf(header, role) : '' };
  });
  // Eventbrite's "Home Address 1" / "Home Address 2" beside "Home City": the street's lines of
  // the "home" address, not addresses of their own.
  for (const column of columns) {
    const numbered = column.role === 'address' ? /^(.*\S) \d$/.exec(column.group) : null;
    if (!numbered || columns.some((other) => other !== column && other.group === column.group)) continue;
    if (columns.some((other) => ADDRESS_ROLES.has(other.role) && other.group === numbered[1])) {
      column.role = 'street';
      column.group = numbered[1]!;
    }
  }
  // Google's "… - Value" columns and their "… - Label" columns.
  const key = (header: string) => normalise(header).replace(/\s*-\s*/g, ' - ');
  for (const column of columns) {
    const value = /^(.*\S) - value$/.exec(key(column.header));
    if (!value) continue;
    const label = columns.findIndex((other) => key(other.header) === `${value[1]} - label`);
    if (label >= 0) column.labelIndex = label;
  }
  const known = columns.filter((c) => c.role !== 'other');
  const identifying = columns.some((c) => ['name', 'first', 'last', 'email', 'company'].includes(c.role));
  if (known.length < 2 || !identifying || known.length * 3 < cells.filter((c) => c.trim()).length) return null;
  // Meetup's members export: "Title" is the member's part in the group ("Organizer", "Event
  // Host"), not a job title; kept under its header.
  if (columns.some((c) => MEETUP.test(normalise(c.header)))) {
    for (const c of columns) if (TITLE.test(normalise(c.header))) c.role = 'other';
  }
  const titles = columns.filter((c) => TITLE.test(normalise(c.header)));
  if (titles.length && columns.some((c) => c.role === 'position' && !TITLE.test(normalise(c.header)))) {
    for (const t of titles) t.role = 'ignore';
  }
  return columns;
}
