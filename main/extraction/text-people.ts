// Several people in one paste (a team page, a list of speakers, an attendee list): paragraphs are
// grouped per person when at least two paragraphs each have a name line and a way to reach the
// person — an email, a phone number or a postal address. A list with no such details anywhere
// ("Jane Doe\nCEO, Acme\n\nBob Smith\nCTO, Initech") is grouped when at least two paragraphs
// each have a name and a job title. Otherwise — the usual signature, whose name, details and
// footer sit in separate paragraphs — the whole text is one person.
import { findEmails } from './emails';
import { findAddress } from './text-address';
import { parseLabel } from './text-labels';
import { isListedPerson } from './text-mailboxes';
import { splitRoleLine } from './text-roles';
import { asName } from './text-name';
import { invertedName } from './text-name-inverted';
import { residual } from './text-residual';

const PHONE_ISH = /\+?\(?\d[\d\s().-]{6,}\d/;

interface Paragraph {
  lines: string[];
  /** Has a name on a line that is not part of an address ("New York, NY" is no name). */
  name: boolean;
  /** Has an email, a phone number or a postal address. */
  reach: boolean;
  /** Has a job title on a line of its own or beside the company ("CTO, Initech"). */
  title: boolean;
}

function read(lines: string[]): Paragraph {
  const address = findAddress(lines);
  const rests = lines.filter((_, i) => !address?.used.includes(i)).map(residual);
  const text = lines.join('\n');
  return {
    lines,
    // A mailbox of a recipient list is someone, an address alone too (named from it).
    name: isListedPerson(lines) || rests.some((rest) => invertedName(rest) !== null || splitRoleLine(rest).rest.some((segment) => asName(segment) !== null)),
    // A guest of a list is someone to keep, though no address of theirs was copied.
    reach: isListedPerson(lines) || address !== null || findEmails(text).length > 0 || PHONE_ISH.test(text),
    title: rests.some((rest) => splitRoleLine(rest).position !== null),
  };
}

/** "Name: Jane Doe\nEmail: …\nName: Bob Smith\nEmail: …" with no blank line between people: a
 * second "Name:" line in a paragraph begins another one. */
function atEachName(paragraph: string[]): string[][] {
  if (paragraph.filter((line) => parseLabel(line)?.field === 'name').length < 2) return [paragraph];
  const parts: string[][] = [[]];
  let named = false;
  for (const line of paragraph) {
    const isName = parseLabel(line)?.field === 'name';
    if (isName && named) parts.push([]);
    named ||= isName;
    parts[parts.length - 1]!.push(line);
  }
  return parts;
}

type Kind = 'name' | 'email' | 'phone' | 'other';

function kindOf(line: string): Kind {
  if (findEmails(line).length) return 'email';
  if (PHONE_ISH.test(line)) return 'phone';
  const rest = residual(line);
  const named = !findAddress([line]) && (invertedName(rest) !== null || splitRoleLine(rest).rest.some((segment) => asName(segment) !== null));
  return named ? 'name' : 'other';
}

/**
 * People listed one after another with no blank line between them ("Jane Doe / CEO, Acme /
 * jane@acme.com / John Smith / CTO, Initech / john@initech.com"): the paragraph is cut where a
 * name follows a person's email or phone, and only when every part then reads alike — a name
 * first, the same kinds of line in the same order, an email or a phone among them. A signature's
 * later lines ("San Francisco", a number) are no such part.
 */
function atEachPerson(paragraph: string[]): string[][] {
  if (paragraph.length < 4) return [paragraph];
  const kinds = paragraph.map(kindOf);
  const parts: { lines: string[]; kinds: Kind[] }[] = [];
  kinds.forEach((kind, i) => {
    const current = parts[parts.length - 1];
    const reached = current?.kinds.some((k) => k === 'email' || k === 'phone');
    if (!current || (kind === 'name' && reached)) parts.push({ lines: [], kinds: [] });
    parts[parts.length - 1]!.lines.push(paragraph[i]!);
    parts[parts.length - 1]!.kinds.push(kind);
  });
  const shape = parts[0]!.kinds.join();
  const alike = parts.length >= 2 && parts.every((p) => p.kinds[0] === 'name' && p.kinds.join() === shape && p.kinds.some((k) => k === 'email' || k === 'phone'));
  return alike ? parts.map((p) => p.lines) : [paragraph];
}

/** Returns one list of lines per person. */
export function splitPeople(given: string[][]): string[][] {
  const paragraphs = given.flatMap(atEachName).flatMap(atEachPerson);
  const all = paragraphs.map(read);
  let personal = all.map((p) => p.name && p.reach);
  if (personal.filter(Boolean).length < 2 && !all.some((p) => p.reach)) personal = all.map((p) => p.name && p.title);
  if (personal.filter(Boolean).length < 2) {
    // Each line a paragraph of its own (a team page's HTML: a heading, a paragraph, a link per
    // person): people alike one after another are still told apart.
    return atEachPerson(given.flat());
  }
  const people: string[][] = [];
  all.forEach((p, i) => {
    // A new person starts at each such paragraph; paragraphs in between (a title on its own, a
    // second block of numbers) belong to the person above. A heading before the first person is
    // dropped.
    if (p.name && (personal[i] || people.length === 0)) people.push([...p.lines]);
    else if (people.length) people[people.length - 1].push(...p.lines);
  });
  return people;
}
