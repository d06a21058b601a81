// Telling running text from a signature line. A mail body names people, titles and companies in
// passing ("Our CTO will join the call on Friday.", "Please loop in Peter Jones from Globex Ltd on
// this."): such a line is no job title and no company line, whatever words it holds. Signature
// lines are short noun phrases; sentences have a verb, open with a pronoun or a greeting, or end
// like a sentence.

// Lines opening a message rather than describing its sender.
const GREETING = /^(?:hi|hello|hey|dear|hallo|liebe|lieber|sehr geehrte|bonjour|salut|chère|cher|hola|ciao|buongiorno)\b/i;

// Words that open a sentence but never a title or a company name: pronouns, possessives and the
// usual imperative openers, in English, German and French.
const OPENERS = new Set([
  'i', "i'm", "i'll", "i've", "i'd", 'we', "we're", "we'll", "we've", 'our', 'my', 'you', 'your',
  "you're", 'he', 'she', 'they', "they're", 'it', "it's", 'this', 'that', 'these', 'there', "there's",
  'please', "let's", 'thanks', 'thank', 'just', 'also', 'as', 'if', 'when', 'sorry', 'looking',
  'ich', 'wir', 'unser', 'unsere', 'unseren', 'mein', 'meine', 'sie', 'er', 'es', 'bitte', 'anbei', 'danke',
  'je', "j'ai", 'nous', 'notre', 'nos', 'vous', 'votre', 'merci', "c'est", 'veuillez', 'ci-joint',
]);

// Lowercase verb forms that a title or company line does not contain: auxiliaries, modals and
// contractions ("is", "will", "can't", "ist", "wird", "est", "sera").
const VERBS = new Set([
  'is', 'are', 'was', 'were', 'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might',
  'must', 'have', 'has', 'had', 'does', 'did', 'be', 'been', "isn't", "aren't", "won't",
  "can't", "don't", "doesn't", "didn't", "couldn't", "wouldn't", "shouldn't", "haven't", "hasn't",
  'ist', 'sind', 'war', 'waren', 'wird', 'werden', 'wurde', 'hat', 'haben', 'hatte', 'kann', 'können',
  'möchte', 'möchten', 'würde', 'sollte',
  'est', 'sont', 'sera', 'seront', 'était', 'suis', 'sommes', 'êtes', 'avons', 'avez', 'ont', 'peut',
  'peux', 'pouvez', 'vais', 'allons',
]);

// A word ending a sentence, not an abbreviation: lowercase, three letters or more ("this.",
// "today."), and not a short form such as "approx." or "incl.".
const ABBREVIATIONS = new Set(['etc', 'inc', 'ltd', 'corp', 'approx', 'incl', 'excl', 'dept', 'str', 'tel', 'mob', 'ext', 'bzw', 'usw', 'ggf', 'resp', 'env']);
const endsSentence = (word: string) => {
  const m = /^(\p{Ll}{3,})\.$/u.exec(word);
  return Boolean(m && !ABBREVIATIONS.has(m[1]));
};

/** True when the line reads as running text rather than a name, title or company line. */
export function isSentence(line: string): boolean {
  const text = line.trim();
  if (GREETING.test(text)) return true;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 3) return false;
  const bare = words.map((w) => w.replace(/^[("'“‘]+|[)"'”’,;:.!?]+$/g, '').replace(/’/g, "'"));
  // Compared as written in lower or title case: "IT Manager" is no "it".
  const first = bare[0].toLowerCase();
  if (OPENERS.has(first) && (bare[0] === 'I' || bare[0] !== bare[0].toUpperCase())) return true;
  if (/[!?]["”)]?$/.test(text)) return true;
  if (bare.some((w) => VERBS.has(w))) return true;
  // "Loved the demo. Our head of sales …": a sentence ends inside the line.
  if (words.slice(0, -1).some((w, i) => endsSentence(w) && /^\p{Lu}/u.test(words[i + 1]))) return true;
  // "… from Globex Ltd on this.": ends on a plain lowercase word and a full stop.
  return words.length >= 4 && endsSentence(words[words.length - 1]);
}
