// Contact extraction for the import wizard: turns pasted or dropped text — vCard files (2.1,
// 3.0, 4.0, several cards per file), rows of a spreadsheet or CSV export (one contact per row) or
// free text such as email signatures and "about" blocks — into ExtractedContact entries. Pure and synchronous: no Electron, network or filesystem, so the
// reference service's "prepare" step and the desktop app's offline wizard share it.
import { extractFromTable } from './table';
import { extractFromText } from './text';
import { looksLikeHtml } from './text-html';
import { extractFromVCards } from './vcard';
import type { ExtractedContact } from './types';

export type { ExtractedContact } from './types';

/** Input beyond this many characters (1 MiB) is ignored, so a huge or hostile paste costs
 * bounded time. For vCard files the card cut by the limit is still read as far as it goes;
 * free text is further limited (see MAX_TEXT_CHARS in text.ts). */
export const MAX_INPUT_CHARS = 1024 * 1024;

/** One entry per card/person found. Never throws: unusable input gives [] (or, when only some
 * details were found, an entry whose name is null). */
export function extractContacts(text: string): ExtractedContact[] {
  try {
    if (typeof text !== 'string' || text.length === 0) return [];
    const input = text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;
    if (/BEGIN\s*:\s*VCARD/i.test(input)) {
      const cards = extractFromVCards(input);
      // Text that merely mentions BEGIN:VCARD (or holds only empty cards) is read as free text.
      if (cards.length) return cards;
    }
    // Rows copied from a spreadsheet or a CSV export: one contact per row. Text that is no
    // table (the usual signature) gives null and is read as free text.
    const rows = looksLikeHtml(input) ? null : extractFromTable(input);
    return rows ?? extractFromText(input);
  } catch {
    // Defence in depth: the parsers are written not to throw, but a wizard must never crash on
    // a paste. Nothing useful can be recovered at this point.
    return [];
  }
}
