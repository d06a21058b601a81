// Postal address heuristics for free text. A line counts as part of an address when it has
//   - a street: house number + street word ("1 Main Street", "350 Fifth Ave"), German street +
//     number ("Friedrichstraße 123", "Hauptstr. 5"), or French number + street word
//     ("12 rue de la Paix"); or
//   - a postal code/city: "10115 Berlin", "D-10115 Berlin", "75008 Paris",
//     "Springfield, IL 62701", a UK postcode ("London EC1A 1BB").
// Consecutive such lines (plus a following country line) are joined with ", ".

const STREET = [
  /\b\d{1,6}[a-z]?\s+(?:[\p{L}\d.'’-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|way|court|ct\.?|place|pl\.?|square|sq\.?|parkway|pkwy\.?|highway|hwy\.?|terrace|circle|plaza)(?=$|[\s,.;])/iu,
  /\b\p{L}[\p{L}.-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt)\s*\d{1,4}\s?[a-z]?\b/iu,
  /\b\d{1,4}\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\b/iu,
];
const POSTAL_CITY = [
  /(?:^|,\s*)(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.'’ -]{1,40}$/u,
  /\b\p{Lu}[\p{L} .'’-]{1,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/,
];
const COUNTRIES = new Set([
  'usa', 'u.s.a.', 'united states', 'united states of america', 'us', 'uk', 'united kingdom',
  'england', 'germany', 'deutschland', 'france', 'switzerland', 'schweiz', 'suisse', 'austria',
  'österreich', 'canada', 'belgium', 'belgique', 'netherlands', 'ireland', 'spain', 'italy',
  'australia', 'luxembourg',
]);

export function isAddressLine(line: string): boolean {
  return STREET.some((r) => r.test(line)) || POSTAL_CITY.some((r) => r.test(line));
}

function isCountryLine(line: string): boolean {
  return COUNTRIES.has(line.toLowerCase().replace(/[.,]+$/, '').trim());
}

/** Finds the first address block; returns it as one line plus the indexes of the lines used. */
export function findAddress(lines: string[]): { address: string; used: number[] } | null {
  const start = lines.findIndex(isAddressLine);
  if (start < 0) return null;
  const used = [start];
  for (let i = start + 1; i < lines.length && used.length < 4; i++) {
    if (isAddressLine(lines[i]) || isCountryLine(lines[i])) used.push(i);
    else break;
  }
  const address = used
    .map((i) => lines[i].replace(/^(?:address|adresse|anschrift|addr)\.?\s*:\s*/i, '').replace(/[,;]+$/, ''))
    .join(', ');
  return { address, used };
}
