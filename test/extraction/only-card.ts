// The one card a text gives; the test fails, saying what came out, when it gives none or several.
import { expect } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import type { ExtractedContact } from '../../main/extraction/types';

export function onlyCard(text: string): ExtractedContact {
  const cards = extractContacts(text);
  expect(cards).toHaveLength(1);
  return cards[0]!;
}
