// Postal address heuristics for free text. A line counts as part of an address when it has
//   - a street: house number + street word ("1 Main Street", "350 Fifth Ave"), German street +
//     number ("Friedrichstraße 123", "Hauptstr. 5"), or French number + street word
//     ("12 rue de la Paix"); or
//   - a postal code/city: "10115 Berlin", "D-10115 Berlin", "75008 Paris",
//     "Springfield, IL 62701", a UK postcode ("London EC1A 1BB"); or
//   - a US/Canadian city and state without ZIP ("San Francisco, CA"), or with it and no comma
//     ("San Francisco CA 94105").
// A suite, floor or unit line between them ("Suite 200", "2. OG") belongs to the address, and so
// does a town alone above a postcode ("Manchester" / "M2 5HT").
// Consecutive such lines (plus a following country line) are joined with ", ". A company's
// legal footer ("Registered office: …") is not the person's address.
import { hasCompanyWord } from './text-lexicon';

const STREET = [
  /\b\d{1,6}[a-z]?\s+(?:[\p{L}\d.'’-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|way|court|ct\.?|place|pl\.?|square|sq\.?|parkway|pkwy\.?|highway|hwy\.?|terrace|circle|plaza)(?=$|[\s,.;])/iu,
  /\b\p{L}[\p{L}.-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt)\s*\d{1,4}\s?[a-z]?\b/iu,
  // Swedish, Norwegian, Danish and Finnish: "Drottninggatan 5", "Storgata 12", "Vesterbrogade 5",
  // "Mannerheimintie 10".
  /\b\p{L}+(?:gatan|gata|gaten|vägen|veien|vej|gade|katu|tie)\s+\d{1,4}\s?[a-z]?\b/iu,
  /\b\d{1,4}\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\b/iu,
  // Spanish, Portuguese and Italian: the street word first, the number after ("C/ Alcalá, 45",
  // "Calle Mayor 3", "Rua Augusta, 100", "Via Roma 10", "Paseo de la Castellana, 259", "Av. da
  // Liberdade, 110").
  /(?:^|[|,•·]\s*)(?:C\/|[Cc]alle|Avda\.|Av\.|[Aa]venida|[Pp]aseo|[Pp]laza|[Cc]arrer|[Rr]ua|[Tt]ravessa|[Ll]argo|Via|Viale|Piazza|Corso)\s*(?:(?:de|del|da|do|dos|das|la|las|los|dei|della|delle|degli)\s+)*\p{Lu}[\p{L}\s.'’-]{1,40},?\s+\d{1,4}\b/u,
  // Polish: "ul. Marszałkowska 10", "al. Jerozolimskie 65", "pl. Defilad 1".
  /(?:^|[|,•·]\s*)(?:ul|al|pl|os)\.\s*\p{Lu}[\p{L}\s.'’-]{1,40}\s+\d{1,4}[a-z]?\b/u,
  // Dutch: "Keizersgracht 123", "Stationsplein 4a".
  /\b\p{L}+(?:straat|gracht|laan|plein|kade|singel|dijk|steeg|dreef)\s+\d{1,4}\s?[a-z]?\b/iu,
  // Turkish: "Büyükdere Cad. No:123", "Atatürk Sok. No: 5".
  /\b\p{Lu}[\p{L}.-]*\s+(?:Cad(?:desi)?|Cd|Sok(?:ak|ağı)?|Sk|Bulvarı|Blv|Mah(?:allesi)?)\.?\s*(?:No\s*:?\s*)?\d{1,4}/u,
  // Russian: "ул. Тверская, д. 1", "пр. Мира 5".
  /(?:^|[,\s])(?:ул|пр|просп|пер|наб|ш)\.\s*\p{Lu}[\p{L}\s.-]{1,40},?\s*(?:д\.\s*)?\d{1,4}/u,
  // A post office box, where it is the address (the Gulf, much of Africa): "P.O. Box 12345".
  /\bP\.?\s?O\.?\s?Box\s+\d{1,7}\b/i,
];
const POSTAL_CITY = [
  // "10117 Berlin", "D-10117 Berlin", "20121 Milano (MI)" (an Italian province after the city).
  /(?:^|,\s*)(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.'’, -]{1,40}(?:\s*\([A-Z]{2}\))?$/u,
  // Portugal "1250-146 Lisboa", Poland "00-950 Warszawa", Sweden and Czechia "111 22 Stockholm".
  /(?:^|,\s*)(?:\d{4}-\d{3}|\d{2}-\d{3}|\d{3} \d{2})\s+\p{Lu}[\p{L}.'’, -]{1,40}$/u,
  // Brazil: "São Paulo - SP, 01310-100", "São Paulo - SP", and the CEP alone ("01310-100").
  /^\p{Lu}[\p{L} .'’-]{1,40}\s[-–/]\s(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?:,?\s+\d{5}-\d{3})?$/u,
  /^(?:CEP:?\s*)?\d{5}-\d{3}$/,
  // Australia: "Sydney NSW 2000".
  /^\p{Lu}[\p{L} .'’-]{1,40}\s(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}$/u,
  // Dutch: "1015 CJ Amsterdam".
  /(?:^|,\s*)\d{4}\s?[A-Z]{2}\s+\p{Lu}[\p{L}.'’, -]{1,40}$/u,
  // Turkish: "34394 Şişli/İstanbul" (the district and the city).
  /(?:^|,\s*)\d{5}\s+\p{Lu}[\p{L}.'’ -]{1,30}\/\s?\p{Lu}[\p{L}.'’ -]{1,30}$/u,
  // India and Singapore: the six-digit code after the city ("Bengaluru 560100", "Mumbai - 400001",
  // "Singapore 018956"); the city one of the larger ones, as six digits follow many words.
  /(?:^|,\s*)(?:Bengaluru|Bangalore|Mumbai|New Delhi|Delhi|Hyderabad|Chennai|Pune|Kolkata|Ahmedabad|Gurugram|Gurgaon|Noida|Jaipur|Kochi|Chandigarh|Coimbatore|Indore|Lucknow|Thiruvananthapuram|Mysuru|Mysore|Nagpur|Vadodara|Bhubaneswar|Visakhapatnam|Singapore)\s*[-–]?\s*[1-8]\d{2}\s?\d{3}$/u,
  /\b\p{Lu}[\p{L} .'’-]{1,40},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/,
];
// Addresses written in Japanese, Chinese and Korean, largest part first: a Japanese postal code
// ("〒100-0005") or prefecture and city or ward ("東京都千代田区…", "大阪府大阪市北区…"); a Chinese
// city, district and road with its number ("北京市朝阳区建国路88号"); a Korean city, district and
// road with its number ("서울특별시 강남구 테헤란로 123").
const CJK_ADDRESS = [
  /^〒\s?\d{3}-?\d{4}/u,
  /(?:東京都|北海道|京都府|大阪府|\p{sc=Han}{2,3}県)\p{sc=Han}{1,8}?[市区町村郡]/u,
  /\p{sc=Han}{2,3}[省市]\p{sc=Han}{0,12}?[区县市]\p{sc=Han}{0,20}?(?:路|街|道|大道|胡同|巷)\p{sc=Han}{0,6}?\d+号/u,
  /\p{sc=Hangul}+(?:특별시|광역시|특별자치시|도)?\s*\p{sc=Hangul}+[구군시]\s+\p{sc=Hangul}+(?:로|길)\s*\d+/u,
];
// A town alone: one to three capitalised words.
const TOWN = /^\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,2}$/u;
// A line of an address between its street and its city: the suite, floor or unit ("Suite 200",
// "Ste. 200", "3rd Floor", "Unit 5", "Apt 4B", "2. OG", "3e étage").
const UNIT = /^(?:(?:suite|ste\.?|floor|fl\.?|unit|apt\.?|apartment|room|rm\.?|building|bldg\.?|#)\s*[\p{L}\d-]{1,6}|\d{1,3}(?:st|nd|rd|th)\s+floor|\d{1,2}\.\s*(?:og|obergeschoss|stock|etage)|(?:etage|stock)\s*\d{1,2}|\d{1,2}(?:e|er|ème)\s+étage|bâtiment\s+[\p{L}\d]{1,4})$/iu;
// "San Francisco, CA": a city with a US state or Canadian province code, no ZIP. MD and PA are
// left out because "Emily Chen, MD" is a name with a degree far more often than a city.
const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|ON|QC|BC|AB|MB|NS';
const CITY_STATE = new RegExp(String.raw`^\p{Lu}[\p{L} .'’-]{1,40},\s*(?:${US_STATES})$`, 'u');
// A US city, state and ZIP code written without the comma: "San Francisco CA 94105" (the state
// one of the list above).
const CITY_STATE_ZIP = new RegExp(String.raw`^\p{Lu}[\p{L} .'’-]{1,40}\s(?:${US_STATES})\s+\d{5}(?:-\d{4})?$`, 'u');
const COUNTRIES = new Set([
  'usa', 'u.s.a.', 'united states', 'united states of america', 'us', 'uk', 'united kingdom',
  'england', 'germany', 'deutschland', 'france', 'switzerland', 'schweiz', 'suisse', 'austria',
  'österreich', 'canada', 'belgium', 'belgique', 'netherlands', 'ireland', 'spain', 'italy',
  'australia', 'luxembourg', 'españa', 'italia', 'nederland', 'belgië', 'portugal', 'brasil',
  'brazil', 'sverige', 'sweden', 'norge', 'norway', 'danmark', 'denmark', 'suomi', 'finland',
  'polska', 'poland', 'česko', 'czech republic', 'czechia', 'méxico', 'mexico', 'india', 'japan',
  'singapore', 'new zealand', 'south africa', 'ireland',
]);

// A company's legal footer ("… is registered in England and Wales, company number 08123456.
// Registered office: 2 Kingdom Street, London W2 6BD.", "Sitz der Gesellschaft: …", "Siège
// social : …"): the registered office is the company's seat for the register, often a lawyer's
// or accountant's, not where the person works.
const LEGAL_FOOTER =
  /\b(?:registered (?:office|address|in)|company (?:number|no\b|registration)|registration (?:number|no\b)|vat (?:number|no\b|reg)|sitz der gesellschaft|registergericht|handelsregister|amtsgericht|siège social|capital social|rcs [a-z]|kvk|partita iva|p\. ?iva)/i;

export function isAddressLine(line: string): boolean {
  return !LEGAL_FOOTER.test(line) && segments(line).some(isAddressSegment);
}

function isAddressSegment(s: string): boolean {
  if (/^(?:mr|mrs|ms|dr|prof)\.?\s/i.test(s)) return false;
  return STREET.some((r) => r.test(s)) || POSTAL_CITY.some((r) => r.test(s)) || CITY_STATE.test(s) || CITY_STATE_ZIP.test(s) || CJK_ADDRESS.some((r) => r.test(s)) || isCityCountry(s);
}

/** "Mumbai, India", "Berlin, Germany": a city of the list below and its country. */
function isCityCountry(s: string): boolean {
  const m = /^([^,]+),\s*([^,]+)$/.exec(s.trim());
  return Boolean(m && CITIES.has(m[1]!.toLowerCase()) && isCountryLine(m[2]!));
}

// "Muster AG | Hauptstr. 5 | 80331 München", "Example Ltd, 1 Long Lane, London EC1A 1BB":
// signatures put the company and the address on one line.
function segments(line: string): string[] {
  return line.split(/\s+[|•·]\s+/).flatMap((segment) => {
    const m = /^([^,]+),\s*(.+)$/.exec(segment);
    return m && hasCompanyWord(m[1]) && isAddressSegment(m[2]) ? [m[1], m[2]] : [segment];
  });
}

/** The rest of an address line: "Muster AG | Hauptstr. 5 | 80331 München" → "Muster AG". A line
 * the address took whole (a town, a suite, a country) leaves nothing. */
export function nonAddressPart(line: string): string {
  const parts = segments(line);
  if (!parts.some(isAddressSegment)) return '';
  return parts.filter((s) => !isAddressSegment(s)).join(' | ');
}

/** The address part of a line: its address-like segments when the line is split by " | ". */
function addressPart(line: string): string {
  const parts = segments(line);
  return parts.length > 1 ? parts.filter(isAddressSegment).join(', ') : line;
}

// Cities where offices are, as a signature writes them after the company ("Widget Ltd, London").
// A list, not the shape of a town: "Customer Service" or "Subsidiary" there is no place.
const CITIES = new Set(
  [
    'london', 'manchester', 'birmingham', 'edinburgh', 'glasgow', 'bristol', 'leeds', 'cambridge', 'oxford', 'belfast',
    'dublin', 'cork', 'paris', 'lyon', 'marseille', 'toulouse', 'lille', 'nantes', 'bordeaux', 'nice', 'berlin',
    'munich', 'münchen', 'hamburg', 'frankfurt', 'cologne', 'köln', 'düsseldorf', 'stuttgart', 'leipzig', 'dresden',
    'hannover', 'nürnberg', 'nuremberg', 'bremen', 'vienna', 'wien', 'graz', 'zurich', 'zürich', 'geneva', 'genève',
    'basel', 'bern', 'lausanne', 'amsterdam', 'rotterdam', 'utrecht', 'the hague', 'eindhoven', 'brussels',
    'bruxelles', 'antwerp', 'antwerpen', 'ghent', 'luxembourg', 'madrid', 'barcelona', 'valencia', 'seville',
    'sevilla', 'bilbao', 'málaga', 'lisbon', 'lisboa', 'porto', 'milan', 'milano', 'rome', 'roma', 'turin', 'torino',
    'naples', 'bologna', 'florence', 'firenze', 'stockholm', 'gothenburg', 'göteborg', 'malmö', 'oslo', 'bergen',
    'copenhagen', 'københavn', 'aarhus', 'helsinki', 'tallinn', 'riga', 'vilnius', 'warsaw', 'warszawa', 'kraków',
    'krakow', 'wrocław', 'gdańsk', 'prague', 'praha', 'brno', 'budapest', 'bucharest', 'sofia', 'athens', 'istanbul',
    'ankara', 'kyiv', 'moscow', 'tel aviv', 'jerusalem', 'dubai', 'abu dhabi', 'doha', 'riyadh', 'cairo', 'lagos',
    'nairobi', 'johannesburg', 'cape town', 'new york', 'new york city', 'nyc', 'boston', 'chicago', 'san francisco',
    'los angeles', 'seattle', 'austin', 'dallas', 'houston', 'denver', 'atlanta', 'miami', 'washington', 'philadelphia',
    'san diego', 'san jose', 'palo alto', 'mountain view', 'menlo park', 'portland', 'phoenix', 'minneapolis',
    'detroit', 'pittsburgh', 'toronto', 'montreal', 'montréal', 'vancouver', 'ottawa', 'calgary', 'mexico city',
    'são paulo', 'sao paulo', 'rio de janeiro', 'buenos aires', 'santiago', 'bogotá', 'bogota', 'lima', 'tokyo',
    'osaka', 'kyoto', 'seoul', 'beijing', 'shanghai', 'shenzhen', 'guangzhou', 'hong kong', 'taipei', 'singapore',
    'kuala lumpur', 'jakarta', 'bangkok', 'manila', 'ho chi minh city', 'hanoi', 'bangalore', 'bengaluru', 'mumbai',
    'delhi', 'new delhi', 'hyderabad', 'chennai', 'pune', 'sydney', 'melbourne', 'brisbane', 'perth', 'auckland',
    'wellington',
  ],
);

/** A city or a country alone: "London", "Tel Aviv", "Germany". */
export function isPlaceName(text: string): boolean {
  return CITIES.has(text.trim().toLowerCase()) || isCountryLine(text);
}

function isCountryLine(line: string): boolean {
  return COUNTRIES.has(line.toLowerCase().replace(/[.,]+$/, '').trim());
}

/** Finds the first address block; returns it as one line plus the indexes of the lines used. */
export function findAddress(lines: string[]): { address: string; used: number[] } | null {
  const start = lines.findIndex(isAddressLine);
  if (start < 0) return null;
  const used = [start];
  for (let i = start + 1; i < lines.length && used.length < 5; i++) {
    if (isAddressLine(lines[i]) || isCountryLine(lines[i]) || UNIT.test(lines[i].trim())) used.push(i);
    // A town on its own line between the street and the postcode ("10 Queen Street / Manchester /
    // M2 5HT", as the UK writes it).
    else if (TOWN.test(lines[i].trim()) && i + 1 < lines.length && isAddressLine(lines[i + 1])) used.push(i);
    else break;
  }
  const address = used
    .map((i) => addressPart(lines[i]).replace(/^(?:address|adresse|anschrift|addr)\.?\s*:\s*/i, '').replace(/[,;]+$/, ''))
    // A Japanese postal code on its own line goes before the address as it is written: no comma.
    .reduce((joined, part) => (!joined ? part : /^〒\s?\d{3}-?\d{4}$/.test(joined) ? `${joined} ${part}` : `${joined}, ${part}`), '');
  return { address, used };
}
