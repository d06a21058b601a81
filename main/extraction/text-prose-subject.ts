// Whether a sentence about a person ("Bob Smith is the CTO at Initech", "Bob Smith joined us as
// Head of Sales") is about the person whose card the text makes. A mail body names other people
// above its sender's signature ("FYI, Bob Smith is the CTO at Initech." … "Jane Doe",
// "jane.doe@acme.com"): the text's address tells whose the card is.
import { isRoleMailbox } from './text-name';

const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const localPart = (email: string) => plain(email.slice(0, email.indexOf('@')));

/** Whether the text's addresses may be the named person's: none at all, a function's mailbox
 * ("hr@"), one made of a word of the name ("bob@", "maria.garcia@", "jdoe@"), or one made of no
 * other word the text writes with a capital ("bob@" beside "Robert Smith": a nickname). An
 * address made of another name in the text ("jane.doe@" below "Jane Doe") is that person's. */
export function mayBeOwnAddress(name: string, emails: string[], text: string): boolean {
  const nameWords = plain(name).split(/[^a-z]+/).filter((w) => w.length >= 3);
  const personal = emails.filter((e) => !isRoleMailbox(e));
  if (!personal.length || personal.some((e) => nameWords.some((w) => localPart(e).includes(w)))) return true;
  const otherWords = [...text.matchAll(/(?<![\p{L}@.])\p{Lu}[\p{L}'’-]{2,}/gu)]
    .map((m) => plain(m[0]).replace(/[^a-z]/g, ''))
    .filter((w) => w.length >= 3 && !nameWords.includes(w));
  // The company's name in an address at its own domain ("acme.team@acme.com") names nobody.
  const someoneElses = (e: string) => otherWords.some((w) => localPart(e).includes(w) && !plain(e.slice(e.indexOf('@'))).includes(w));
  return !personal.some(someoneElses);
}
