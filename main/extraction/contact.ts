// Helpers for building an ExtractedContact: a blank one, and tidying of free-form strings so
// that empty fields are null (never "" or undefined), as types.ts promises.
import type { ExtractedContact } from './types';

export function emptyContact(source: ExtractedContact['source']): ExtractedContact {
  return {
    name: null,
    emails: [],
    phones: [],
    company: null,
    position: null,
    website: null,
    socialUrl: null,
    address: null,
    additionalInfo: null,
    source,
  };
}

/** Collapses runs of whitespace, trims, and caps the length (a single field should never carry
 * a whole pasted document). Returns null when nothing is left. */
export function tidy(value: string | null | undefined, maxLength = 300): string | null {
  if (value == null) return null;
  const s = value.replace(/\s+/g, ' ').trim();
  if (!s) return null;
  return s.length > maxLength ? `${s.slice(0, maxLength - 1).trimEnd()}…` : s;
}

/** Like tidy, but keeps line breaks (for notes / additional info). */
export function tidyMultiline(value: string | null | undefined, maxLength = 4000): string | null {
  if (value == null) return null;
  const s = value
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  if (!s) return null;
  return s.length > maxLength ? `${s.slice(0, maxLength - 1).trimEnd()}…` : s;
}

/** True when the contact carries anything a user would want to keep. */
export function hasContent(c: ExtractedContact): boolean {
  return Boolean(
    c.name || c.emails.length || c.phones.length || c.company || c.position || c.website ||
      c.socialUrl || c.address || c.additionalInfo || c.meetingContext,
  );
}
