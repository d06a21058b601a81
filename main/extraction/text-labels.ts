// "Label: value" lines ("Name: Jane Doe", "Title: CTO", "Firma: Beispiel GmbH", "Tél : …").

export type LabelField = 'sender' | 'name' | 'first' | 'last' | 'position' | 'company' | 'address' | 'fax' | 'email' | 'phone' | 'website' | 'social' | 'messenger';

const LABELS: Record<LabelField, string[]> = {
  // A mail header "From: Jane Doe <jane@acme.com>": the label is dropped, the rest read as a line.
  sender: ['from', 'von', 'de', 'sender', 'absender', 'expéditeur'],
  name: ['name', 'full name', 'your name', 'nom', 'nom complet', 'contact', 'contact person', 'ansprechpartner', 'ansprechpartnerin', 'kontakt', 'invitee', 'invitee name'],
  // A web form's or a booking's fields ("First name", "Last name").
  first: ['first name', 'given name', 'vorname', 'prénom'],
  last: ['last name', 'surname', 'family name', 'nachname', 'nom de famille'],
  position: ['title', 'job title', 'position', 'role', 'function', 'funktion', 'poste', 'fonction', 'titre', 'job', 'beruf'],
  company: ['company', 'organization', 'organisation', 'org', 'firma', 'unternehmen', 'société', 'societe', 'entreprise', 'employer', 'company name', 'organization name'],
  address: [
    'address', 'adresse', 'anschrift', 'addr', 'postal address', 'office address', 'postanschrift', 'work address', 'business address',
    'home address', 'mailing address', 'street address', 'visiting address', 'physical address', 'adresse postale', 'geschäftsadresse',
    'dirección', 'direccion', 'indirizzo', 'endereço', 'adres', 'bezoekadres', 'postadres', 'adress', 'besöksadress',
  ],
  fax: ['fax', 'telefax', 'télécopie'],
  email: ['email', 'e-mail', 'mail', 'courriel', 'e', 'email address', 'e-mail address', 'invitee email', 'your email'],
  phone: [
    'phone', 'tel', 'tél', 'telephone', 'téléphone', 'telefon', 'telefonnummer', 'teléfono', 'telefono', 'móvil', 'cellulare', 'mobile', 'mobil', 'mobilnummer',
    'cell', 'handy', 'handynummer', 'portable', 'mob', 'direct', 'office', 'work', 'm', 't', 'p',
    // Further spellings of a number's label: "Direct line", "DDI", "Switchboard", "Ph", "Cel" (Spanish
    // and Portuguese), "Tlf" (Nordic), "HP" / "H/P" (handphone, in Malaysia and Indonesia), 电话, 手机.
    'direct line', 'direct dial', 'ddi', 'switchboard', 'landline', 'main', 'ph', 'off', 'office phone', 'work phone', 'mobile phone',
    'cell phone', 'cellphone', 'phone number', 'mobile number', 'cel', 'celular', 'tlf', 'hp', 'h/p', 'whatsapp', '电话', '電話', '手机', '手機', '携帯',
  ],
  website: ['web', 'website', 'site', 'site web', 'homepage', 'internet', 'url', 'www', 'w'],
  social: ['linkedin', 'twitter', 'x', 'github', 'xing', 'mastodon', 'instagram', 'facebook'],
  // Messengers reached by a user name, not a phone number (WhatsApp's and Signal's are phones):
  // kept as written in additional info.
  messenger: ['wechat', 'weixin', 'telegram', 'skype', 'line id', 'kakaotalk', 'kakao', 'qq', 'discord', 'threema', 'matrix'],
};
const BY_LABEL = new Map<string, LabelField>();
for (const [field, labels] of Object.entries(LABELS) as [LabelField, string[]][]) {
  for (const l of labels) BY_LABEL.set(l, field);
}

const LABEL_LINE = /^([\p{L}][\p{L} .-]{0,24}?)\s*\.?\s*[:：]\s*(.*)$/u;
// Phone-style labels are often written without a colon: "Tel. 030 1234", "M +44 …", "T: …".
const LOOSE_LABEL = /^((?:tel|tél|phone|mobile|mobil|fax|cell|handy)\.?|[mtpf]\.?)\s+(?=[+(\d])/iu;

export interface Label {
  field: LabelField;
  /** The label as written, without the colon ("LinkedIn", "Tel."). */
  label: string;
  /** The label lowercased ("linkedin"): which network a social handle belongs to. */
  key: string;
  value: string;
}

/** A line that is a label with nothing after it: "Invitee:" (any words before a colon), or a
 * field's name a form writes above its value ("First name", "Email"). */
function labelAlone(line: string): string | null {
  const t = line.trim();
  const colon = /^(\p{L}[\p{L}\p{N} /&.'’-]{0,30}?)\s*[:：]$/u.exec(t);
  if (colon) return colon[1]!;
  return BY_LABEL.has(t.toLowerCase()) && t.length > 1 ? t : null;
}

/** Whether the text is a field's name ("Company name", "Email"): a label without its colon. */
export function isFieldName(text: string): boolean {
  return BY_LABEL.has(text.trim().toLowerCase());
}

/**
 * Labels written on a line of their own, their values on the line below — a booking
 * confirmation ("Invitee:\nJohn Smith\nInvitee Email:\njohn@…"), a web form's notification
 * ("First name\nJohn\nLast name\nSmith"), LinkedIn's contact panel ("Phone\n+1 …") — as one
 * line each ("Invitee: John Smith"), as they are read elsewhere. A field's name without a colon
 * counts only where two or more of them stand so, so that a lone "Email" heading is left alone.
 */
export function joinLabelLines(lines: string[]): string[] {
  const alone = lines.map(labelAlone);
  const isValue = (i: number) => i < lines.length && lines[i]!.trim() !== '' && alone[i] === null;
  const pairs = alone.filter((label, i) => label !== null && !/[:：]\s*$/.test(lines[i]!) && isValue(i + 1)).length;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const label = alone[i];
    const colon = /[:：]\s*$/.test(lines[i]!);
    // A lone field's name above an address or a number is its label too ("Email\njane@…").
    if (label !== null && isValue(i + 1) && (colon || pairs >= 2 || /[@\d]/.test(lines[i + 1]!))) {
      out.push(`${label}: ${lines[i + 1]!.trim()}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

export function parseLabel(line: string): Label | null {
  const m = LABEL_LINE.exec(line);
  if (m) {
    const key = m[1].toLowerCase().replace(/\.$/, '').trim();
    const field = BY_LABEL.get(key) ?? numberLabel(key);
    if (field) return { field, label: m[1].trim(), key, value: m[2].trim() };
  }
  const loose = LOOSE_LABEL.exec(line);
  if (loose) {
    const key = loose[1].toLowerCase().replace(/\.$/, '');
    return { field: key === 'fax' || key === 'f' ? 'fax' : 'phone', label: loose[1], key, value: line.slice(loose[0].length).trim() };
  }
  return null;
}

/** "Tel. No.", "Phone number", "Fax Nr.": a phone or fax label followed by a word for "number". */
function numberLabel(key: string): LabelField | undefined {
  const field = BY_LABEL.get(key.replace(/\.?\s*(?:no|nr|number|num|#)$/, '').trim());
  return field === 'phone' || field === 'fax' ? field : undefined;
}

/** Removes a leading "Tel:", "E-Mail:", "Web:"… so the rest of the line can be examined. */
export function stripLabel(line: string): string {
  const parsed = parseLabel(line);
  return parsed ? parsed.value : line;
}
