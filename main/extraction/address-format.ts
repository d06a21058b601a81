// A postal address in parts (a vCard's ADR, a contacts table's address columns) as one line.
import { tidy } from './contact';

/** Postal codes written before the city, as most of continental Europe does: 4 or 5 digits
 * (Germany, France, Denmark, …), "111 22" (Sweden, Czechia, Slovakia), "1015 CS" (the
 * Netherlands), "00-950" (Poland). */
const CODE_BEFORE_CITY = /^(?:\d{4,5}|\d{3} \d{2}|\d{4} ?[A-Z]{2}|\d{2}-\d{3})$/;

/** Address parts, in a vCard ADR's order [PO box, extended, street, locality, region, postal
 * code, country] → one line: "1 Main St, Suite 5, Springfield, IL 62701, USA" when there is a region (state, province), and
 * the continental "Friedrichstraße 123, 10117 Berlin, Deutschland" for a postal code of the
 * continent's shapes without one. */
export function formatAddress(parts: string[]): string | null {
  const [pobox, ext, street, locality, region, code, country] = parts.map((p) => (p ?? '').replace(/\s*\n\s*/g, ', ').trim());
  const cityLine = !region && CODE_BEFORE_CITY.test(code)
    ? [code, locality].filter(Boolean).join(' ')
    : [locality, [region, code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return tidy([street, ext, pobox, cityLine, country].filter(Boolean).join(', '));
}
