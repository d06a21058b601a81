// Pasted web-page fragments ("about" blocks copied as HTML, HTML email signatures): turned into
// plain text lines before the free-text heuristics run. Not a full HTML parser — block-level
// tags become line breaks, other tags are removed, common entities are decoded, a mailto: or
// tel: link becomes its address or number in its place, and other link targets (often a
// LinkedIn icon) are appended as extra lines.
import { windows1252Char } from './charset';

const LOOKS_LIKE_HTML = /<(?:br|p|div|span|a|td|tr|li|ul|table|html|body|h[1-6]|strong|b|em|font)\b[^<>]{0,1000}>/i;

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', middot: '·',
  bull: '•', copy: '©', uuml: 'ü', ouml: 'ö', auml: 'ä', Uuml: 'Ü', Ouml: 'Ö', Auml: 'Ä', szlig: 'ß',
  eacute: 'é', egrave: 'è', ecirc: 'ê', agrave: 'à', ccedil: 'ç', Eacute: 'É',
  // Typographic quotes: Outlook and Word write "O&rsquo;Neill" and «…»/“…” this way.
  rsquo: '’', lsquo: '‘', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', laquo: '«', raquo: '»',
  lsaquo: '‹', rsaquo: '›', hellip: '…', euro: '€',
};

export function looksLikeHtml(text: string): boolean {
  return LOOKS_LIKE_HTML.test(text);
}

// An inline picture ("<img src="data:image/png;base64,…">", "url(data:…)"): often hundreds of
// kilobytes in an HTML signature, and never contact data.
const DATA_URI = /data:[a-z]{1,20}\/[a-z0-9.+-]{1,50}(?:;[a-z0-9=.+-]{1,50}){0,5},[^"'\s<>)]*/gi;

// A mailto: or tel: link whose text is a word ("Email", an icon): the address or number stands
// where the link is, with the person it belongs to in a team page's list, not after everyone.
const CONTACT_LINK = /<a\b[^<>]{0,1000}?\bhref\s*=\s*["'](?:mailto|tel):([^"'?]{1,300})[^"']{0,500}["'][^<>]{0,1000}>([\s\S]{0,500}?)<\/a\s*>/gi;

export function htmlToText(input: string): string {
  const html = input.replace(DATA_URI, '').replace(CONTACT_LINK, (_, target: string) => ` ${decodeEntities(target)} `);
  const links: string[] = [];
  for (const m of html.matchAll(/<a\b[^<>]{0,1000}?\bhref\s*=\s*["']([^"']{1,500})["']/gi)) links.push(decodeEntities(m[1]));
  const text = removeBlocks(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|tr|li|ul|ol|table|h[1-6]|section|article|header|footer|blockquote)\b[^<>]{0,1000}>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' | ')
    .replace(/<[^<>]{0,2000}>/g, '');
  return [decodeEntities(text), ...links.map((l) => l.replace(/^mailto:/i, '').replace(/\?.*$/, ''))].join('\n');
}

/** Removes <script>, <style>, <head> elements and comments with their content. A linear scan
 * rather than a lazy regex, which would re-scan the rest of the input for every unclosed tag. */
function removeBlocks(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  const opener = /<(script|style|head)\b|<!--/g;
  for (let m = opener.exec(lower); m; m = opener.exec(lower)) {
    if (m.index < at) continue;
    const close = m[1] ? `</${m[1]}` : '-->';
    const end = lower.indexOf(close, m.index + m[0].length);
    out += `${html.slice(at, m.index)} `;
    if (end < 0) return out;
    at = lower.indexOf('>', end) < 0 ? html.length : lower.indexOf('>', end) + 1;
    opener.lastIndex = at;
  }
  return out + html.slice(at);
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      // "&#146;" means the Windows-1252 character (’), as browsers read it.
      if (n >= 0x80 && n <= 0x9f) return windows1252Char(n);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code] ?? whole;
  });
}
