// A whole address book exported as one .vcf (a phone's or a mail program's) is far larger than
// one wizard request may be: each request carries at most WIZARD_TEXT_MAX characters, and every
// message to the app at most 1 MB. Two things make it fit:
// - Pictures, logos, sounds and keys are left out. Rolodeck keeps none of them, and one photo,
//   base64 in the card, is tens of thousands of characters: a few made a file too large before.
// - The cards are sent a batch at a time, each batch whole cards under the limit.
// Plain line work on purpose: the cards are read properly where they are extracted (main); here
// they are only cut apart at their BEGIN and END lines.
import type { WizardTextMax } from '../../../preload/contract';

export const WIZARD_TEXT_MAX: WizardTextMax = 100_000;

/** Properties whose values are binary data: Rolodeck stores none of them (Outlook's card picture included). */
const BINARY_NAMES = new Set(['PHOTO', 'LOGO', 'SOUND', 'KEY', 'X-MS-CARDPICTURE']);
/** A property's name (maybe grouped: `item1.`) and what follows it up to the value. */
const PROPERTY = /^(?:[A-Za-z0-9-]+\.)?([A-Za-z0-9-]+)(?=[;:])([^:]*):/;
/** Parameters saying the value is base64 or binary, whatever the property (the reader skips those). */
const BINARY_PARAMS = /;\s*(?:ENCODING\s*=\s*(?:B|BASE64)|BASE64|VALUE\s*=\s*BINARY)\s*(?=;|$)/i;
/** A QUOTED-PRINTABLE property: a line of it ending in "=" goes on in the next line, unindented. */
const QUOTED_PRINTABLE = /;\s*(?:ENCODING\s*=\s*)?QUOTED-PRINTABLE\b/i;
/** A line of base64 data that vCard 2.1 writers leave unindented after the property. */
const BASE64_LINE = /^[A-Za-z0-9+/=]+$/;

function isBinary(line: string): boolean {
  const property = PROPERTY.exec(line);
  if (!property) return false;
  return BINARY_NAMES.has(property[1]!.toUpperCase()) || BINARY_PARAMS.test(property[2]!) || /^data:/i.test(line.slice(property[0].length));
}

export interface Lightened {
  text: string;
  /** How many pictures, logos, sounds, keys and other binary values were left out. */
  left: number;
}

/**
 * The text without the binary properties of its cards, with their folded lines (indented) and,
 * for vCard 2.1, the unindented base64 lines up to the blank line that ends them. The soft line
 * breaks of QUOTED-PRINTABLE values are followed as the reader does (vcard-lines.ts, unfold): a
 * line that goes on such a value is part of it, whatever it starts with ("Photo: …" in a note).
 */
export function withoutBinaryProperties(text: string): Lightened {
  if (!/BEGIN\s*:\s*VCARD/i.test(text)) return { text, left: 0 };
  const lines = text.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  let left = 0;
  let skipping = false;
  let softBreak = false;
  for (const line of lines) {
    if (softBreak) {
      kept.push(line);
      softBreak = line.endsWith('=');
      continue;
    }
    if (skipping) {
      if (/^[ \t]/.test(line) || (BASE64_LINE.test(line) && !PROPERTY.test(line))) continue;
      skipping = false;
      if (line === '') continue; // the blank line that ends a 2.1 base64 value
    }
    if (isBinary(line)) {
      skipping = true;
      left++;
      continue;
    }
    kept.push(line);
    const property = PROPERTY.exec(line);
    softBreak = Boolean(property && QUOTED_PRINTABLE.test(property[2]!) && line.endsWith('='));
  }
  return left ? { text: kept.join('\n'), left } : { text, left: 0 };
}

/** The text as requests, or why it cannot be cut: free text too long, or one card too long alone. */
export type Batches = { batches: string[] } | { tooLong: 'text' | 'card' };

const CARD = /^[ \t]*BEGIN[ \t]*:[ \t]*VCARD[ \t]*$[\s\S]*?^[ \t]*END[ \t]*:[ \t]*VCARD[ \t]*$/gim;
const BEGIN = /^[ \t]*BEGIN[ \t]*:[ \t]*VCARD[ \t]*$/im;

/**
 * The text as requests of at most `max` characters each, cut only between cards: one request
 * when it fits. A last card without its END line is kept, as the reader keeps it.
 */
export function cardBatches(text: string, max = WIZARD_TEXT_MAX): Batches {
  if (text.trim().length <= max) return { batches: [text] };
  const cards = text.match(CARD);
  if (!cards) return { tooLong: 'text' };
  const lastEnd = text.lastIndexOf(cards[cards.length - 1]!) + cards[cards.length - 1]!.length;
  const rest = text.slice(lastEnd);
  const unfinished = BEGIN.exec(rest);
  if (unfinished) cards.push(rest.slice(unfinished.index).trim());
  const batches: string[] = [];
  let current = '';
  for (const card of cards) {
    if (card.length > max) return { tooLong: 'card' };
    if (current && current.length + 1 + card.length > max) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current}\n${card}` : card;
  }
  if (current) batches.push(current);
  return { batches };
}

/** The number of cards in the text (for "Reading cards 400 of 2,000…"). */
export function countCards(text: string): number {
  return text.match(/^[ \t]*BEGIN[ \t]*:[ \t]*VCARD[ \t]*$/gim)?.length ?? 0;
}
