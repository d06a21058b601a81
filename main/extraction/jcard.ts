// ical.js glue: parsing one (pre-processed) card into jCard properties, and reading values out
// of them. jCard values come in several shapes — strings, arrays for structured values (N, ADR,
// ORG), nested arrays for comma lists — so every read goes through these helpers.
import ICAL from 'ical.js';
import { rewriteCard } from './vcard21';

/** One jCard property: [name, params, valueType, ...values]. */
export type JCardProperty = [string, Record<string, unknown>, string, ...unknown[]];

/** ical.js parse of one rewritten card. If ical.js rejects the card as a whole, each line is
 * tried on its own and only the lines it accepts are kept — one malformed property must not
 * cost the user the rest of the card. */
export function parseCard(lines: string[]): JCardProperty[] | null {
  const card = rewriteCard(lines);
  if (!card) return null;
  const whole = tryParse(card);
  if (whole) return whole;
  const cardLines = card.split('\r\n');
  const header = cardLines.slice(0, 2); // BEGIN:VCARD, VERSION:x
  const props: JCardProperty[] = [];
  for (const line of cardLines.slice(2, -1)) {
    const one = tryParse([...header, line, 'END:VCARD'].join('\r\n'));
    if (one) props.push(...one);
  }
  return props.length ? props : null;
}

function tryParse(card: string): JCardProperty[] | null {
  try {
    const parsed = ICAL.parse(card) as unknown;
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    const props = Array.isArray(first) && first[0] === 'vcard' ? first[1] : null;
    return Array.isArray(props) ? (props as JCardProperty[]) : null;
  } catch {
    return null;
  }
}

/** The property's value(s) flattened to strings. Structured values (N, ADR, ORG) come back as
 * arrays whose components may themselves be comma lists — hence the recursion. */
export function valuesOf(p: JCardProperty): string[] {
  return p.slice(3).map(flatten);
}

export function flatten(v: unknown): string {
  if (Array.isArray(v)) return v.map(flatten).join(', ');
  return v == null ? '' : String(v);
}

/** A text property's value; values ical.js split at unescaped commas are joined back. */
export function textOf(p: JCardProperty | undefined): string {
  return p ? valuesOf(p).join(', ').trim() : '';
}

/** The components of a structured value (N, ADR, ORG). */
export function components(p: JCardProperty): string[] {
  const v = p[3];
  if (Array.isArray(v)) return v.map(flatten);
  // An unknown-typed value is left as written, ";" separators included. A value ical.js typed
  // (as text) is a single component already unescaped: its ";" was written "\;" and is part of
  // the text ("ORG:Smith\; Jones LLP").
  return p[2] === 'unknown' ? flatten(v).split(';') : [flatten(v)];
}

export function typesOf(p: JCardProperty): string[] {
  const t = p[1].type;
  const list = Array.isArray(t) ? t : t == null ? [] : [t];
  return list.flatMap((x) => String(x).split(',')).map((x) => x.trim().toLowerCase());
}

export function groupLabel(props: JCardProperty[], p: JCardProperty): string {
  const group = p[1].group;
  if (!group) return '';
  const label = props.find((q) => q[0] === 'x-ablabel' && q[1].group === group);
  return label ? flatten(label[3]).toLowerCase() : '';
}
