// Free text (email signatures, web-page "about" blocks, "Name: …" lists) → ExtractedContacts,
// normally one; several when the text lists several people. The pipeline, each step in its own
// module:
//   0. blocks between rules ("---"), each read on its own, when two    (text-sections)
//      or more of them name someone who can be reached
//   1. HTML → text, clean lines, cut a thread into messages, read the   (text-html, text-clean)
//      signature after a sign-off first (what is above it when that
//      names nobody)
//   2. a calendar's guest list → one paragraph per guest              (text-guest-list)
//      recipient lists → one paragraph per mailbox                    (text-mailboxes)
//      paragraphs → people                                            (text-people)
//   then per person:
//   3. emails, URLs and phones anywhere in the person's lines         (emails, urls, text-phones)
//   4. "Label: value" lines                                           (text-labels)
//   5. bio sentences "X is the CEO of Foo"                            (text-prose)
//   6. address lines                                                  (text-address)
//   7. remaining short lines → name / position / company              (text-name, text-roles)
//      and a title, and a name beside it, in a script without capitals  (text-caseless)
//   8. last resort: the name from the email's local part              (text-name)
//   finally, the same person found twice becomes one                  (text-same-person)
import { emptyContact, hasContent, tidy, tidyMultiline } from './contact';
import { findEmails } from './emails';
import { guessRegion } from './phones';
import { findAddress, isPlaceName, nonAddressPart } from './text-address';
import { cleanMessages, looksBinary } from './text-clean';
import { htmlToText, looksLikeHtml } from './text-html';
import { joinLabelLines, parseLabel } from './text-labels';
import { isDepartment } from './text-lexicon';
import { splitGuestLists } from './text-guest-list';
import { splitMailboxLists } from './text-mailboxes';
import { asName, isBesideName, nameFromEmail, nicknameIn, twoScriptName } from './text-name';
import { invertedName } from './text-name-inverted';
import { splitPeople } from './text-people';
import { mergeSamePerson } from './text-same-person';
import { peopleBetweenRules } from './text-sections';
import { collectPhones } from './text-phones';
import { fromProse } from './text-prose';
import { residual } from './text-residual';
import { ownTwitterHandlesIn } from './text-handles';
import { addBodyHandles } from './text-body-handle';
import { readCaselessLines } from './text-caseless';
import { splitRoleLine } from './text-roles';
import { isSentence } from './text-sentence';
import { findUrls, isSocialUrl, normalizeUrl, pickWebsite, socialProfileUrl } from './urls';
import type { ExtractedContact } from './types';

/** Only the first 100,000 characters of free text are examined (of HTML: of its text, once the
 * markup is gone): signatures and bios are a few hundred characters, and phone-number scanning
 * is the costly step on very large pastes. */
export const MAX_TEXT_CHARS = 100_000;

/** Runs of non-space characters longer than this are dropped before any pattern runs: no email,
 * link or phone number is that long, and unbroken runs are what make text patterns slow. */
const MAX_TOKEN_CHARS = 256;

/** Messages of a pasted thread read, newest first, looking for one that names its sender. */
const MAX_MESSAGES = 10;

/** Whether the email's domain is made of a word of the line ("Acme" for jane@acme.com.tr). */
function namesDomain(line: string, email: string): boolean {
  const plain = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const domain = plain(email.slice(email.indexOf('@') + 1).split('.')[0] ?? '').replace(/[^a-z0-9]/g, '');
  return plain(line).split(/[^a-z0-9]+/).some((word) => word.length >= 3 && domain.includes(word));
}

/** Text in CJK script with no Latin letter in it. */
const ONLY_CJK = /^(?=.*[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}])[^A-Za-z]*$/u;

/** A line naming the person's assistant and how to reach them. */
const ASSISTANT_LINE = /^\s*(?:(?:executive |personal )?assistant|assistent(?:in)?|assistante?|EA|PA)\s*[:：]/iu;

/** A line (or " | " segment of one) with more words than this is prose, not a signature line. */
const MAX_SIGNATURE_LINE_WORDS = 10;

export function extractFromText(input: string): ExtractedContact[] {
  if (looksBinary(input)) return [];
  // HTML is made text before the cap: an HTML signature below a large inline logo (a data: URI)
  // or a long style sheet is within reach of the reader only once the markup is gone.
  let text = (looksLikeHtml(input) ? htmlToText(input) : input).slice(0, MAX_TEXT_CHARS);
  text = text.replace(new RegExp(String.raw`\S{${MAX_TOKEN_CHARS + 1},}`, 'g'), ' ');
  // Blocks between rules, each a person (text-sections); otherwise the newest message of a
  // pasted thread. The same person found twice is one card.
  return mergeSamePerson(peopleBetweenRules(text, readThread, (t) => cleanMessages(t).length > 1) ?? readThread(text));
}

/** A pasted thread: the newest message's sender, unless that message names nobody (a forward's
 * "FYI, see below"): then the first earlier message that does. */
function readThread(text: string): ExtractedContact[] {
  let fallback: ExtractedContact[] = [];
  for (const readings of cleanMessages(text).slice(0, MAX_MESSAGES)) {
    // The signature after the last sign-off, unless it names nobody (a footer below a rule):
    // then the message read from the sign-off before, and at last whole (text-clean).
    for (const message of readings) {
      const people = splitPeople(splitMailboxLists(splitGuestLists(message)))
        .map(extractPerson)
        .filter((c): c is ExtractedContact => c !== null);
      if (people.some((p) => p.name || p.emails.length || p.phones.length)) {
        if (message !== readings[readings.length - 1]) {
          addSendersAddress(people, readings[readings.length - 1]!);
          // "I'm @janedoe on X" written in the body above the sign-off.
          addBodyHandles(people, readings[readings.length - 1]!, message);
        }
        return people;
      }
      if (!fallback.length) fallback = people;
    }
  }
  return fallback;
}

/**
 * A message copied from Gmail opens with "Jane Doe <jane@acme.com>", and the signature read below
 * the sign-off ("Jane Doe | VP Marketing | …") has no address: the one beside the same name above
 * is hers.
 */
function addSendersAddress(people: ExtractedContact[], whole: string[][]): void {
  const [person] = people;
  if (people.length !== 1 || !person!.name || person!.emails.length) return;
  const name = person!.name.toLowerCase();
  for (const line of whole.flat()) {
    const mailbox = /^(?:[\p{L}]+\s*:\s*)?["']?([^"'<>]+?)["']?\s*<([^<>\s]+@[^<>\s]+)>$/u.exec(line);
    if (!mailbox || mailbox[1]!.trim().toLowerCase() !== name) continue;
    const [email] = findEmails(mailbox[2]!);
    if (email) person!.emails = [email];
    return;
  }
}

/** One person's lines → a contact (null when nothing worth keeping is in them). Also reads a
 * spreadsheet row without a header, its cells as lines. */
export function extractPerson(given: string[]): ExtractedContact | null {
  if (given.length === 0) return null;
  // "Assistant: Mary Jones, mary.jones@acme.com, +1 212 …": the assistant's name and details are
  // not the person's own; the line is kept as written, in additional info.
  const assistants = given.filter((line) => ASSISTANT_LINE.test(line));
  const lines = joinLabelLines(assistants.length ? given.filter((line) => !ASSISTANT_LINE.test(line)) : given);
  const body = lines.join('\n');
  const c = emptyContact('text');
  const extra: string[] = [...assistants];

  // 3. Emails and links.
  c.emails = findEmails(body);
  const urls = findUrls(body);
  const socials = urls.filter(isSocialUrl);
  const websites = urls.filter((u) => !isSocialUrl(u));

  // 4. Labelled lines. They are not looked at again for names and titles.
  const labelled = new Set<number>();
  let labelledAddress: string | null = null;
  const handles: { label: string; network: string; value: string }[] = [];
  const nameParts: { first?: string; last?: string } = {};
  lines.forEach((line, i) => {
    const label = parseLabel(line);
    const value = tidy(label?.value);
    if (!label || !value || label.field === 'sender') return;
    if (label.field === 'name') {
      // Trusted as written ("Name: jane doe") unless clearly not a name ("Contact: press@acme.com").
      if (c.name || /[@\d]/.test(value) || value.split(' ').length > 5) return;
      c.name = asName(value) ?? invertedName(value) ?? value;
      const nickname = c.name !== value ? nicknameIn(value) : null;
      if (nickname) extra.push(`Nickname: ${nickname}`);
    } else if (label.field === 'first' || label.field === 'last') nameParts[label.field] ??= value;
    else if (label.field === 'position') c.position ??= value;
    else if (label.field === 'company') c.company ??= value;
    else if (label.field === 'address') {
      if (labelledAddress !== null) return;
      // "Address: 1 Market St" with "San Francisco, CA 94105" below it: the lines that go on
      // with the address are part of it.
      const block = findAddress([value, ...lines.slice(i + 1, i + 6)]);
      const from = block?.used[0];
      if (block && (from === 0 || from === 1)) {
        labelledAddress = from === 0 ? block.address : `${value}, ${block.address}`;
        for (const k of block.used) if (k > 0) labelled.add(i + k);
      } else labelledAddress = value;
    }
    else if (label.field === 'website' && !websites.length) {
      const u = normalizeUrl(value);
      if (u) websites.push(u);
    } else if (label.field === 'social' && !findUrls(value).length) handles.push({ label: label.label, network: label.key, value });
    else if (label.field === 'messenger') extra.push(`${label.label}: ${value}`);
    labelled.add(i);
  });
  // "First name: John" and "Last name: Smith" (a web form's fields) make the name.
  if (!c.name && (nameParts.first || nameParts.last)) c.name = [nameParts.first, nameParts.last].filter(Boolean).join(' ');
  // "Twitter: @janedoe", "LinkedIn: janedoe": a handle becomes that network's profile URL when it
  // can be one, otherwise it is kept as written in additional info. (A labelled link was found
  // with the other links above.) Twitter is X now, so its handles are linked on x.com.
  for (const h of handles) {
    const url = socialProfileUrl(h.value, h.network === 'twitter' ? 'x' : h.network);
    if (url && !socials.includes(url)) socials.push(url);
    else if (!url) extra.push(`${h.label}: ${h.value}`);
  }

  // Phones.
  const region = guessRegion(body, [...c.emails.map((e) => e.slice(e.indexOf('@') + 1)), ...urls]);
  const { phones, faxes } = collectPhones(lines, region);
  c.phones = phones.map((p) => p.display);
  if (faxes.length) extra.push(`Fax: ${faxes.map((f) => f.display).join(', ')}`);

  // 5. Bio sentences.
  const prose = fromProse(body);
  if (prose) {
    c.name ??= prose.name;
    c.position ??= prose.position;
    c.company ??= prose.company;
  }

  // 6. Address.
  const found = labelledAddress ? null : findAddress(lines.map((l, i) => (labelled.has(i) ? '' : l)));
  c.address = tidy(labelledAddress ?? found?.address ?? null);
  const addressLines = new Set(found?.used ?? []);

  // 7. Short remaining lines: name, position, company.
  const remaining = lines.map((l, i) => (labelled.has(i) ? '' : addressLines.has(i) ? nonAddressPart(l) : l));
  const rests = remaining.map(residual);
  const { nickname, alsoWritten } = classifyLines(rests, c);
  if (nickname && !extra.some((e) => e.startsWith('Nickname: '))) extra.push(`Nickname: ${nickname}`);
  if (alsoWritten) extra.push(`Also written: ${alsoWritten}`);
  readCaselessLines(rests, c);

  // 8. Name from the email address.
  if (!c.name && c.emails.length) c.name = nameFromEmail(c.emails[0]);

  // "Find me on Twitter @janedoe", "I'm @janedoe on X": a handle the text says is on Twitter/X,
  // in a sentence only when the writer claims it ("You should follow @bobsmith on Twitter" is
  // someone else's), so once the name is known.
  for (const handle of ownTwitterHandlesIn(body, c.name)) {
    const url = socialProfileUrl(handle, 'x');
    if (url && !socials.some((s) => s.toLowerCase() === url.toLowerCase())) socials.push(url);
  }

  // A booking page ("calendly.com/jane") is a further link, not the website.
  const { website, others } = pickWebsite(websites);
  c.website = website;
  c.socialUrl = socials[0] ?? null;
  const otherLinks = [...others, ...socials.slice(1)];
  if (otherLinks.length) extra.push(`Links: ${otherLinks.join(', ')}`);
  c.additionalInfo = tidyMultiline(extra.join('\n'));
  c.name = tidy(c.name);
  c.position = tidy(c.position);
  c.company = tidy(c.company);
  return hasContent(c) ? c : null;
}

/** Assigns name, position and company from what is left of each line (emails, links, phones,
 * labels and address parts removed). Returns the nickname written in the name, if any, and the
 * name as it is also written in another script ("Wei Zhang (张伟)"). */
function classifyLines(rests: string[], c: ExtractedContact): { nickname: string | null; alsoWritten: string | null } {
  let nickname: string | null = null;
  let alsoWritten: string | null = null;
  let anchor = -1; // last line holding the name or position; a company line follows it
  let nameLine = -1;
  const leftovers: { index: number; text: string }[] = [];
  // The line whose title took the segment after it for the company ("Director | Foo").
  let byPlace: { line: number } | null = null;
  rests.forEach((rest, i) => {
    // A long line is prose, unless it is a run of short " | " segments (a profile headline:
    // "Talent Acquisition Lead at Stripe | Ex-Google | Hiring engineers in Dublin").
    const pieces = rest.split(/\s+[|•·]\s+/);
    if (!/\p{L}/u.test(rest) || pieces.some((p) => p.split(/\s+/).length > MAX_SIGNATURE_LINE_WORDS)) return;
    // "Doe, Jane" is one name, not two segments split at the comma.
    const inverted = invertedName(rest);
    if (inverted) {
      if (!c.name) {
        c.name = inverted;
        nameLine = i;
        anchor = Math.max(anchor, i);
      }
      return;
    }
    // A sentence ("Our CTO will join the call on Friday.") can hold a name but not a title or a
    // company line: words such as "CTO" or "Ltd" in it are about someone else.
    const sentence = isSentence(rest);
    const parts = splitRoleLine(rest);
    if (!sentence && (parts.position || parts.company)) {
      if (byPlace && parts.company && !parts.position && !parts.companyByPlace && i <= byPlace.line + 2) {
        // "Sr. Manager - Alliances" + "Infosys Limited": what followed the title on its line was
        // a department; the company line below, with a legal form or organisation word, names
        // the company.
        c.position = `${c.position}, ${c.company}`;
        c.company = parts.company;
        byPlace = null;
      } else if (!c.company && parts.company && parts.companyByPlace && !c.position && parts.position) {
        byPlace = { line: i };
      }
      c.position ??= parts.position;
      // A company written in CJK script and again in Latin letters: the Latin one, as for a name.
      if (c.company && parts.company && ONLY_CJK.test(c.company) && !ONLY_CJK.test(parts.company)) c.company = parts.company;
      c.company ??= parts.company;
      anchor = Math.max(anchor, i);
    }
    // Nor a bare title or company ("Hi Bob, let's meet.", "Stripe."); a final abbreviation's
    // full stop ("Soluciones Ibéricas S.L.") does not make a sentence.
    const prose = sentence || (/[.!?]$/.test(rest) && !/(?:^|\s)(?:\p{L}{1,4}\.){1,3}$/u.test(rest));
    // "Widget Ltd, London": a city or country after the company, on its line, is where the
    // person works; the address when the text gives no other.
    const last = parts.rest.length === 1 && parts.company && !sentence && /,\s/.test(rest) && rest.trimEnd().endsWith(parts.rest[0]!) ? parts.rest[0]! : null;
    if (last && !c.address && isPlaceName(last)) {
      c.address = last;
      return;
    }
    for (const segment of parts.rest) {
      const plain = asName(segment);
      const twoScripts = plain ? null : twoScriptName(segment);
      const name = plain ?? twoScripts?.name ?? null;
      if (name && !c.name) {
        c.name = name;
        nickname = nicknameIn(segment);
        alsoWritten = twoScripts?.other ?? null;
        nameLine = i;
        anchor = Math.max(anchor, i);
      } else if (name !== c.name && !prose) {
        leftovers.push({ index: i, text: segment });
      }
    }
  });
  const usable = (l: { text: string }) => l.text.split(/\s+/).length <= 5;
  // "Peter Parker | Photographer": an unknown word next to the name is usually the title.
  // "Jane Doe\nTalent Acquisition\nStripe": so is a department right below the name.
  if (!c.position) {
    const beside =
      leftovers.find((l) => l.index === nameLine && usable(l)) ??
      leftovers.find((l) => nameLine >= 0 && l.index === nameLine + 1 && isDepartment(l.text));
    if (beside) {
      c.position = beside.text;
      anchor = Math.max(anchor, beside.index);
      leftovers.splice(leftovers.indexOf(beside), 1);
    }
  }
  // A short line right after the name/position that is nothing else is usually the company:
  // "Jane Doe\nAcme" or "Jane Doe\nVP Sales\nAcme". Further down, past lines that held only an
  // email address or a phone number, only a line the email's domain is made of is
  // ("Jane Doe\njane@acme.com\n+1 415 555 0100\nAcme", a spreadsheet row's cells): a city, a
  // country or office hours there ("…\nNew York") is none.
  if (!c.company && anchor >= 0) {
    const worded = (from: number, to: number) => rests.slice(from, to).filter((r) => /\p{L}/u.test(r)).length;
    const near = (l: { index: number; text: string }) =>
      l.index <= anchor + 2 || (worded(anchor + 1, l.index) <= 1 && c.emails.some((e) => namesDomain(l.text, e)));
    // A department or region on its own line ("Client Services") is not the company.
    // Nor is the name's own first word, signed below a sign-off ("Best,\nJane").
    const next = leftovers.find((l) => l.index >= anchor && near(l) && usable(l) && !isDepartment(l.text) && !inName(l.text, c.name));
    if (next) c.company = next.text;
  }
  // "Jane Doe | Stripe" above the title, and no company line below: what stands beside the
  // name, not taken for the title, is the company.
  if (!c.company && c.position) {
    const beside = leftovers.find((l) => l.index === nameLine && usable(l) && !isDepartment(l.text) && !isBesideName(l.text));
    if (beside) c.company = beside.text;
  }
  return { nickname, alsoWritten };
}

/** Whether the line is only a word of the name ("Jane" of "Jane Doe"). */
function inName(text: string, name: string | null): boolean {
  const word = text.trim().toLowerCase();
  return Boolean(name) && !/\s/.test(word) && name!.toLowerCase().split(/\s+/).includes(word);
}
