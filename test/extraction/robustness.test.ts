import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_CHARS, extractContacts } from '../../main/extraction';

describe('robustness', () => {
  it('returns [] for empty and whitespace-only input', () => {
    expect(extractContacts('')).toEqual([]);
    expect(extractContacts('   \n\t\r\n ')).toEqual([]);
  });

  it('returns [] for random words and binary data', () => {
    expect(extractContacts('asdkjh qwe 1234 !!!')).toEqual([]);
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)).toString('latin1');
    expect(extractContacts(binary)).toEqual([]);
    // A PNG read as text
    expect(extractContacts('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0001\u0000')).toEqual([]);
  });

  it('never throws on non-string input from JavaScript callers', () => {
    expect(extractContacts(undefined as unknown as string)).toEqual([]);
    expect(extractContacts(42 as unknown as string)).toEqual([]);
  });

  it('returns [] for a vCard without usable properties and for broken vCard text', () => {
    expect(extractContacts('BEGIN:VCARD\nVERSION:3.0\nEND:VCARD')).toEqual([]);
    expect(extractContacts('BEGIN:VCARD\n:::\n;;;\nEND:VCARD\nEND:VCARD\nBEGIN:VCARD')).toEqual([]);
  });

  it('handles a 2 MB free-text input in bounded time', () => {
    const line = 'Lorem ipsum dolor sit amet 12345, call +49 30 123456 or write x.y@example.com\n';
    const big = `Jane Doe\njane@acme.com\n${line.repeat(Math.ceil((2 * 1024 * 1024) / line.length))}`;
    const started = Date.now();
    const result = extractContacts(big);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toHaveLength(1);
    expect(result[0].emails).toContain('jane@acme.com');
  });

  // How the time grows with the number of links is measured by `npm run bench -- extraction`.
  it('reads a paste of thousands of links: the first is the website, the rest are kept as links, each once', () => {
    const links = Array.from({ length: 1_600 }, (_, i) => `www.site${i % 1_500}.com`).join('\n');
    const [c] = extractContacts(links);
    expect(c.website).toBe('https://www.site0.com');
    expect(c.additionalInfo).toMatch(/^Links: https:\/\/www\.site1\.com, https:\/\/www\.site2\.com, /);
    const listed = c.additionalInfo!.slice('Links: '.length).split(', ');
    expect(new Set(listed).size).toBe(listed.length); // the 100 written twice are listed once
  });

  it('reads a 70 KB pasted Outlook thread (250 messages) as its newest sender', () => {
    const msg = (i: number) => `Hi Priya,\n\nThanks for the update on the rollout. We reviewed the numbers with our finance team and they look reasonable.\n\nBest regards,\nMark Feldman\nCTO, Orbit Labs\n+1 (415) 555-01${String(i % 100).padStart(2, '0')}\nmfeldman@orbitlabs.io\n\nFrom: Priya Raman <priya.raman@helixdata.com>\nSent: Monday, March 4, 2024 4:02 PM\nTo: Mark Feldman <mfeldman@orbitlabs.io>\nSubject: RE: Rollout plan\n\n`;
    const thread = Array.from({ length: 250 }, (_, i) => msg(i)).join('');
    const contacts = extractContacts(thread);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Mark Feldman', company: 'Orbit Labs', position: 'CTO', emails: ['mfeldman@orbitlabs.io'] });
  });

  it('handles a 2 MB vCard file: reads the cards within the limit, no throw', () => {
    const card = (i: number) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person ${i}\r\nEMAIL:p${i}@example.com\r\nEND:VCARD\r\n`;
    let file = '';
    for (let i = 0; file.length < 2 * 1024 * 1024; i++) file += card(i);
    const started = Date.now();
    const result = extractContacts(file);
    expect(Date.now() - started).toBeLessThan(10000);
    expect(result.length).toBeGreaterThan(1000);
    expect(result[0]).toMatchObject({ name: 'Person 0', emails: ['p0@example.com'] });
    // Nothing past the 1 MiB input limit is read.
    const lastRead = Number(result[result.length - 1].name?.split(' ')[1]);
    expect(file.indexOf(`FN:Person ${lastRead}\r`)).toBeLessThan(MAX_INPUT_CHARS);
  });

  // Inputs shaped to make naive patterns quadratic: long unbroken runs, unclosed tags, endless
  // folded or soft-broken vCard lines, thousands of parameters.
  it.each([
    ['one long word', 'a'.repeat(MAX_INPUT_CHARS + 10)],
    ['one long number', '1'.repeat(MAX_INPUT_CHARS)],
    ['dotted run', 'a.'.repeat(MAX_INPUT_CHARS / 2)],
    ['glued links', 'www.a.com/'.repeat(MAX_INPUT_CHARS / 10)],
    ['quotes', '"'.repeat(MAX_INPUT_CHARS)],
    ['unclosed tags', '<a href="'.repeat(MAX_INPUT_CHARS / 9)],
    ['unclosed scripts', '<script>'.repeat(MAX_INPUT_CHARS / 8)],
    ['spaced digits', '1 '.repeat(MAX_INPUT_CHARS / 2)],
    ['vCard soft breaks', `BEGIN:VCARD\n${'N;ENCODING=QUOTED-PRINTABLE:=\n'.repeat(35_000)}`],
    ['vCard folds', `BEGIN:VCARD\nNOTE:x\n${' y\n'.repeat(300_000)}END:VCARD`],
    ['vCard parameters', `BEGIN:VCARD\nTEL${';WORK'.repeat(200_000)}:1\nEND:VCARD`],
  ])('stays fast on %s', (_, input) => {
    const started = Date.now();
    expect(() => extractContacts(input)).not.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('never throws and always returns well-formed entries for arbitrary text', () => {
    const vcardish = fc.array(
      fc.oneof(
        fc.constantFrom('BEGIN:VCARD', 'END:VCARD', 'VERSION:2.1', 'VERSION:4.0', 'N;ENCODING=QUOTED-PRINTABLE:=C3=', 'TEL;WORK:', 'EMAIL:a@b.co', ' folded', '=', 'ADR:;;;;;;;;'),
        fc.string(),
      ),
      { maxLength: 30 },
    ).map((lines) => lines.join('\r\n'));
    // Signature-like text assembled from realistic fragments reaches the deeper heuristics,
    // which random strings rarely do.
    const signatureish = fc.array(
      fc.oneof(
        fc.constantFrom(
          'Jane Doe', 'Dr. Max Müller, PhD', 'VP of Sales | Acme Corp', 'Head of Engineering, Beispiel GmbH',
          'Best regards,', '--', 'jane@acme.com', 'Tel: +49 30 123456', '(415) 555-0132', 'Fax: 030 1234568',
          'www.acme.com', 'linkedin.com/in/jane', 'Friedrichstraße 123', '10117 Berlin', 'Name:', 'Title: CTO',
          'John Smith is the CEO of Foo Inc.', '<p>', '</td><td>', '&amp;', '> quoted', 'On Mon, Bob wrote:',
          'BEGIN:VCARD', 'Springfield, IL 62701-1234', 'x123', '0044 20 7946 0958', '',
        ),
        fc.string({ maxLength: 20 }),
      ),
      { maxLength: 25 },
    ).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string(), vcardish, signatureish), (input) => {
        const result = extractContacts(input);
        expect(Array.isArray(result)).toBe(true);
        for (const c of result) {
          expect(c.source === 'vcard' || c.source === 'text').toBe(true);
          expect(Array.isArray(c.emails) && Array.isArray(c.phones)).toBe(true);
          for (const key of ['name', 'company', 'position', 'website', 'socialUrl', 'address', 'additionalInfo'] as const) {
            expect(c[key] === null || (typeof c[key] === 'string' && c[key] !== '')).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
