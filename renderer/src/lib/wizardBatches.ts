// The wizard's text as the requests that read it: one when it fits, else a batch of whole vCards
// (vcardBatches.ts) or of whole rows of a CSV export or spreadsheet (csvBatches.ts) at a time.
// Text that is neither, or a card or row that is too long alone, is refused in words. Files
// loaded together are each cut on their own (fileParts.ts), their batches one after another.
import { WIZARD_ROWS_MAX, rowBatches } from './csvBatches';
import { FILE_BOUNDARY, fileParts } from './fileParts';
import { participantsSection } from './reportSections';
import { WIZARD_TEXT_MAX, cardBatches, countCards } from './vcardBatches';

export interface Batch {
  text: string;
  /** The cards or rows it holds (for "Reading rows: 400 of 3,000…"). */
  count: number;
}

export type WizardBatches =
  | { batches: Batch[]; unit: 'cards' | 'rows' }
  | { tooLong: 'text' }
  | { tooLong: 'card' }
  | { tooLong: 'row'; line: number };

export function wizardBatches(text: string, max = WIZARD_TEXT_MAX): WizardBatches {
  if (text.includes(FILE_BOUNDARY)) return partsBatches(text, max);
  return textBatches(text, max);
}

/** Each file's text (and the text typed before them) cut on its own: a CSV under its own header only. */
function partsBatches(text: string, max = WIZARD_TEXT_MAX): WizardBatches {
  const batches: Batch[] = [];
  const units = new Set<'cards' | 'rows'>();
  for (const part of fileParts(text)) {
    if (!part.text.trim()) continue;
    const cut = textBatches(part.text, max);
    if ('tooLong' in cut) return cut.tooLong === 'row' ? { tooLong: 'row', line: cut.line + part.line - 1 } : cut;
    batches.push(...cut.batches);
    if (cut.batches.length > 1) units.add(cut.unit);
  }
  // Progress counts cards and rows alike: named "cards" unless all counted are rows.
  return { batches: batches.length ? batches : [{ text: '', count: 0 }], unit: units.size === 1 && units.has('rows') ? 'rows' : 'cards' };
}

function textBatches(text: string, max = WIZARD_TEXT_MAX): WizardBatches {
  const manyLines = (text.match(/\n/g)?.length ?? 0) >= WIZARD_ROWS_MAX;
  if (text.trim().length <= max && !manyLines) return { batches: [{ text, count: 0 }], unit: 'cards' };
  // A report in sections (reportSections.ts): its participants are what is read, in batches.
  const section = participantsSection(text);
  if (section !== null) {
    const rows = rowBatches(section.text, max);
    if (rows && 'tooLong' in rows) return { ...rows, line: rows.line + section.line - 1 };
    if (rows) return { batches: rows.batches, unit: 'rows' };
  }
  if (text.trim().length <= max) {
    // Short enough for one request, but more rows than the reader takes of one (a phone list of
    // short rows): still sent a batch of rows at a time, or the rows past the limit are lost.
    const rows = rowBatches(text, max);
    if (rows && 'batches' in rows && rows.batches.length > 1) return { batches: rows.batches, unit: 'rows' };
    return { batches: [{ text, count: 0 }], unit: 'cards' };
  }
  if (countCards(text) > 0) {
    const cut = cardBatches(text, max);
    if (!('tooLong' in cut)) return { batches: cut.batches.map((b) => ({ text: b, count: countCards(b) })), unit: 'cards' };
    if (cut.tooLong === 'card') return { tooLong: 'card' };
  }
  const rows = rowBatches(text, max);
  if (!rows) return { tooLong: 'text' };
  return 'tooLong' in rows ? rows : { batches: rows.batches, unit: 'rows' };
}

/** What to do about text that cannot be cut into requests. */
export function tooLongMessage(cut: Exclude<WizardBatches, { batches: Batch[] }>, max = WIZARD_TEXT_MAX): string {
  const limit = max.toLocaleString();
  switch (cut.tooLong) {
    case 'card':
      return `A card in this text is longer than ${limit} characters even without its photos. Take it out and add that contact by hand; the other cards can then be read.`;
    case 'row':
      return `The row on line ${cut.line.toLocaleString()} is longer than ${limit} characters with the header row. Take it out and add that contact by hand; the other rows can then be read.`;
    case 'text':
      return `This text is longer than ${limit} characters. Paste less at a time; a .vcf file or a CSV export of any length is read card by card or row by row.`;
  }
}
