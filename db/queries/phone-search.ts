// A phone number typed into the search box is also searched as the digits the index holds.
// Migration 0004 indexes each phone's digits, and those digits without their first one to three
// (a country code or a trunk prefix): "+44 20 7946 0958" is found by 2079460958. The same
// number written the way it is dialled at home, with the trunk prefix 0 the international form
// leaves out ("020 7946 0958", "02079460958"), found nothing; nor did "+44 20 7946 0958" find
// a contact saved as "020 7946 0958". A typed number is therefore also searched without its
// leading zeros, and one typed with its country code as its national number.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const PHONE_LIKE = /^\+?[\d\s().\-\/]+$/;
/** Shorter, a number's tail would match too many others to be worth adding to the search. */
const MIN_DIGITS = 6;

/** The digit strings a typed phone number is also searched by (none when it is not one). */
export function phoneSearchDigits(typed: string): string[] {
  const text = typed.trim();
  if (!PHONE_LIKE.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  const found = new Set([digits, digits.replace(/^0+/, '')]);
  if (text.startsWith('+')) {
    const national = parsePhoneNumberFromString(text)?.nationalNumber;
    if (national) found.add(national);
  }
  return [...found].filter((d) => d.length >= MIN_DIGITS);
}
