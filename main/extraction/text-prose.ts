// Sentence patterns in "about" blocks and bios: "John Smith is the CEO of Foo Inc.",
// "Meet Jane Doe, CTO at Initech.", "Max Müller ist Geschäftsführer bei Beispiel GmbH.",
// "Marie Curie est directrice chez Exemple SA.", "Jane Doe has joined Acme as VP Marketing."
import { hasCompanyWord, hasRoleWord } from './text-lexicon';
import { findEmails } from './emails';
import { asName } from './text-name';
import { mayBeOwnAddress } from './text-prose-subject';

const NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:von|van|de|der|la|le|du|di|da)\s+)?\p{Lu}[\p{L}'’.-]*){1,3})`;
// A company name: capitalised words, digits, "&" and legal forms ("Foo Inc.", "Acme & Sons",
// "Acme, Inc."). The match may run on into the next sentence ("Foo Inc. Reach him…"); it is cut
// at ". " below.
const COMPANY = String.raw`(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:&|and|und|et|of|\p{Lu}[\p{L}\d&'’.-]*)|,\s+(?:Inc|Ltd|LLC|LLP|Corp|Co|PLC|GmbH|AG|SA)\b\.?)*)`;
const ROLE = String.raw`((?:(?:the|a|an|our|der|die|le|la|l'|un|une)\s+)?[^.,;!?\n]{2,60}?)`;

// Titles whose "of" names a department rather than the employer: "VP of Sales", "Director of
// Engineering", "Head of Product for Globex", "Responsable de la communication". After these
// words "of"/"von"/"de" introduces the company only when what follows is plainly an
// organisation ("Director of Acme Foundation"); otherwise the lookbehind below skips it. "for"
// names the employer after any title ("VP for Acme", "Head of Product for Globex").
const DEPARTMENT_TITLES = ['vp', 'svp', 'evp', 'avp', 'vice president', 'head', 'director', 'manager', 'lead', 'chief', 'dean', 'professor', 'directeur', 'directrice', 'responsable', 'chef', 'chargé', 'chargée'];
const variants = (w: string) => [w, w.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()), w.toUpperCase()];
const NOT_AFTER_DEPARTMENT_TITLE = String.raw`(?<!\b(?:${DEPARTMENT_TITLES.flatMap(variants).join('|')}))`;
const OF = String.raw`(?:${NOT_AFTER_DEPARTMENT_TITLE}\s+(?:of|von|de)|\s+for)\s+`;
const OF_ANY = String.raw`\s+(?:of|for|von|de)\s+`;

interface Pattern {
  re: RegExp;
  /** The match counts only when the company part has a legal form or organisation word. */
  organisationOnly?: boolean;
}

// Patterns with a verb may run across wrapped lines; the comma patterns are matched within a
// single line, because across lines they would glue a signature's name line to its title line
// ("Michael O'Brien, PhD" + "Senior Data Scientist at Initech").
const VERB = String.raw`\s+(?:is|was|serves as|works as|ist|est)\s+`;
const SENTENCE_PATTERNS: Pattern[] = [
  // "<Name> is/was/serves as the <role> at|of|for <Company>" — "at" is tried before "of" so that
  // "Head of Engineering at Foo" keeps "of Engineering" in the role.
  { re: new RegExp(String.raw`${NAME}${VERB}${ROLE}\s+(?:at|bei|chez)\s+(?:the\s+)?${COMPANY}`, 'u') },
  { re: new RegExp(String.raw`${NAME}${VERB}${ROLE}${OF_ANY}${COMPANY}`, 'u'), organisationOnly: true },
  { re: new RegExp(String.raw`${NAME}${VERB}${ROLE}(?:${OF}|\s+(?:with|du|d')\s*)${COMPANY}`, 'u') },
];
const LINE_PATTERNS: Pattern[] = [
  // "<Name>, <role> at|of <Company>"
  { re: new RegExp(String.raw`${NAME},\s+${ROLE}\s+(?:at|bei|chez)\s+${COMPANY}`, 'u') },
  { re: new RegExp(String.raw`${NAME},\s+${ROLE}${OF_ANY}${COMPANY}`, 'u'), organisationOnly: true },
  { re: new RegExp(String.raw`${NAME},\s+${ROLE}${OF}${COMPANY}`, 'u') },
];

// Self-introductions: "Hi, I'm Alex Kim, a freelance designer based in Berlin."
const INTRO = new RegExp(
  String.raw`(?:\bI'm|\bI am|\bmy name is|\bthis is|\bich bin|\bmein name ist|\bje suis|\bje m'appelle)\s+${NAME}(?:,\s+(?:a|an|the|ein|eine|un|une)\s+([^.,;!?\n]{2,60}?)(?:\s+(?:based|at|in|from|with|for|bei|aus|chez|à)\b|[.,;!?]|$))?`,
  'iu',
);

const ARTICLE = /^(?:the|a|an|our|der|die|le|la|l'|un|une)\s+/i;

export interface ProseFacts {
  name: string | null;
  position: string | null;
  company: string | null;
}

export function fromProse(text: string): ProseFacts | null {
  return fromBio(text) ?? fromJoining(text) ?? fromIntro(text) ?? fromFirstNameIntro(text);
}

// An announcement: "Jane Doe joins as Senior Engineer", "Bob Smith, who joined us as Head of
// Sales last week", "Jane Doe has joined Acme as VP Marketing". The words between "join" and "as"
// name the employer when capitalised ("Acme", "the Acme team"); "us", "the team" name none.
const JOINER = String.raw`(?:${NAME}(?:,?\s+who)?\s+(?:(?:has|have|had|will|recently|just)\s+)*|\bwho\s+(?:(?:has|will|recently|just)\s+)*)`;
const JOINED = String.raw`(?:join(?:s|ed|ing)?|is\s+joining)\s+(?:(?:us|the\s+team|our\s+team|the\s+company|the\s+board)\s+|(?:the\s+)?${COMPANY}(?:\s+team)?\s+)?as\s+`;
// The title runs to the end of the clause: a punctuation mark, or a word that starts a time, a
// place or a further clause ("… as Head of Sales last week", "… as CTO and will lead …").
const TITLE = String.raw`(?:(?:a|an|the|our|its|their)\s+)?(?:new\s+)?([^.,;:!?()\n]{2,60}?)(?=\s*[.,;:!?()\n]|\s+(?:last|this|next|earlier|on|in|from|after|effective|starting|since|today|yesterday|where|who|to|and\s+(?:will|is|has|brings))\b|\s*$)`;
const JOINING = new RegExp(`(?:${JOINER})${JOINED}${TITLE}`, 'u');

function fromJoining(text: string): ProseFacts | null {
  const m = JOINING.exec(text.replace(/\s+/g, ' '));
  // A job word makes it a title: "joined us as a speaker" or "as a guest" names no job.
  const position = m?.[3]?.trim();
  if (!m || !position || !hasRoleWord(position)) return null;
  const company = m[2]?.replace(/[.,;]+$/, '').trim() || null;
  const name = m[1] ? trailingName(m[1]) : null;
  // "FYI, Bob Smith joined us as Head of Sales." above Jane's signature and address is news
  // about someone else: the text's own addresses are none of Bob's.
  if (name && !mayBeOwnAddress(name, findEmails(text), text)) return null;
  return { name, position, company };
}

/** The NAME group may have swallowed a leading "Meet"/"Welcome"; asName rejects those words, so
 * leading words are dropped until what is left is a name. */
function trailingName(group: string): string | null {
  const words = group.split(' ');
  let name: string | null = null;
  while (words.length >= 2 && !(name = asName(words.join(' ')))) words.shift();
  return name;
}

// "I'm Jane, VP Marketing at Acme": a first name alone is no name the card can take, but the
// title and the company are the person's.
const FIRST_NAME_INTRO = new RegExp(String.raw`(?:\bI'm|\bI’m|\bI am|\bthis is)\s+\p{Lu}[\p{L}'’-]+,\s+${ROLE}\s+(?:at|bei|chez)\s+${COMPANY}`, 'u');

function fromFirstNameIntro(text: string): ProseFacts | null {
  const m = FIRST_NAME_INTRO.exec(text.replace(/\s+/g, ' '));
  if (!m) return null;
  const position = m[1]!.replace(ARTICLE, '').trim();
  const company = m[2]!.split(/\.\s/)[0]!.replace(/[.,;]+$/, '').trim();
  return position && company ? { name: null, position, company } : null;
}

function fromIntro(text: string): ProseFacts | null {
  const m = INTRO.exec(text.replace(/\s+/g, ' '));
  const name = m ? leadingName(m[1]) : null;
  return name ? { name, position: m?.[2]?.trim() || null, company: null } : null;
}

/** The longest run of leading words that is a name ("Alex Kim" from "Alex Kim Berlin"). */
function leadingName(words: string): string | null {
  const parts = words.split(' ');
  for (let n = Math.min(parts.length, 4); n >= 2; n--) {
    const name = asName(parts.slice(0, n).join(' '));
    if (name) return name;
  }
  return null;
}

function fromBio(text: string): ProseFacts | null {
  const flat = text.replace(/\s+/g, ' ');
  const emails = findEmails(text);
  const attempts: [Pattern, string][] = [
    ...SENTENCE_PATTERNS.map((p): [Pattern, string] => [p, flat]),
    ...text.split('\n').flatMap((line) => LINE_PATTERNS.map((p): [Pattern, string] => [p, line])),
  ];
  for (const [pattern, subject] of attempts) {
    const m = pattern.re.exec(subject);
    if (!m) continue;
    const name = trailingName(m[1]);
    // "FYI, Bob Smith is the CTO at Initech." above Jane's signature and address is about
    // someone else, as news of someone joining is (fromJoining).
    if (!name || !mayBeOwnAddress(name, emails, text)) continue;
    const position = m[2].replace(ARTICLE, '').trim();
    const company = m[3].split(/\.\s/)[0].replace(/[.,;]+$/, '').trim();
    if (pattern.organisationOnly && !hasCompanyWord(company)) continue;
    if (position && company) return { name, position, company };
  }
  return null;
}
