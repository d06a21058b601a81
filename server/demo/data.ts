// Word lists for the demo generator: plausible, varied, and obviously fictional
// (example.com-style domains are reserved for documentation, so no real inbox is hit).
export const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Ana', 'Anton', 'Aisha', 'Ben', 'Bianca', 'Carlos', 'Chen', 'Chloé', 'Daniel',
  'Dara', 'Elena', 'Emeka', 'Emma', 'Farid', 'Fatima', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Isaac',
  'Jana', 'Javier', 'Jin', 'Julia', 'Kai', 'Kenji', 'Lara', 'Leila', 'Liam', 'Lucía', 'Maya', 'Mateo',
  'Mei', 'Mohammed', 'Nadia', 'Niamh', 'Noah', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Rosa', 'Sam', 'Sara',
  'Sofia', 'Tariq', 'Thomas', 'Uma', 'Valentina', 'Viktor', 'Wei', 'Yara', 'Yusuf', 'Zoe', 'Zanele', 'Åsa',
];

export const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Alvarez', 'Andersson', 'Bauer', 'Becker', 'Bianchi', 'Brennan', 'Castillo', 'Chen',
  'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Fitzgerald', 'García', 'Gupta', 'Haddad', 'Hansen', 'Hoffmann',
  'Ibrahim', 'Ito', 'Jansen', 'Kowalski', 'Kim', 'Larsen', 'Laurent', 'Lee', 'Lindqvist', 'Martins',
  'Mehta', 'Meyer', 'Moreau', 'Müller', 'Nakamura', 'Nguyen', "O'Connor", 'Okafor', 'Olsen', 'Patel',
  'Petrov', 'Quinn', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Sørensen', 'Tanaka', 'Torres',
  'Van Dijk', 'Wagner', 'Walsh', 'Weber', 'Wójcik', 'Yamamoto', 'Yilmaz', 'Zhang', 'Zimmermann', 'Novak',
];

export const COMPANIES: Array<{ name: string; domain: string; city: string }> = [
  { name: 'Northwind Traders', domain: 'northwind.example', city: 'Seattle, WA 98101, USA' },
  { name: 'Contoso Ltd', domain: 'contoso.example', city: 'Redmond, WA 98052, USA' },
  { name: 'Fabrikam Inc', domain: 'fabrikam.example', city: 'Austin, TX 78701, USA' },
  { name: 'Tailspin Toys', domain: 'tailspin.example', city: 'Portland, OR 97205, USA' },
  { name: 'Wide World Importers', domain: 'wideworld.example', city: 'Rotterdam, Netherlands' },
  { name: 'Adventure Works', domain: 'adventureworks.example', city: 'Denver, CO 80202, USA' },
  { name: 'Blue Yonder Airlines', domain: 'blueyonder.example', city: 'Dublin, Ireland' },
  { name: 'Coho Vineyard', domain: 'cohovineyard.example', city: 'Napa, CA 94559, USA' },
  { name: 'Alpine Ski House', domain: 'alpineski.example', city: 'Innsbruck, Austria' },
  { name: 'Lucerne Publishing', domain: 'lucerne.example', city: 'Lucerne, Switzerland' },
  { name: 'Margie’s Travel', domain: 'margiestravel.example', city: 'Lisbon, Portugal' },
  { name: 'Proseware Inc', domain: 'proseware.example', city: 'Toronto, ON, Canada' },
  { name: 'Trey Research', domain: 'treyresearch.example', city: 'Cambridge, UK' },
  { name: 'Woodgrove Bank', domain: 'woodgrove.example', city: 'London, UK' },
  { name: 'Litware Inc', domain: 'litware.example', city: 'Berlin, Germany' },
  { name: 'Humongous Insurance', domain: 'humongous.example', city: 'Hartford, CT 06103, USA' },
  { name: 'Graphic Design Institute', domain: 'gdi.example', city: 'Milan, Italy' },
  { name: 'Southridge Video', domain: 'southridge.example', city: 'Los Angeles, CA 90028, USA' },
  { name: 'Fourth Coffee', domain: 'fourthcoffee.example', city: 'Melbourne, Australia' },
  { name: 'VanArsdel Ltd', domain: 'vanarsdel.example', city: 'Amsterdam, Netherlands' },
  { name: 'Relecloud', domain: 'relecloud.example', city: 'Stockholm, Sweden' },
  { name: 'Lamna Healthcare', domain: 'lamna.example', city: 'Boston, MA 02110, USA' },
  { name: 'Munson’s Pickles', domain: 'munsons.example', city: 'Madison, WI 53703, USA' },
  { name: 'Nod Publishers', domain: 'nodpublishers.example', city: 'Edinburgh, UK' },
  { name: 'Datum Corporation', domain: 'datum.example', city: 'Singapore' },
  { name: 'Bellows College', domain: 'bellows.example', city: 'Oxford, UK' },
  { name: 'Best For You Organics', domain: 'bestforyou.example', city: 'Barcelona, Spain' },
  { name: 'First Up Consultants', domain: 'firstup.example', city: 'Paris, France' },
  { name: 'Consolidated Messenger', domain: 'consolidated.example', city: 'Chicago, IL 60601, USA' },
  { name: 'Wingtip Toys', domain: 'wingtip.example', city: 'Osaka, Japan' },
];

export const POSITIONS = [
  'CEO', 'CTO', 'COO', 'Founder', 'Co-founder', 'VP of Sales', 'VP of Engineering', 'Head of Marketing',
  'Head of Partnerships', 'Product Manager', 'Senior Product Manager', 'Engineering Manager',
  'Procurement Lead', 'Purchasing Manager', 'Account Executive', 'Sales Director', 'Operations Manager',
  'Marketing Manager', 'Business Development Manager', 'CFO', 'Finance Director', 'IT Director',
  'Head of Design', 'Customer Success Manager', 'Managing Director', 'Office Manager', 'Consultant',
];

export const STREETS = ['Market Street', 'High Street', 'Harbour Road', 'Oak Avenue', 'King Street', 'Station Road', 'Mill Lane', 'Park Row', 'Queen’s Walk', 'Bridge Street'];

export const MEETING_CONTEXTS = [
  'Met at SaaStr Europa, booth 14', 'Intro from a mutual client', 'Web Summit, Lisbon — panel on pricing',
  'Inbound demo request', 'Coffee after the local founders meetup', 'Referred by their CFO',
  'Trade fair in Hannover', 'Webinar Q&A follow-up', 'Met at a customer dinner', 'Cold outreach that landed',
];

export const NOTES = [
  'Prefers email over calls.', 'Budget cycle starts in Q3.', 'Evaluating two other vendors.',
  'Wants a pilot with 20 seats.', 'Decision maker is their COO.', 'Asked for a security questionnaire.',
  'Renewal due in the spring.', 'Interested in the API integration.', 'Out of office until the 15th.',
  'Send the case study from the logistics sector.',
];

export const TAGS = ['vip', 'partner', 'investor', 'customer', 'prospect', 'press', 'event', 'referral', 'enterprise', 'smb'];
