// The text of a file dropped on (or chosen in) the wizard, in the encoding it was written in.
// Kept apart from the view so that it is tested without a DOM.

/** A dropped file's text. File.text() reads UTF-8 only, and an Outlook vCard 2.1 is written in
 * the PC's code page: "Amélie" in Windows-1252 bytes came out as "Am\uFFFDlie". So: a byte-order
 * mark says the encoding; bytes that are valid UTF-8 are UTF-8; otherwise the first CHARSET a
 * card names (other than UTF-8), when the browser knows it; otherwise Windows-1252. */
export function decodeFileText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: read as a single-byte code page below.
  }
  // Parameter names are ASCII, so any single-byte reading finds them.
  const named = [...new TextDecoder('windows-1252').decode(bytes).matchAll(/;CHARSET=([\w.-]{1,40})/gi)]
    .map((m) => m[1]!)
    .find((charset) => !/^(?:utf-?8|us-ascii)$/i.test(charset));
  if (named) {
    try {
      return new TextDecoder(named).decode(bytes);
    } catch {
      // A charset the browser does not know: the usual Windows code page.
    }
  }
  return new TextDecoder('windows-1252').decode(bytes);
}

/** Bytes looked at to tell text from anything else. */
export const SNIFF_BYTES = 64 * 1024;
/**
 * Larger than any contacts export once its photos are left out (a card is a few hundred bytes);
 * a file this size would hold the window for a minute while it is read.
 */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * Why a dropped file is not read, or null to read it: not text (a NUL byte among the first
 * 64 KB, where UTF-16 text says so with its byte-order mark: a spreadsheet, a PDF, a picture),
 * or too large. Decoding and scanning a 3 MB binary for cards and rows held the window ~10 s
 * before the wizard refused it as too long.
 */
export function refusedFile(name: string, size: number, head: Uint8Array): string | null {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.subarray(0, SNIFF_BYTES).includes(0)) {
    return `“${name}” is not a text file. Rolodeck reads vCards (.vcf) and CSV or TSV exports: save a spreadsheet as CSV first.`;
  }
  if (size > MAX_FILE_BYTES) {
    return `“${name}” is ${Math.round(size / (1024 * 1024)).toLocaleString()} MB, more than the ${MAX_FILE_BYTES / (1024 * 1024)} MB a contacts file can be here. Export fewer contacts, or without photos.`;
  }
  return null;
}
