// An email's recipient. A contact's address follows the service's loose rule (common.ts) so that
// a contact holding an unusual one can still be edited; the address an email goes to must also
// be one address in the mail header: "a@b.com,x" would be a list there, "<a@b.com>" or
// "Jane <a@b.com>" a display name, "(…)" a comment. Non-ASCII (jörg@müller.de) and the other
// characters RFC 5322 allows in an address (& % + ' …) stay allowed, as the service takes them.
import { z } from 'zod';
import { emailAddress } from './common';
import { limits } from './limits';

/** What makes a header hold more than one address, a name or a comment: , ; < > ( ) [ ] : " \ and whitespace. */
const HEADER_SPECIALS = /[,;<>()[\]:"\\]|\s/u;

/** Why `value` (trimmed) cannot be an email's recipient, in the user's words; null when it can. */
export function recipientProblem(value: string): string | null {
  const special = HEADER_SPECIALS.exec(value)?.[0];
  if (special) {
    const shown = /\s/u.test(special) ? 'a space' : `“${special}”`;
    return `Type one email address only, like jane@example.com: ${shown} cannot be part of it.`;
  }
  if (value.length > limits.email) return `At most ${limits.email} characters`;
  return emailAddress.safeParse(value).success ? null : 'Not a valid email address';
}

/** One recipient, as the app keeps it: trimmed and lower-cased, like a contact's address. */
export const emailRecipient = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = recipientProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
