// Free text (email signatures, web-page "about" blocks, "Name: …" lists) → one ExtractedContact.
// The pipeline, each step in its own module:
//   1. clean lines, keep only the signature after a sign-off   (text-clean)
//   2. emails, URLs and phones anywhere in the kept text       (emails, urls, phones)
//   3. "Label: value" lines                                    (text-labels)
//   4. bio sentences "X is the CEO of Foo"                     (text-prose)
//   5. address lines                                           (text-address)
//   6. remaining short lines → name / position / company       (text-name, text-roles)
//   7. last resort: the name from the email's local part       (text-name)
import { emptyContact, hasContent, tidy, tidyMultiline } from './contact';
import { findEmails } from './emails';
import { addPhones, findPhones, guessRegion } from './phones';
import { findAddress, isAddressLine } from './text-address';
import { cleanLines, looksBinary } from './text-clean';
import { parseLabel, stripLabel } from './text-labels';
import { asName, nameFromEmail } from './text-name';
import { fromProse } from './text-prose';
import { splitRoleLine } from './text-roles';
import { findUrls, isSocialUrl, normalizeUrl } from './urls';
import type { ExtractedContact } from './types';

/** Only the first 100,000 characters of free text are examined: signatures and bios are a few
 * hundred characters, and phone-number scanning is the costly step on very large pastes. */
export const MAX_TEXT_CHARS = 100_000;

/** A line with more words than this is prose, not a signature line. */
const MAX_SIGNATURE_LINE_WORDS = 10;

export function extractFromText(input: string): ExtractedContact[] {
  const text = input.slice(0, MAX_TEXT_CHARS);
  if (looksBinary(text)) return [];
  const lines = cleanLines(text);
  if (lines.length === 0) return [];
  const body = lines.join('\n');
  const c = emptyContact('text');
  const extra: string[] = [];
  const used = new Set<number>();

  // 2. Emails and links.
  c.emails = findEmails(body);
  const urls = findUrls(body);
  const socials = urls.filter(isSocialUrl);
  const websites = urls.filter((u) => !isSocialUrl(u));

  // 3. Labelled lines.
  let labelledAddress: string | null = null;
  lines.forEach((line, i) => {
    const label = parseLabel(line);
    if (!label) return;
    used.add(i);
    const value = tidy(label.value);
    if (!value) return;
    if (label.field === 'name' && !c.name) c.name = asName(value) ?? value;
    else if (label.field === 'position' && !c.position) c.position = value;
    else if (label.field === 'company' && !c.company) c.company = value;
    else if (label.field === 'address' && !labelledAddress) labelledAddress = value;
    else if (label.field === 'website' && !websites.length) {
      const u = normalizeUrl(value);
      if (u) websites.push(u);
    }
  });

  // Phones, line by line: numbers after a "Fax" label go to additional info, and address lines
  // are not searched (a ZIP+4 code looks like a phone number).
  const region = guessRegion(body, [...c.emails.map((e) => e.slice(e.indexOf('@') + 1)), ...urls]);
  const phones: { display: string; key: string }[] = [];
  const faxes: { display: string; key: string }[] = [];
  lines.forEach((line, i) => {
    if (isAddressLine(line) && !/^(?:tel|phone|mobile|t|m)\b/i.test(line)) return;
    const faxAt = line.search(/\b(?:fax|telefax|télécopie)\b|^f\s*[:.]?\s*(?=[+(\d])/i);
    const found = findPhones(line, region);
    if (found.length) used.add(i);
    addPhones(phones, found.filter((p) => faxAt < 0 || p.start < faxAt));
    addPhones(faxes, found.filter((p) => faxAt >= 0 && p.start >= faxAt));
  });
  c.phones = phones.map((p) => p.display);
  if (faxes.length) extra.push(`Fax: ${faxes.map((f) => f.display).join(', ')}`);

  // 4. Bio sentences.
  const prose = fromProse(body);
  if (prose) {
    c.name ??= prose.name;
    c.position ??= prose.position;
    c.company ??= prose.company;
  }

  // 5. Address.
  const candidates = lines.map((l, i) => (used.has(i) ? '' : l));
  const found = labelledAddress ? null : findAddress(candidates);
  c.address = tidy(labelledAddress ?? found?.address ?? null);
  found?.used.forEach((i) => used.add(i));

  // 6. Short remaining lines: name, position, company.
  classifyLines(lines, used, c);

  // 7. Name from the email address.
  if (!c.name && c.emails.length) c.name = nameFromEmail(c.emails[0]);

  c.website = websites[0] ?? null;
  c.socialUrl = socials[0] ?? null;
  const otherLinks = [...websites.slice(1), ...socials.slice(1)];
  if (otherLinks.length) extra.push(`Links: ${otherLinks.join(', ')}`);
  c.additionalInfo = tidyMultiline(extra.join('\n'));
  c.name = tidy(c.name);
  c.position = tidy(c.position);
  c.company = tidy(c.company);
  return hasContent(c) ? [c] : [];
}

/** What is left of a line once emails, links, phone numbers and "Tel:"-style labels are removed,
 * e.g. "Jane Doe | jane@acme.com" → "Jane Doe". */
function residual(line: string): string {
  return stripLabel(line)
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?/gi, ' ')
    .replace(/\+?\(?\d[\d\s()./-]{5,}\d/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|•·,;:–—-]+|[\s|•·,;:–—-]+$/g, '')
    .trim();
}

function classifyLines(lines: string[], used: Set<number>, c: ExtractedContact): void {
  let anchor = -1; // index of the line holding the name or position; a company line follows it
  const leftovers: { index: number; text: string }[] = [];
  lines.forEach((line, i) => {
    const rest = used.has(i) && !/[\p{L}]{2,}.*[\p{L}]{2,}/u.test(residual(line)) ? '' : residual(line);
    if (!rest || !/\p{L}/u.test(rest)) return;
    if (rest.split(/\s+/).length > MAX_SIGNATURE_LINE_WORDS) return;
    const parts = splitRoleLine(rest);
    if (parts.position || parts.company) {
      c.position ??= parts.position;
      c.company ??= parts.company;
      anchor = Math.max(anchor, i);
    }
    for (const segment of parts.rest) {
      const name = asName(segment);
      if (name && !c.name) {
        c.name = name;
        anchor = Math.max(anchor, i);
      } else if (!name || c.name !== name) {
        leftovers.push({ index: i, text: segment });
      }
    }
  });
  // A short line right after the name/position that is nothing else is usually the company:
  // "Jane Doe\nAcme" or "Jane Doe\nVP Sales\nAcme".
  if (!c.company && anchor >= 0) {
    const next = leftovers.find((l) => l.index > anchor - 1 && l.text.split(/\s+/).length <= 5 && !/[.!?]$/.test(l.text));
    if (next && next.index <= anchor + 2) c.company = next.text;
  }
}
