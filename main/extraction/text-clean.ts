// First stage of free-text extraction: reject binary garbage, normalise characters and split
// into lines, dropping what is never contact data (sign-offs, "Sent from my iPhone", quoted
// replies, legal disclaimers).

/** Share of control / replacement characters above which the input is treated as binary. */
const BINARY_RATIO = 0.05;

export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  const bad = sample.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g)?.length ?? 0;
  return sample.length > 0 && bad / sample.length > BINARY_RATIO;
}

// Sign-off lines are made only of these words, e.g. "Best regards", "Thanks & regards", "Thanks
// in advance", "Kind regards / Mit freundlichen Grüßen", "Bien cordialement", "Met vriendelijke
// groet", "Un saluto" — in English, German, French, Dutch, Spanish, Italian, Portuguese and a few
// more languages whose signatures the wizard sees.
const SIGN_OFF_WORDS = new Set([
  // English
  'best', 'kind', 'kindest', 'warm', 'warmest', 'warmly', 'many', 'regards', 'rgds', 'thanks', 'thank',
  'you', 'and', 'with', 'cheers', 'sincerely', 'yours', 'truly', 'faithfully', 'cordially',
  'wishes', 'all', 'the', 'again', 'so', 'much', 'talk', 'speak', 'chat', 'soon', 'later', 'take',
  'care', 'br', 'thx', 'tks', 'ty', 'respectfully', 'greetings', 'in', 'advance', 'a', 'lot',
  'looking', 'forward', 'to', 'it', 'very', 'have', 'great', 'good', 'nice', 'day', 'week',
  'weekend', 'love', 'hugs',
  // German
  'mit', 'freundlichen', 'grüßen', 'grüssen', 'freundliche', 'grüße', 'grüsse', 'viele', 'beste',
  'besten', 'liebe', 'herzliche', 'herzlichen', 'herzlich', 'gruß', 'gruss', 'mfg', 'lg', 'vg',
  'danke', 'vielen', 'dank', 'und', 'schöne', 'schönen', 'tag', 'bis', 'bald', 'tschüss',
  // French
  'cordialement', 'bien', 'à', 'vous', 'salutations', 'meilleures', 'sincères', 'amicalement',
  'bonne', 'journée', 'merci', 'beaucoup', 'et', 'bientôt', 'toi', 'très',
  // Dutch
  'met', 'vriendelijke', 'groet', 'groeten', 'hartelijke', 'hartelijk', 'bedankt', 'alvast',
  // Spanish, Italian, Portuguese
  'saludos', 'saludo', 'un', 'una', 'cordiales', 'atentamente', 'gracias', 'muchas', 'abrazo',
  'abrazos', 'saluto', 'saluti', 'cordiali', 'distinti', 'grazie', 'mille', 'buona', 'giornata',
  'abraços', 'abraço', 'atenciosamente', 'cumprimentos', 'obrigado', 'obrigada', 'att', 'atte',
  // Nordic, Polish, Czech
  'hälsningar', 'vänliga', 'vänlig', 'hälsning', 'med', 'venlig', 'hilsen', 'venlige', 'hilsner',
  'ystävällisin', 'terveisin', 'pozdrawiam', 'serdecznie', 'pozdravem', 's',
]);
// Lines that are "and"-like glue on their own are not sign-offs.
const GLUE = new Set(['and', 'und', 'et', 'the', 'you', 'so', 'with', 'à', 'all', 'in', 'a', 'to', 'it', 'met', 'un', 'una', 'med', 's', 'very', 'have', 'toi', 'très', 'bis', 'tag', 'day', 'week', 'good', 'nice', 'great', 'later', 'soon', 'forward', 'looking']);
// "Viele Grüße aus München", "Greetings from sunny Lisbon", "Saludos desde Madrid": a sign-off
// may end with where it was written.
const FROM_PLACE = /\s+(?:aus|from|de|depuis|desde|da|dalla|dal|uit|vanuit|från|fra|z|ze)\s+[\p{L} .'’-]{2,40}$/u;
// The words that make a line a greeting rather than glue before a place: "Grüße aus …".
const GREETING_WORDS = new Set(['regards', 'greetings', 'wishes', 'cheers', 'grüße', 'grüsse', 'gruß', 'gruss', 'grüßen', 'grüssen', 'salutations', 'saludos', 'saluti', 'groeten', 'groet', 'hälsningar', 'hilsen', 'pozdrowienia', 'abraços', 'cumprimentos']);

const DROP_LINE = [
  /^sent from my\b/i, /^envoyé de mon\b/i, /^von meinem .* gesendet/i, /^get outlook for\b/i,
  /^sent via\b/i, /^gesendet von\b/i,
  // Mail headers of a pasted or forwarded message: they name the recipients, not the sender.
  /^(?:to|cc|bcc|an|à|subject|betreff|objet|sent|gesendet|envoyé|date|datum)\s*:/i,
  /\b(confidential|intended recipient|vertraulich|confidentiel|please consider the environment)\b/i,
];
// Start of a quoted reply: everything from here on belongs to other people.
const REPLY_START = [
  /^-{2,}\s*original message\s*-{2,}$/i, /^on .{4,120} wrote:$/i, /^am .{4,120} schrieb .{1,120}:$/i,
  /^le .{4,120} a écrit\s?:$/i, /^-{2,}\s*(ursprüngliche nachricht|message d'origine)\s*-{2,}$/i,
];

export function isSignOff(line: string): boolean {
  const t = line.trim();
  if (/^[-_]{2,}\s*$/.test(t)) return true;
  const words = signOffWords(t);
  if (isSignOffWords(words)) return true;
  // "Viele Grüße aus München": the place after a greeting word is not a name.
  const bare = t.replace(/[,.!:;]+$/, '');
  const beforePlace = FROM_PLACE.exec(bare);
  if (!beforePlace) return false;
  const greeting = signOffWords(bare.slice(0, beforePlace.index));
  return greeting.some((w) => GREETING_WORDS.has(w)) && isSignOffWords(greeting);
}

function signOffWords(line: string): string[] {
  return line.toLowerCase().replace(/[,.!:;]+$/, '').split(/[\s,/&+!.]+/).filter(Boolean);
}

function isSignOffWords(words: string[]): boolean {
  return words.length > 0 && words.length <= 7 && words.every((w) => SIGN_OFF_WORDS.has(w)) && !words.every((w) => GLUE.has(w));
}

/** Cleans the text into paragraphs (runs of non-empty lines separated by blank lines) of trimmed
 * lines. When the text contains a sign-off ("Best regards", "--"), only what follows the last
 * sign-off is kept: that is the signature, while the body above it tends to mention other people
 * and companies. */
export function cleanParagraphs(text: string): string[][] {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g, ' ')
    // Emoji ("Jane Doe 👋", "📞 Phone: …") with their skin tones, flags and variation selectors:
    // decoration that would keep a line from being read as a name or a label. ©, ® and ™ are
    // pictographic too, but text: "© 2024 Acme" must not turn into a postal code and city.
    .replace(/(?![©®™])\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\uFE0E\uFE0F\u20E3]/gu, ' ')
    .replace(/\t/g, ' ');
  const paragraphs: string[][] = [[]];
  let signatureStart = 0; // index of the first paragraph after the last sign-off
  const newParagraph = () => {
    if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
  };
  const rawLines = normalised.split('\n');
  // Quoted lines ("> …") are someone else's words and are dropped — unless everything pasted is
  // quoted, in which case the quote markers are what is dropped.
  const quoted = (l: string) => /^\s*>/.test(l);
  const allQuoted = rawLines.every((l) => !l.trim() || quoted(l));
  for (const raw of rawLines) {
    if (!allQuoted && quoted(raw)) continue;
    const line = raw.replace(/^(?:\s*>)+/, '').replace(/\s+/g, ' ').trim();
    if (REPLY_START.some((r) => r.test(line))) break;
    if (!line) {
      newParagraph();
      continue;
    }
    if (DROP_LINE.some((r) => r.test(line))) continue;
    if (isSignOff(line)) {
      newParagraph();
      signatureStart = paragraphs.length - 1;
      continue;
    }
    paragraphs[paragraphs.length - 1].push(line);
  }
  const all = paragraphs.filter((p) => p.length > 0);
  const signature = paragraphs.slice(signatureStart).filter((p) => p.length > 0);
  // A trailing "Thanks!" with nothing after it: the whole text is all there is.
  return signature.length ? signature : all;
}
