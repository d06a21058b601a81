// Phone and fax numbers in a person's lines of free text: valid numbers anywhere (phones.ts),
// plus numbers a label or a line of their own vouches for even when the library rejects them.
import type { CountryCode } from 'libphonenumber-js';
import { addPhones, findPhones, normalizePhone, type Phone } from './phones';
import { isAddressLine, nonAddressPart } from './text-address';
import { parseLabel } from './text-labels';
import { vanityPhones } from './text-vanity-phone';

/** Phone-number scanning, the costly step, stops after this many characters of a person's
 * lines: far beyond any signature or contact section, and it bounds digit-heavy pastes. */
const MAX_PHONE_SCAN_CHARS = 20_000;

const PHONE_SHAPE = /^[+(\d][\d\s()./-]{5,}\d$/;

/** A label for some other number right before a match ("Invoice no. 2024-001234", "Order #…",
 * "Ref: …", "IBAN …", "company number 08123456", "HRB 12345"): digits a phone-number finder would
 * take, which are not a phone. */
const REFERENCE_BEFORE =
  /\b(?:invoice|order|ref|reference|account|acct|customer|client|ticket|case|booking|confirmation|tracking|policy|serial|iban|vat|tax|po|rechnung|rechnungs|bestellung|bestell|kunden|auftrag|facture|commande|dossier|company|registration|register|hrb|hra|siren|siret|kvk|abn|acn|crn)\s*(?:no|nr|number|num|id|#)?\.?\s*[:#.]?\s*$/i;

// A fax label right before a number: "Fax:", "Telefax", "Télécopie", "Fax (direct):" or a lone
// "F" ("T +49 … | F +49 … | M +49 …"). It marks that number only.
const FAX_BEFORE = /(?:\b(?:fax|telefax|télécopie|telecopie|facsimile)\b|(?<![\p{L}\p{N}.])f)\.?(?:\s*(?:no|nr|number)\.?)?(?:\s*\([^()\d]{1,20}\))?\s*[:.：]?\s*$/iu;
// "(217) 555-0199 (fax)", "+49 30 1234568 Fax | …": a fax word right after a number, with no
// number of its own after it ("… Fax (212) 555-0189", "… / Fax -68"), marks the number before it.
const FAX_AFTER = /^\s*[(\[]?\s*(?:fax|telefax|télécopie)\s*[)\]]?\s*(?:$|[|,;/·•])/iu;

/** Phones line by line. A number right after a fax label ("Fax:", "F") — or right before a
 * trailing "(fax)" — is a fax and goes to additional info; address segments are not searched (a
 * ZIP+4 code looks like a phone number). */
export function collectPhones(lines: string[], region: CountryCode): { phones: Phone[]; faxes: Phone[] } {
  const phones: Phone[] = [];
  const faxes: Phone[] = [];
  let budget = MAX_PHONE_SCAN_CHARS;
  for (const line of lines) {
    if (budget <= 0) break;
    const scanned = (isAddressLine(line) ? nonAddressPart(line) : line).slice(0, budget);
    budget -= scanned.length;
    // "Call 1-800-FLOWERS": a number spelt with the keypad's letters is dialled and read with
    // the others, in the order written.
    const found = [...findPhones(scanned, region), ...vanityPhones(scanned, region)]
      .filter((p) => !REFERENCE_BEFORE.test(scanned.slice(Math.max(0, p.start - 40), p.start)))
      .sort((a, b) => a.start - b.start);
    found.forEach((p, i) => {
      const before = scanned.slice(i > 0 ? found[i - 1].end : 0, p.start).slice(-40);
      addPhones(FAX_BEFORE.test(before) || FAX_AFTER.test(scanned.slice(p.end)) ? faxes : phones, [p]);
    });
    // "Phone: +1-555-555-5555" is not a valid number to the library (555 area code), but the
    // label says it is a phone: keep it, formatted if possible, as written otherwise. So does a
    // line that is nothing but a number dialled with a trunk or international prefix
    // ("06 12 34 56 78" when nothing tells its country).
    const label = parseLabel(scanned);
    const vouched = label?.field === 'phone' || label?.field === 'fax' ? label.value : isBareNumber(scanned) ? scanned : null;
    if (!vouched) continue;
    for (const written of numbersIn(vouched)) {
      // "Tel: 555-555-0100 | Fax: 555-555-0101": each piece may have a label of its own.
      const own = written === vouched ? null : parseLabel(written);
      const piece = own ? own.value : written;
      const fax = (own ?? label)?.field === 'fax';
      // Numbers the library accepts were found above, with the line's fax rules.
      if (PHONE_SHAPE.test(piece) && !findPhones(piece, region).length) {
        addPhones(fax ? faxes : phones, [normalizePhone(piece, region)]);
      }
    }
  }
  return { phones, faxes };
}

/** "555-555-0100 / 555-555-0101", "…, …", "… or …": several numbers after one label. The split
 * is kept only when every piece is a whole number (7+ digits), so that "030 / 1234567" (German
 * area code / number) stays one number. */
function numbersIn(value: string): string[] {
  const pieces = value.split(/\s*[/,;|]\s*|\s+(?:or|oder|ou)\s+/i).map((s) => s.trim()).filter(Boolean);
  return pieces.length > 1 && pieces.every((p) => p.replace(/\D/g, '').length >= 7) ? pieces : [value];
}

/** A line that is only a phone number: starting with "+", "(" or a trunk "0", 8 to 15 digits,
 * and not a date ("04.03.2024"). */
function isBareNumber(line: string): boolean {
  const digits = line.replace(/\D/g, '').length;
  return /^[+(0][\d\s()./-]+$/.test(line) && digits >= 8 && digits <= 15 && !/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(line);
}
