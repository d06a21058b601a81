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

// Whole-line sign-offs in English, German and French (compared case-insensitively after
// trailing punctuation is removed).
const SIGN_OFFS = new Set([
  '--', '---', '__', 'best', 'regards', 'best regards', 'kind regards', 'warm regards',
  'warmest regards', 'many thanks', 'thanks', 'thank you', 'thanks again', 'thanks so much',
  'cheers', 'sincerely', 'yours sincerely', 'sincerely yours', 'yours truly', 'yours', 'best wishes',
  'all the best', 'talk soon', 'take care', 'with best regards', 'with kind regards', 'br',
  'mit freundlichen grüßen', 'mit freundlichen grüssen', 'freundliche grüße', 'freundliche grüsse',
  'viele grüße', 'viele grüsse', 'beste grüße', 'beste grüsse', 'liebe grüße', 'liebe grüsse',
  'herzliche grüße', 'gruß', 'grüße', 'mfg', 'lg', 'vg', 'danke', 'vielen dank',
  'cordialement', 'bien cordialement', 'bien à vous', 'salutations', 'meilleures salutations',
  'sincères salutations', 'amicalement', 'bonne journée', 'merci', 'merci beaucoup', 'bien amicalement',
]);

const DROP_LINE = [
  /^sent from my\b/i, /^envoyé de mon\b/i, /^von meinem .* gesendet/i, /^get outlook for\b/i,
  /^sent via\b/i, /^gesendet von\b/i,
  /\b(confidential|intended recipient|vertraulich|confidentiel|please consider the environment)\b/i,
];

// Start of a quoted reply: everything from here on belongs to other people.
const REPLY_START = [
  /^-{2,}\s*original message\s*-{2,}$/i, /^on .{4,120} wrote:$/i, /^am .{4,120} schrieb .{1,120}:$/i,
  /^le .{4,120} a écrit\s?:$/i, /^-{2,}\s*(ursprüngliche nachricht|message d'origine)\s*-{2,}$/i,
];

export function isSignOff(line: string): boolean {
  const key = line.toLowerCase().replace(/[\s,.!:;]+$/, '').replace(/\s+/g, ' ').trim();
  return SIGN_OFFS.has(key) || /^-{2,}\s*$/.test(line.trim()) || /^_{2,}$/.test(line.trim());
}

/** Cleans the text into trimmed, non-empty lines. When the text contains a sign-off ("Best
 * regards", "--"), only what follows the last sign-off is kept: that is the signature, while the
 * body above it tends to mention other people and companies. */
export function cleanLines(text: string): string[] {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/g, ' ')
    .replace(/\t/g, ' ');
  const lines: string[] = [];
  let afterSignOff: string[] | null = null;
  for (const raw of normalised.split('\n')) {
    const line = raw.replace(/^(?:\s*>)+/, '').replace(/\s+/g, ' ').trim();
    if (REPLY_START.some((r) => r.test(line))) break;
    if (!line || DROP_LINE.some((r) => r.test(line))) continue;
    if (isSignOff(line)) {
      afterSignOff = [];
      continue;
    }
    lines.push(line);
    afterSignOff?.push(line);
  }
  return afterSignOff && afterSignOff.length > 0 ? afterSignOff : lines;
}
