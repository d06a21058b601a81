// Contact extraction on pastes built to be slow: "xy (dot) " repeated (de-obfuscation joins it
// into one long run of address characters) at 25, 50 and 100 KB, beside ordinary prose of the
// same size. Time per run should grow with the size, not its square: the ratio to the baseline
// stays flat from one size to the next. Then a paste of many links (one per line, every one a
// web address to de-duplicate), beside the same number of lines of prose.
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
