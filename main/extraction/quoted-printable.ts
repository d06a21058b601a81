// Quoted-printable decoding for vCard 2.1 values (RFC 2045 §6.7). Kept tiny and separate so it
// can be tested on its own. The decoded bytes are interpreted in the card's CHARSET, because
// Outlook/Android exports encode UTF-8 names byte-by-byte ("M=C3=BCller" → "Müller") and older
// Outlook writes Windows-1252 ("O=92Brien" → "O’Brien").
import { decodeBytes } from './charset';


/** Decodes quoted-printable text. Soft line breaks ("=" at the end of a line) are removed;
 * malformed escapes ("=ZZ", a lone "=") are kept literally rather than rejected. */
export function decodeQuotedPrintable(value: string, charset = 'utf-8'): string {
  const withoutSoftBreaks = value.replace(/=[ \t]*\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const ch = withoutSoftBreaks[i];
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
      continue;
    }
    // Characters outside the QP alphabet (a non-conforming exporter wrote raw text) are kept
    // as their UTF-8 bytes so they survive the decode unchanged.
    for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
  }
  return decodeBytes(Uint8Array.from(bytes), charset);
}
