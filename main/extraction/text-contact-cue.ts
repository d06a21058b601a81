// A phrase inviting the reader to get in touch: "Call us at 1-800-555-0199", "Text me at (415)
// 555-0100", "Reach me at …", "Book a call: calendly.com/…", "WhatsApp me +44 …", "Email me at
// jane@…". The number, address or link after it is read where it stands; the phrase left once it
// is gone is no company, title or name.

// The ways of getting in touch a phrase starts with ("call me", "text or call", "Call/Text").
const CONTACT_VERBS = [
  'call', 'phone', 'ring', 'dial', 'text', 'sms', 'message', 'ping', 'reach', 'contact', 'email',
  'e-mail', 'mail', 'write', 'whatsapp', 'signal', 'telegram', 'dm', 'fax', 'find', 'follow',
  'connect with', 'talk to', 'speak to', 'chat with', 'get in touch with',
];
// Verbs that are the whole cue written alone before the number ("Call (415) …", "Text or call
// 555 …"); the others need "me"/"us" or "at" after them ("Signal" or "Ring" alone is a company).
const CUE_ALONE = ['call', 'text', 'dial', 'sms', 'whatsapp'];
// Whole phrases asking for a meeting or a call: "Book a call", "Schedule a meeting", "Give me a
// ring", "Drop us a line", "Grab time with me", "Let's talk".
const INVITATIONS = [
  'book a call', 'book a meeting', 'book a demo', 'book a chat', 'book time', 'book a time',
  'schedule a call', 'schedule a meeting', 'schedule a demo', 'schedule a chat', 'schedule time',
  'grab time', 'grab a slot', 'pick a time', 'give me a call', 'give us a call', 'give me a ring',
  'give us a ring', 'drop me a line', 'drop us a line', "let's talk", 'let’s talk', "let's chat",
  'let’s chat', "let's connect", 'let’s connect',
];

const alt = (ws: string[]) => ws.map((w) => w.replace(/[-\s]+/g, '[\\s-]+')).join('|');
const VERB = `(?:${alt(CONTACT_VERBS)})`;
const VERBS = String.raw`${VERB}(?:\s*(?:\/|or|and|&)\s*${VERB})*`;
const ALONE = String.raw`(?:${alt(CUE_ALONE)})(?:\s*(?:\/|or|and|&)\s*(?:${alt(CUE_ALONE)}))*`;
const WHOM = String.raw`(?:\s+(?:me|us))`;
const WHEN = String.raw`(?:\s+(?:directly|anytime|any\s+time|today|now|24\/7|toll[\s-]free))`;
// "Reach me on (415) 555-0100 or jane@…": the "or" between what was read is left with the phrase.
const HOW = String.raw`(?:\s+(?:at|on|via|by|through|with\s+me|with\s+us)(?:\s+(?:or|and))?)`;
const POLITE = String.raw`(?:(?:please|feel\s+free\s+to|you\s+can|or)\s+)*`;
const CUE = new RegExp(
  String.raw`^${POLITE}(?:${VERBS}${WHOM}${WHEN}?${HOW}?|${VERBS}${WHEN}?${HOW}|${ALONE}|(?:${alt(INVITATIONS)})${WHOM}?${HOW}?)\s*[:：.–—-]?$`,
  'iu',
);

/** Whether the segment is only a phrase inviting contact ("Call us at", "Book a call"). */
export function isContactCue(segment: string): boolean {
  return CUE.test(segment.trim());
}

/** What is left of a line, its segments (between " | " or dashes) that are only such phrases left
 * out, the others joined as written ("Acme Inc. – call us at" → "Acme Inc."). */
export function withoutContactCues(rest: string): string {
  const pieces = rest.split(/(\s+[|•·–—-]\s+)/);
  let out = '';
  for (let i = 0; i < pieces.length; i += 2) {
    if (isContactCue(pieces[i]!)) continue;
    out += (out ? (pieces[i - 1] ?? '') : '') + pieces[i];
  }
  return out;
}
