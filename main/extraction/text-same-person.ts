// One person found twice in a paste — a reply chain that quotes the same signature again, a
// team page that lists someone under two headings — is one card. Two entries are the same
// person when they have the same name, or share an email address and one of them has no name
// (two people with a shared "info@" address stay two); the first is kept and the second adds
// only what the first lacks.
import { tidyMultiline } from './contact';
import type { ExtractedContact } from './types';

const sameName = (a: ExtractedContact, b: ExtractedContact) => Boolean(a.name && b.name && a.name.toLowerCase() === b.name.toLowerCase());
const sharedEmail = (a: ExtractedContact, b: ExtractedContact) => (!a.name || !b.name) && a.emails.some((e) => b.emails.includes(e));

export function mergeSamePerson(people: ExtractedContact[]): ExtractedContact[] {
  const out: ExtractedContact[] = [];
  for (const person of people) {
    const earlier = out.find((p) => sameName(p, person) || sharedEmail(p, person));
    if (!earlier) out.push({ ...person });
    else fillIn(earlier, person);
  }
  return out;
}

/** Adds to `into` what it lacks of `from`: its name, company, … if it has none, further emails,
 * phones and lines of additional info. */
export function fillIn(into: ExtractedContact, from: ExtractedContact): void {
  into.name ??= from.name;
  into.emails = [...new Set([...into.emails, ...from.emails])];
  into.phones = [...new Set([...into.phones, ...from.phones])];
  into.company ??= from.company;
  into.position ??= from.position;
  into.website ??= from.website;
  into.socialUrl ??= from.socialUrl;
  into.address ??= from.address;
  const info = [into.additionalInfo, from.additionalInfo].filter((i): i is string => Boolean(i));
  into.additionalInfo = tidyMultiline([...new Set(info.flatMap((i) => i.split('\n')))].join('\n'));
}
