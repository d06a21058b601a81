// Low-level vCard text handling shared by every version: unfolding, splitting a file into cards
// and splitting a content line into group, name, parameters and value. Lenient on purpose:
// lines that are not content lines are dropped instead of failing the whole card.

export interface ContentLine {
  group: string | null;
  name: string; // upper-case
  params: string[]; // raw "KEY=VALUE" or bare "WORK" tokens, in order
  value: string;
}

/** Splits text into logical lines: CRLF/CR normalised, folded lines (continuations starting
 * with a space or tab) joined, and vCard 2.1 quoted-printable soft line breaks ("=" at the end
 * of a QUOTED-PRINTABLE value) joined with the following line. */
export function unfold(text: string): string[] {
  const physical = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  // Whether the current logical line is a QUOTED-PRINTABLE property. Decided once per logical
  // line (from its start), and continuation is judged on the physical line just appended, so
  // the work stays linear even for a card that is one enormous folded line.
  let quotedPrintable = false;
  let softBreak = false;
  for (const line of physical) {
    const last = out.length - 1;
    if (last >= 0 && softBreak) {
      // Keep the "=\n" so the QP decoder sees (and removes) the soft break itself.
      out[last] += `\n${line}`;
    } else if (last >= 0 && /^[ \t]/.test(line) && out[last] !== '') {
      out[last] += line.slice(1);
    } else {
      out.push(line);
      quotedPrintable = isQuotedPrintable(line);
    }
    softBreak = quotedPrintable && /=[ \t]*$/.test(line);
  }
  return out;
}

function isQuotedPrintable(logicalLine: string): boolean {
  const colon = findValueColon(logicalLine);
  return colon > 0 && /;\s*(?:ENCODING\s*=\s*)?QUOTED-PRINTABLE\b/i.test(logicalLine.slice(0, colon));
}

/** Groups logical lines into cards: each BEGIN:VCARD … END:VCARD at the top level becomes one
 * list of its inner lines. Nested cards (2.1 AGENT, whose line opens them) are skipped; a
 * BEGIN:VCARD anywhere else inside a card means that card lost its END:VCARD, and begins the
 * next card; a card cut off by the end of the input (truncated file) is still returned so that
 * its fields are not lost. */
export function splitCards(lines: string[], maxCards: number): string[][] {
  const cards: string[][] = [];
  let current: string[] | null = null;
  let depth = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (/^BEGIN\s*:\s*VCARD$/i.test(line)) {
      const agent = current !== null && /^AGENT\b[^:]*:\s*$/i.test(current[current.length - 1]?.trim() ?? '');
      if (depth === 1 && current && !agent) {
        if (current.length) cards.push(current);
        if (cards.length >= maxCards) return cards;
        current = [];
        continue;
      }
      depth++;
      if (depth === 1) current = [];
      continue;
    }
    if (/^END\s*:\s*VCARD$/i.test(line)) {
      if (depth === 1 && current) {
        cards.push(current);
        current = null;
        if (cards.length >= maxCards) return cards;
      }
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth === 1 && current && line) current.push(raw);
  }
  if (current && current.length > 0 && cards.length < maxCards) cards.push(current);
  return cards;
}

/** Parses "item1.EMAIL;type=INTERNET:jane@acme.com" into its parts; null for anything that is
 * not a content line (base64 continuation, stray text). */
export function parseContentLine(line: string): ContentLine | null {
  const colon = findValueColon(line);
  if (colon <= 0) return null;
  const head = line.slice(0, colon);
  const m = /^\s*(?:([A-Za-z0-9-]+)\.)?([A-Za-z0-9-]+)((?:;.*)?)$/s.exec(head);
  if (!m) return null;
  return {
    group: m[1] ?? null,
    name: m[2].toUpperCase(),
    params: splitOutsideQuotes(m[3].slice(1), ';').map((p) => p.trim()).filter(Boolean),
    value: line.slice(colon + 1),
  };
}

/** Position of the colon separating parameters from the value, ignoring colons inside quoted
 * parameter values (4.0 allows LABEL="a:b"). */
function findValueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return i;
  }
  return -1;
}

function splitOutsideQuotes(s: string, sep: string): string[] {
  if (s === '') return [];
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '"') quoted = !quoted;
    else if (s[i] === sep && !quoted) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}
