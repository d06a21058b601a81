// Blocks separated by rules ("---", "___", "***", "• • •"): an email's participants' signatures
// pasted one after another, a "meet the team" page, an attendee list. Read on its own, a rule is
// a sign-off and only what follows the last one would be read (text-clean), so everyone but the
// last person would be lost. When at least two of the blocks each name someone who can be
// reached (email, phone or address), each block is read on its own instead.
//
// A pasted thread is left to the thread reader: its blocks are messages, and the signatures in
// the quoted ones are the same people again or the people written to, not people to add.
import { isCompanyFooter } from './text-company-footer';
import type { ExtractedContact } from './types';

/** A line that is only a rule: three or more of the same dash, underscore, equals sign, star,
 * tilde or bullet (spaces between them allowed), or the "--" that opens a signature. */
const RULE = /^\s*(?:([-_=*~•·—–])(?:\s*\1){2,}|--)\s*$/;

const reachable = (c: ExtractedContact) => Boolean(c.name && (c.emails.length || c.phones.length || c.address));

/** The people of each block, or null when the text is not several people between rules. */
export function peopleBetweenRules(
  text: string,
  read: (block: string) => ExtractedContact[],
  isThread: (text: string) => boolean,
): ExtractedContact[] | null {
  const lines = text.split(/\r\n?|\n/);
  if (!lines.some((l) => RULE.test(l))) return null;
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (RULE.test(line)) blocks.push([]);
    else blocks[blocks.length - 1].push(line);
  }
  const texts = blocks.map((b) => b.join('\n')).filter((b) => b.trim());
  if (texts.length < 2 || isThread(text)) return null;
  const found = texts.map(read);
  if (found.filter((people) => people.some(reachable)).length < 2) return null;
  // A heading block ("Our speakers") or a company footer with nobody in it is not a person.
  return found.flat().filter((c) => (c.name || c.emails.length || c.phones.length) && !isCompanyFooter(c));
}
