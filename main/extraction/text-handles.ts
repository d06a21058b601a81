// A Twitter/X handle written in running text: "Find me on Twitter @janedoe", "I'm @janedoe on X",
// "Twitter/X: @janedoe" in the middle of a line. The handle is the person's profile only when the
// network's name is written right beside it: an @mention alone ("Thanks @bobsmith for the intro")
// names someone else, or nobody, and an email address holds an "@" too.

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

/** The Twitter/X handles the text names as such, without "@", in the order written. */
export function twitterHandlesIn(text: string): string[] {
  const found: { at: number; handle: string }[] = [];
  for (const re of [NETWORK_THEN_HANDLE, HANDLE_THEN_NETWORK]) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      if (!OURS_BEFORE.test(text.slice(Math.max(0, at - 30), at + m[0].indexOf('@')))) found.push({ at, handle: m[1]! });
    }
  }
  const handles = found.sort((a, b) => a.at - b.at).map((f) => f.handle);
  return handles.filter((h, i) => handles.findIndex((o) => o.toLowerCase() === h.toLowerCase()) === i);
}
