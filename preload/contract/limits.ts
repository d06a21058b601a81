// How long each value may be: what the contact service stores (the reference server's choices,
// documented in server/README.md, "Limits"). The app accepts exactly this, so an edit it saves is
// never refused by the service later, far from where it was typed, and an edit the service would
// take is never blocked here. Lengths are in UTF-16 code units (String.length), as on the service.
export const limits = {
  /** A contact's name, company and position. */
  shortText: 255,
  address: 1000,
  /** website and socialUrl. */
  url: 2048,
  /** Notes (additionalInfo) and meeting context: an edit, and their total after "Add to". */
  notes: 65_535,
  /** Email addresses, phone numbers: entries in each list. */
  listEntries: 20,
  email: 254,
  phone: 50,
  taskTitle: 255,
  taskDescription: 65_535,
  /** One header line (RFC 5322). */
  emailSubject: 998,
  emailBody: 65_535,
  /** What the email writer is asked to do (prepare and refine). */
  instruction: 10_000,
} as const;
