import { describe, expect, it } from 'vitest';
import { findEmails, normalizeEmail, uniqueEmails } from '../../main/extraction/emails';

describe('emails', () => {
  it('normalises case, whitespace, mailto: and surrounding punctuation', () => {
    expect(normalizeEmail('  <Mailto:Jane.Doe@Acme.COM>, ')).toBe('jane.doe@acme.com');
  });

  it('rejects what is not an address', () => {
    for (const bad of ['jane@', '@acme.com', 'jane@@acme.com', 'jane..doe@acme.com', 'jane@acme', 'jane doe@acme.com']) {
      expect(normalizeEmail(bad)).toBeNull();
    }
  });

  it('de-duplicates in first-seen order', () => {
    expect(uniqueEmails(['B@x.com', 'a@x.com', 'b@X.com'])).toEqual(['b@x.com', 'a@x.com']);
  });

  it('finds addresses in prose', () => {
    expect(findEmails('Write to sales@acme.com (or jane(at)acme(dot)com).')).toEqual(['sales@acme.com', 'jane@acme.com']);
  });

  it('reads obfuscated addresses among long runs of obfuscation words and spaces', () => {
    const filler = 'xy (dot) '.repeat(11_000); // about 100 KB that de-obfuscates into one long run
    expect(findEmails(filler)).toEqual([]);
    expect(findEmails(`${filler}\nWrite to jane [at] acme [dot] com`)).toEqual(['jane@acme.com']);
    expect(findEmails(`${' '.repeat(100_000)}jane  ( at )  acme (dot) io`)).toEqual(['jane@acme.io']);
    expect(findEmails('see mary.major@example.org, max@beispiel.de')).toEqual(['mary.major@example.org', 'max@beispiel.de']);
  });
});
