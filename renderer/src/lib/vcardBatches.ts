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

/** Properties whose values are binary data: Rolodeck stores none of them. */
const BINARY = /^(?:[A-Za-z0-9-]+\.)?(?:PHOTO|LOGO|SOUND|KEY)[;:]/i;
/** The start of any property line (a name, maybe grouped, then its parameters or value). */
const PROPERTY = /^(?:[A-Za-z0-9-]+\.)?[A-Za-z0-9-]+[;:]/;
/** A line of base64 data that vCard 2.1 writers leave unindented after the property. */
const BASE64_LINE = /^[A-Za-z0-9+/=]+$/;

export interface Lightened {
  text: string;
  /** How many pictures, logos, sounds and keys were left out. */
  left: number;
}

/**
 * The text without the binary properties of its cards, with their folded lines (indented) and,
 * for vCard 2.1, the unindented base64 lines up to the blank line that ends them.
 */
export function withoutBinaryProperties(text: string): Lightened {
  if (!/BEGIN\s*:\s*VCARD/i.test(text)) return { text, left: 0 };
  const lines = text.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  let left = 0;
  let skipping = false;
  for (const line of lines) {
    if (skipping) {
      if (/^[ \t]/.test(line) || (BASE64_LINE.test(line) && !PROPERTY.test(line))) continue;
      skipping = false;
      if (line === '') continue; // the blank line that ends a 2.1 base64 value
    }
    if (BINARY.test(line)) {
      skipping = true;
      left++;
      continue;
    }
    kept.push(line);
  }
  return left ? { text: kept.join('\n'), left } : { text, left: 0 };
}

/**
 * The text as requests of at most `max` characters each, cut only between cards: one batch
 * when it fits; null when it does not and cannot be cut (free text, or one card alone too long).
 */
export function cardBatches(text: string, max = WIZARD_TEXT_MAX): string[] | null {
  if (text.trim().length <= max) return [text];
  const cards = text.match(/^[ \t]*BEGIN[ \t]*:[ \t]*VCARD[ \t]*$[\s\S]*?^[ \t]*END[ \t]*:[ \t]*VCARD[ \t]*$/gim);
  if (!cards) return null;
  const batches: string[] = [];
  let current = '';
  for (const card of cards) {
    if (card.length > max) return null;
    if (current && current.length + 1 + card.length > max) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current}\n${card}` : card;
  }
  if (current) batches.push(current);
  return batches;
}

/** The number of cards in the text (for "Reading cards 400 of 2,000…"). */
export function countCards(text: string): number {
  return text.match(/^[ \t]*BEGIN[ \t]*:[ \t]*VCARD[ \t]*$/gim)?.length ?? 0;
}
