// When ical.js rejects a card as a whole, the card is retried line by line so that one bad
// property does not cost the user the rest. ical.js is lenient about what the pre-pass hands it,
// so the rejection is simulated here.
import { describe, expect, it, vi } from 'vitest';

vi.mock('ical.js', async (importOriginal) => {
  const actual = (await importOriginal<{ default: { parse: (s: string) => unknown } }>()).default;
  return {
    default: {
      ...actual,
      parse: (s: string) => {
        if (s.includes('NOTE:')) throw new Error('simulated parser error');
        return actual.parse(s);
      },
    },
  };
});

const { extractContacts } = await import('../../main/extraction');

describe('vCard parse fallback', () => {
  it('keeps the properties ical.js accepts when it rejects one of them', () => {
    const [c] = extractContacts('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nNOTE:boom\r\nEMAIL:jane@acme.com\r\nEND:VCARD');
    expect(c.name).toBe('Jane Doe');
    expect(c.emails).toEqual(['jane@acme.com']);
    expect(c.additionalInfo).toBeNull();
  });
});
