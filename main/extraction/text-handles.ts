// A Twitter/X handle written in running text: "Find me on Twitter @janedoe", "I'm @janedoe on X",
// "Twitter/X: @janedoe" in the middle of a line. The handle is the person's profile only when the
// network's name is written right beside it: an @mention alone ("Thanks @bobsmith for the intro")
// names someone else, or nobody, and an email address holds an "@" too. In a sentence, it must
// also be the writer's own ("I'm @janedoe on X", not "You should follow @bobsmith on Twitter").
import { isSentence } from './text-sentence';

/** A handle as Twitter allows it: 1–15 letters, digits or underscores, not inside an email
 * address ("jane@acme.com") or before a domain ("@acme.com"). */
const HANDLE = String.raw`(?<![\p{L}\p{N}_.@])@([A-Za-z0-9_]{1,15})(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])`;

/** The network's name. "X" is a common letter, so it counts only as "on X", "X:", "X (Twitter)"
 * or "Twitter/X", written with its capital. */
const NETWORK = String.raw`(?:\b(?:[Tt]witter|TWITTER)(?:\s*\/\s*X)?\b|\bX\s*\((?:formerly\s+)?[Tt]witter\)|\bX(?=\s*[:：])|(?<=\b[Oo]n\s)X\b)`;

// "Twitter @janedoe", "on X: @janedoe", "my Twitter handle is @janedoe".
const NETWORK_THEN_HANDLE = new RegExp(String.raw`${NETWORK}(?:\s+(?:handle|account))?\s*(?:[:：–—-]|\s+is|\s+at)?\s*${HANDLE}`, 'gu');
// "@janedoe on Twitter", "I'm @janedoe on X".
const HANDLE_THEN_NETWORK = new RegExp(String.raw`${HANDLE}\s+(?:on|auf|sur)\s+${NETWORK}`, 'gu');

// "Follow us on Twitter @acmehq": the company's account, not the person's.
const OURS_BEFORE = /\b(?:us|our)\b[^@\n]{0,20}$/i;

/** The Twitter/X handles the text names as such, without "@", in the order written, with where
 * each "@" is written. */
function handlesWritten(text: string): { at: number; handle: string }[] {
  const found: { start: number; at: number; handle: string }[] = [];
  for (const re of [NETWORK_THEN_HANDLE, HANDLE_THEN_NETWORK]) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const at = start + m[0].indexOf('@');
      if (!OURS_BEFORE.test(text.slice(Math.max(0, start - 30), at))) found.push({ start, at, handle: m[1]! });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found.filter((f, i) => found.findIndex((o) => o.handle.toLowerCase() === f.handle.toLowerCase()) === i);
}

// "I'm @janedoe on X", "Find me on Twitter @janedoe", "My Twitter handle is @jane_doe": the
// writer's own account, claimed in the words right before it, in the same clause.
const CLAIMED_BEFORE = /(?:\bI['’]m|\bI\s+am|\bme|\bmy|\bich\s+bin|\bmich|\bmein|\bje\s+suis|\bmoi|\bmon)(?:\s+[^\s.!?,;]+){0,4}\s*[:–—-]?\s*$/i;

/** Whether the writer claims the handle written at `at` as theirs, or it is made of a word of the
 * name ("@janedoe", "@jdoe_builds" of Jane Doe). "You should follow @bobsmith on Twitter" names
 * someone else's. */
function claimed(text: string, at: number, handle: string, name: string | null): boolean {
  const clause = text.slice(Math.max(0, at - 60), at).split(/[.!?;\n]/).pop()!;
  if (CLAIMED_BEFORE.test(clause)) return true;
  const words = (name ?? '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^a-z]+/).filter((w) => w.length >= 3);
  return words.some((w) => handle.toLowerCase().includes(w));
}

/** The handles of the text that are the named person's, the writer's: in a sentence, or anywhere
 * in a mail's body (`inBody`: it names other people), only those the writer claims; on a
 * signature's line ("Twitter @janedoe"), all. */
export function ownTwitterHandlesIn(text: string, name: string | null, inBody = false): string[] {
  return handlesWritten(text)
    .filter(({ at, handle }) => {
      const end = text.indexOf('\n', at);
      const line = text.slice(text.lastIndexOf('\n', at) + 1, end < 0 ? undefined : end);
      return (!inBody && !isSentence(line)) || claimed(text, at, handle, name);
    })
    .map((f) => f.handle);
}
