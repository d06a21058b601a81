// A postal address in parts (a vCard's ADR, a contacts table's address columns) as one line.
import { tidy } from './contact';

/** Address parts, in a vCard ADR's order [PO box, extended, street, locality, region, postal
 * code, country] → one line: "1 Main St, Suite 5, Springfield, IL 62701, USA" when there is a region (state, province), and
 * the continental "Friedrichstraße 123, 10117 Berlin, Deutschland" for a numeric postal code
 * without one. */
export function formatAddress(parts: string[]): string | null {
  const [pobox, ext, street, locality, region, code, country] = parts.map((p) => (p ?? '').replace(/\s*\n\s*/g, ', ').trim());
  const cityLine = !region && /^\d{4,5}$/.test(code)
    ? [code, locality].filter(Boolean).join(' ')
    : [locality, [region, code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return tidy([street, ext, pobox, cityLine, country].filter(Boolean).join(', '));
}
