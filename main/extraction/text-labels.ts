// "Label: value" lines ("Name: Jane Doe", "Title: CTO", "Firma: Beispiel GmbH", "Tél : …").

export type LabelField = 'sender' | 'name' | 'position' | 'company' | 'address' | 'fax' | 'email' | 'phone' | 'website' | 'social' | 'messenger';

const LABELS: Record<LabelField, string[]> = {
  // A mail header "From: Jane Doe <jane@acme.com>": the label is dropped, the rest read as a line.
  sender: ['from', 'von', 'de', 'sender', 'absender', 'expéditeur'],
  name: ['name', 'full name', 'nom', 'nom complet', 'contact', 'contact person', 'ansprechpartner', 'ansprechpartnerin', 'kontakt'],
  position: ['title', 'job title', 'position', 'role', 'function', 'funktion', 'poste', 'fonction', 'titre', 'job', 'beruf'],
  company: ['company', 'organization', 'organisation', 'org', 'firma', 'unternehmen', 'société', 'societe', 'entreprise', 'employer', 'company name'],
  address: ['address', 'adresse', 'anschrift', 'addr', 'postal address', 'office address', 'postanschrift'],
  fax: ['fax', 'telefax', 'télécopie'],
  email: ['email', 'e-mail', 'mail', 'courriel', 'e'],
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
