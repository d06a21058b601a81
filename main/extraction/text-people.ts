// Several people in one paste (a team page, a list of speakers): paragraphs are grouped per
// person when at least two paragraphs each have both a name line and an email or phone number.
// Otherwise — the usual signature, whose name, details and footer sit in separate paragraphs —
// the whole text is one person.
import { findEmails } from './emails';
import { splitRoleLine } from './text-roles';
import { asName } from './text-name';
import { invertedName } from './text-name-inverted';
import { residual } from './text-residual';

const PHONE_ISH = /\+?\(?\d[\d\s().-]{6,}\d/;

function hasName(paragraph: string[]): boolean {
  return paragraph.some((line) => {
    const rest = residual(line);
    return invertedName(rest) !== null || splitRoleLine(rest).rest.some((segment) => asName(segment) !== null);
  });
}

function hasContact(paragraph: string[]): boolean {
  const text = paragraph.join('\n');
  return findEmails(text).length > 0 || PHONE_ISH.test(text);
}

/** Returns one list of lines per person. */
export function splitPeople(paragraphs: string[][]): string[][] {
  const personal = paragraphs.map((p) => hasName(p) && hasContact(p));
  if (personal.filter(Boolean).length < 2) return [paragraphs.flat()];
  const people: string[][] = [];
  paragraphs.forEach((p, i) => {
    // A new person starts at each paragraph with a name; paragraphs in between (a title on its
    // own, a second block of numbers) belong to the person above. A heading before the first
    // person is dropped.
    if (hasName(p) && (personal[i] || people.length === 0)) people.push([...p]);
    else if (people.length) people[people.length - 1].push(...p);
  });
  return people;
}
