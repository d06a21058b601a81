// Bytes → text in a declared charset: vCard 2.1 "CHARSET=…" values, and the Windows-1252 code
// points that HTML numeric references such as "&#146;" stand for.

// Windows-1252 for bytes 0x80–0x9F (the rest of the code page is Latin-1). The five bytes it
// leaves undefined keep their own code point, as the WHATWG Encoding Standard does.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** The character Windows-1252 gives a byte (0–255). */
export function windows1252Char(byte: number): string {
  return byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
}

/** Decodes bytes in the named charset (any label the Encoding Standard knows: windows-1252,
 * ISO-8859-2, KOI8-R, Shift_JIS, …). Unknown charsets are read as UTF-8, the overwhelmingly
 * common case in modern exports. */
export function decodeBytes(bytes: Uint8Array, charset: string): string {
  const decoder = decoderFor(charset);
  // Node 20's decoder for windows-1252 (which the labels ISO-8859-1, Latin1 and US-ASCII also
  // name) is plain Latin-1: ’ € – would come out as invisible control characters. Outlook
  // writes exactly those, whichever of these labels it declares.
  if (decoder.encoding === 'windows-1252') return Array.from(bytes, windows1252Char).join('');
  return decoder.decode(bytes);
}

function decoderFor(charset: string) {
  try {
    return new TextDecoder(charset.trim());
  } catch {
    return new TextDecoder('utf-8'); // RangeError: a charset the Encoding Standard does not know
  }
}
