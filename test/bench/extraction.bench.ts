// Contact extraction on pastes built to be slow: "xy (dot) " repeated (de-obfuscation joins it
// into one long run of address characters) at 25, 50 and 100 KB, beside ordinary prose of the
// same size. Time per run should grow with the size, not its square: the ratio to the baseline
// stays flat from one size to the next. Then a paste of many links (one per line, every one a
// web address to de-duplicate), beside the same number of lines of prose. Last, several people in
// one paste (CSV rows, spreadsheet rows, signatures between rules) beside the same people as vCards.
import { extractContacts } from '../../main/extraction';
import { findEmails } from '../../main/extraction/emails';
import { report, summarize, timeAlternating } from './stats';

const N = 20;
const prose = 'Lorem ipsum dolor sit amet, write to x.y@example.com or call. ';
const fill = (unit: string, kb: number) => unit.repeat(Math.ceil((kb * 1000) / unit.length));

for (const kb of [25, 50, 100]) {
  const hostile = fill('xy (dot) ', kb);
  const ordinary = fill(prose, kb);
  for (const [name, fn] of [['findEmails', findEmails], ['extractContacts', extractContacts]] as const) {
    const [measured, baseline] = await timeAlternating(N, () => fn(hostile), () => fn(ordinary), 3);
    report(`${name}, "xy (dot)" × ${kb} KB vs prose`, summarize(measured), summarize(baseline), 'ratio flat across sizes');
  }
}

for (const count of [400, 800, 1_600]) {
  const links = Array.from({ length: count }, (_, i) => `www.site${i}.com`).join('\n');
  const lines = Array.from({ length: count }, (_, i) => `line ${i} of plain words`).join('\n');
  const [measured, baseline] = await timeAlternating(N, () => extractContacts(links), () => extractContacts(lines), 3);
  report(`extractContacts, ${count} links vs ${count} lines of prose`, summarize(measured), summarize(baseline), 'ratio flat across sizes');
}

// Several people in one paste, against the same people in a vCard file (the reader that already
// gave one card per person): rows of a CSV export with a header, rows copied from a spreadsheet
// without one, and signatures between rules. Each should cost time in proportion to the number
// of people: the ratio to the vCard baseline stays flat from one size to the next.
const person = (i: number) => ({
  first: `Jane${String.fromCharCode(97 + (i % 26))}`,
  last: `Doe${String.fromCharCode(97 + ((i / 26) | 0) % 26)}`,
  email: `person${i}@acme${i}.com`,
  phone: `+1 212 555 ${String(1000 + (i % 9000)).slice(-4)}`,
  company: `Acme ${i} Inc.`,
  title: 'Sales Engineer',
});
const vcards = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const p = person(i);
    return `BEGIN:VCARD\nVERSION:3.0\nFN:${p.first} ${p.last}\nN:${p.last};${p.first};;;\nORG:${p.company}\nTITLE:${p.title}\nEMAIL:${p.email}\nTEL:${p.phone}\nEND:VCARD\n`;
  }).join('');
const csv = (n: number) =>
  'First Name,Last Name,E-mail Address,Company,Job Title,Mobile Phone\n' +
  Array.from({ length: n }, (_, i) => {
    const p = person(i);
    return `${p.first},${p.last},${p.email},"${p.company}",${p.title},${p.phone}\n`;
  }).join('');
const sheet = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const p = person(i);
    return `${p.first} ${p.last}\t${p.title}\t${p.company}\t${p.email}\t${p.phone}\n`;
  }).join('');
// Free text is read up to 100,000 characters: 200 signatures of some 100 characters fit.
const signatures = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const p = person(i);
    return `${p.first} ${p.last}\n${p.title}, ${p.company}\n\n${p.email} | ${p.phone}\n`;
  }).join('-----\n');

for (const [shape, make, sizes] of [
  ['CSV export with a header', csv, [250, 500, 1_000]],
  ['spreadsheet rows without a header', sheet, [100, 200, 400]],
  ['signatures between rules', signatures, [50, 100, 200]],
] as const) {
  for (const n of sizes) {
    const text = make(n);
    const card = vcards(n);
    if (extractContacts(text).length !== n) throw new Error(`${shape}: expected ${n} contacts`);
    const [measured, baseline] = await timeAlternating(N, () => extractContacts(text), () => extractContacts(card), 3);
    report(`extractContacts, ${n} people as ${shape} vs as vCards`, summarize(measured), summarize(baseline), 'ratio flat across sizes');
  }
}
