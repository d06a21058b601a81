// Sentence patterns in "about" blocks and bios: "John Smith is the CEO of Foo Inc.",
// "Meet Jane Doe, CTO at Initech.", "Max Müller ist Geschäftsführer bei Beispiel GmbH.",
// "Marie Curie est directrice chez Exemple SA."
import { asName } from './text-name';

const NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:von|van|de|der|la|le|du|di|da)\s+)?\p{Lu}[\p{L}'’.-]*){1,3})`;
// A company name: capitalised words, digits, "&" and legal forms ("Foo Inc.", "Acme & Sons").
// The match may run on into the next sentence ("Foo Inc. Reach him…"); it is cut at ". " below.
const COMPANY = String.raw`(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:&|and|und|et|of|\p{Lu}[\p{L}\d&'’.-]*))*)`;
const ROLE = String.raw`((?:(?:the|a|an|our|der|die|le|la|l'|un|une)\s+)?[^.,;!?\n]{2,60}?)`;

const PATTERNS: RegExp[] = [
  // "<Name> is/was/serves as the <role> at|of|for <Company>" — "at" is tried before "of" so that
  // "Head of Engineering at Foo" keeps "of Engineering" in the role.
  new RegExp(String.raw`${NAME}\s+(?:is|was|serves as|works as|ist|est)\s+${ROLE}\s+(?:at|bei|chez)\s+${COMPANY}`, 'u'),
  new RegExp(String.raw`${NAME}\s+(?:is|was|serves as|works as|ist|est)\s+${ROLE}\s+(?:of|for|with|von|de|du|d')\s*${COMPANY}`, 'u'),
  // "<Name>, <role> at|of <Company>"
  new RegExp(String.raw`${NAME},\s+${ROLE}\s+(?:at|bei|chez)\s+${COMPANY}`, 'u'),
  new RegExp(String.raw`${NAME},\s+${ROLE}\s+(?:of|for|von|de)\s+${COMPANY}`, 'u'),
];

const ARTICLE = /^(?:the|a|an|our|der|die|le|la|l'|un|une)\s+/i;

export function fromProse(text: string): { name: string; position: string; company: string } | null {
  const flat = text.replace(/\s+/g, ' ');
  for (const pattern of PATTERNS) {
    const m = pattern.exec(flat);
    if (!m) continue;
    // The NAME group may have swallowed a leading "Meet"/"About"; asName rejects those words, so
    // drop leading words until what is left is a name.
    const words = m[1].split(' ');
    let name: string | null = null;
    while (words.length >= 2 && !(name = asName(words.join(' ')))) words.shift();
    if (!name) continue;
    const position = m[2].replace(ARTICLE, '').trim();
    const company = m[3].split(/\.\s/)[0].replace(/[.,;]+$/, '').trim();
    if (position && company) return { name, position, company };
  }
  return null;
}
