// First stage of free-text extraction: reject binary garbage, normalise characters and split
// into lines, dropping what is never contact data (sign-offs, "Sent from my iPhone", quoted
// replies, legal disclaimers).
import { findEmails } from './emails';
import { isFieldName } from './text-labels';

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
  // Turkish, Greek, Russian, Hebrew, Arabic
  'saygılarımla', 'saygılar', 'teşekkürler', 'εκτίμηση', 'φιλικά', 'ευχαριστώ', 'χαιρετισμούς', 'με',
  'уважением', 'с', 'спасибо', 'בברכה', 'תודה', 'רבה', 'בכבוד', 'רב', 'מראש',
  'مع', 'أطيب', 'التحيات', 'تحياتي', 'شكرا', 'شكراً', 'خالص', 'التحية', 'وتقبلوا', 'فائق', 'الاحترام', 'والتقدير',
]);
// Lines that are "and"-like glue on their own are not sign-offs.
const GLUE = new Set(['and', 'und', 'et', 'the', 'you', 'so', 'with', 'à', 'all', 'in', 'a', 'to', 'it', 'met', 'un', 'una', 'med', 's', 'very', 'have', 'toi', 'très', 'bis', 'tag', 'day', 'week', 'good', 'nice', 'great', 'later', 'soon', 'forward', 'looking', 'с', 'με', 'مع']);
// "Viele Grüße aus München", "Greetings from sunny Lisbon", "Saludos desde Madrid": a sign-off
// may end with where it was written.
const FROM_PLACE = /\s+(?:aus|from|de|depuis|desde|da|dalla|dal|uit|vanuit|från|fra|z|ze)\s+[\p{L} .'’-]{2,40}$/u;
// The words that make a line a greeting rather than glue before a place: "Grüße aus …".
const GREETING_WORDS = new Set(['regards', 'greetings', 'wishes', 'cheers', 'grüße', 'grüsse', 'gruß', 'gruss', 'grüßen', 'grüssen', 'salutations', 'saludos', 'saluti', 'groeten', 'groet', 'hälsningar', 'hilsen', 'pozdrowienia', 'abraços', 'cumprimentos']);

const DROP_LINE = [
  /^sent from my\b/i, /^envoyé de mon\b/i, /^von meinem .* gesendet/i, /^get outlook for\b/i,
  /^sent via\b/i, /^gesendet von\b/i,
  // Mail headers of a pasted or forwarded message: they name the recipients, not the sender.
  /^\*?(?:to|cc|bcc|an|à|subject|betreff|objet|sent|gesendet|envoyé|date|datum)\s*:/i,
  /\b(confidential|intended recipient|vertraulich|confidentiel|please consider the environment)\b/i,
  // What a profile page pasted from Slack or LinkedIn shows around the person's details.
  /^(?:local time|view (?:full )?profile|contact info|\d[\d,.]*\+? (?:connections|followers|mutual connections?))$/i,
];

// Where an earlier message starts in a pasted thread: a separator line, a (possibly wrapped) "On
// … wrote:" line, or a mail header block (below).
const MESSAGE_SEPARATOR =
  /^(?:-{2,}\s*(?:original message|forwarded message|ursprüngliche nachricht|weitergeleitete nachricht|message d'origine|message transféré|mensaje original|messaggio originale|oorspronkelijk bericht)\s*-{2,}|begin forwarded message:|début du message réexpédié :?)$/i;
const WROTE = [
  /^on .{4,300} wrote:$/i, /^am .{4,300} schrieb .{1,120}:$/i, /^le .{4,300} a écrit\s?:$/i,
  /^el .{4,300} escribió:$/i, /^il .{4,300} ha scritto:$/i, /^op .{4,300} schreef .{1,120}:$/i,
];
const WROTE_OPENER = /^(?:on|am|le|el|il|op)\s/i;
// A header block as Outlook and Gmail write it above a reply or forward: "From: …" (De :, Von:)
// followed by "Sent:"/"Date:"/"To:"/"Subject:" lines (Envoyé :, À :, Objet : / Gesendet:, An:,
// Betreff: / …). "Sender:" on its own is a label, not a header block.
const HEADER_FROM = /^\*?(?:from|von|de|da|van|expéditeur|absender)\s*:\*?\s*\S/i;
const HEADER_FIELD =
  /^\*?(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|envoyé|à|objet|inviato|oggetto|a|enviado|para|asunto|verzonden|aan|onderwerp)\s*:/i;

/** The number of lines (1–3) making up the separator that starts at lines[i], or 0. */
function separatorAt(lines: (string | null)[], i: number): number {
  const line = lines[i] ?? '';
  if (MESSAGE_SEPARATOR.test(line) || WROTE.some((r) => r.test(line))) return 1;
  // Mail clients wrap a long "On Tue, Mar 12, 2024 at 9:41 AM Dana Whitfield <" + "dana@…> wrote:".
  if (WROTE_OPENER.test(line)) {
    let joined = line;
    for (let j = 1; j <= 2 && lines[i + j]; j++) {
      joined += ` ${lines[i + j]}`;
      if (joined.length > 400) break;
      if (WROTE.some((r) => r.test(joined))) return j + 1;
    }
  }
  return 0;
}

/** Quotes within quotes read as threads of their own, this deep. */
const MAX_QUOTE_DEPTH = 4;

// "To: Jane Doe <jane@acme.com>, Bob Smith <bob@initech.com>": recipients, with addresses.
const RECIPIENTS = /^\*?(?:to|cc|bcc|an|à)\s*:\*?\s*(.*@.*)$/i;

/**
 * A To or Cc line pasted on its own (or with its Cc line) is the list of people the user wants
 * cards for: its label goes and its addresses stay. Within a mail header block (a From:,
 * Subject: or Sent: line beside it) it names a message's recipients, and is dropped as before.
 */
function recipientListsAlone(lines: (string | null)[]): (string | null)[] {
  const out = [...lines];
  const headerish = (line: string | null) => !!line && (HEADER_FROM.test(line) || HEADER_FIELD.test(line) || RECIPIENTS.test(line));
  for (let i = 0; i < lines.length; ) {
    if (!headerish(lines[i]!)) {
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && headerish(lines[end]!)) end++;
    const run = lines.slice(i, end) as string[];
    if (run.every((line) => RECIPIENTS.test(line))) for (let j = i; j < end; j++) out[j] = RECIPIENTS.exec(lines[j]!)![1]!.trim();
    i = end;
  }
  return out;
}

/** Whether lines[i] opens a header block: a "From:" line with header fields right below. */
function headerAt(lines: (string | null)[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i] ?? '')) return false;
  for (let j = i + 1; j < lines.length && j <= i + 3; j++) if (HEADER_FIELD.test(lines[j] ?? '')) return true;
  return false;
}

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

/** A message's paragraphs (runs of non-empty lines separated by blank lines) of trimmed lines. */
export type Paragraphs = string[][];

/** Cleans the text into messages, newest first, each read as one or more lists of paragraphs,
 * the likeliest signature first. A pasted thread is cut into its messages at "On … wrote:"
 * lines, "----- Original Message -----"-style separators and the From:/Sent:/To: header blocks
 * of Outlook and Gmail; messages with nothing left are not returned. Within a message, when it
 * contains a sign-off ("Best regards", "--"), what follows the last sign-off is read first: that
 * is the signature, while the body above it tends to mention other people and companies. When
 * that part names nobody — a footer or a disclaimer below a rule ("____", "--"), or only a first
 * name ("Best,\nJane") under details written in the body — what follows the sign-off before it
 * is next, and the whole message last. A message that opens with a header block keeps its
 * "From:" line with the signature: it names the signer. */
export function cleanMessages(text: string): Paragraphs[][] {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g, ' ')
    // Emoji ("Jane Doe 👋", "📞 Phone: …") with their skin tones, flags and variation selectors:
    // decoration that would keep a line from being read as a name or a label. ©, ® and ™ are
    // pictographic too, but text: "© 2024 Acme" must not turn into a postal code and city.
    .replace(/(?![©®™])\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\uFE0E\uFE0F\u20E3]/gu, ' ')
    // A two-column paste of a form ("Company name⇥Initech"): each field's name is its label.
    .replace(/^([^\t\n:]{1,30})\t+(?=\S)/gm, (whole, name: string) => (isFieldName(name) ? `${name.trim()}: ` : whole))
    .replace(/\t/g, ' ');
  return threadMessages(normalised.split('\n'), 0);
}

const quoted = (l: string) => /^\s*>/.test(l);

/** Cuts raw lines into messages. Quoted lines ("> …") are someone else's words and are dropped —
 * unless all of a message is quoted (a paste that is only a quote, or the reply below "On …
 * wrote:"), in which case the quote markers are what is dropped, and the quote is a thread of
 * its own. */
function threadMessages(rawLines: string[], depth: number): Paragraphs[][] {
  const messages: Paragraphs[][] = [];
  let message = new Message();
  let start = 0;
  const close = (end: number) => {
    const own = rawLines.slice(start, end);
    if (depth < MAX_QUOTE_DEPTH && own.some((l) => l.trim()) && own.every((l) => !l.trim() || quoted(l))) {
      // One level of markers at a time, so that a quote's own quotes stay apart; all of them at
      // the last level.
      const marker = depth + 1 < MAX_QUOTE_DEPTH ? /^\s*>/ : /^(?:\s*>)+/;
      messages.push(...threadMessages(own.map((l) => l.replace(marker, '')), depth + 1));
    } else {
      messages.push(message.readings());
    }
  };
  const lines = recipientListsAlone(rawLines.map((raw) => (quoted(raw) ? null : raw.replace(/\s+/g, ' ').trim())));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === null) continue;
    const separator = separatorAt(lines, i);
    const header = !separator && headerAt(lines, i);
    if (separator || header) {
      close(i);
      message = new Message();
      start = i + (separator || 0);
      if (separator) {
        // "On Mon, Mar 4, 2024 Jane Doe <jane@acme.com> wrote:": the message below is Jane's, and
        // her address is with it, as a "From:" line is.
        const said = lines.slice(i, i + separator).join(' ');
        const from = WROTE.some((r) => r.test(said)) ? findEmails(said) : [];
        if (from.length === 1) message.sender = from[0]!;
        i += separator - 1;
        continue;
      }
      message.sender = line;
    }
    message.add(line);
  }
  close(lines.length);
  return messages.filter((m) => m.length > 0);
}

/** One message of a thread, read line by line. */
class Message {
  /** The "From:" line of the header block the message opens with, or the address in the "On …
   * wrote:" line above it: read with each of its readings. */
  sender: string | null = null;
  private readonly all: string[][] = [[]];
  /** Indexes of the first paragraph after each sign-off. */
  private readonly signOffs: number[] = [];

  add(line: string): void {
    if (!line) {
      this.newParagraph();
      return;
    }
    if (DROP_LINE.some((r) => r.test(line))) return;
    if (isSignOff(line)) {
      this.newParagraph();
      this.signOffs.push(this.all.length - 1);
      return;
    }
    this.all[this.all.length - 1].push(line);
  }

  /** What follows each sign-off that has anything after it, the last one first ("Best,\nJane
   * Doe\n…\n____" reads Jane's signature first), then the whole message; none when the message
   * is empty. A trailing "Thanks!" with nothing after it: the whole text is all there is. */
  readings(): Paragraphs[] {
    const nonEmpty = (ps: Paragraphs) => ps.filter((p) => p.length > 0);
    const readings: Paragraphs[] = [];
    for (let k = this.signOffs.length - 1; k >= 0; k--) {
      const signature = nonEmpty(this.all.slice(this.signOffs[k]));
      if (!signature.length || (readings.length && signature.length === readings[readings.length - 1]!.length)) continue;
      readings.push(signature);
    }
    const whole = nonEmpty(this.all);
    if (whole.length && whole.length !== readings[readings.length - 1]?.length) readings.push(whole);
    const from = this.sender;
    if (from) for (const reading of readings) if (!reading.some((p) => p.includes(from))) reading[0] = [from, ...reading[0]!];
    return readings;
  }

  private newParagraph(): void {
    if (this.all[this.all.length - 1].length) this.all.push([]);
  }
}
