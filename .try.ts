import { findPhones } from './main/extraction/phones';
import { splitRoleLine } from './main/extraction/text-roles';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
console.log(findPhones('M +44 7700 900123 | T +44 20 7946 0958', 'GB'));
const n = parsePhoneNumberFromString('+44 7700 900123'); console.log(n?.isValid(), n?.isPossible());
console.log(splitRoleLine("Michael O'Brien, PhD"), splitRoleLine('Senior Data Scientist at Initech'));
