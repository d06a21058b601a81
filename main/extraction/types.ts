// The shape the wizard's extraction produces, for the reference service's prepare step and for
// the app's offline wizard alike. Empty fields are null or [] — never undefined.
export interface ExtractedContact {
  /** The person's name as written (vCard FN, else N assembled); honorifics such as "Dr." are
   * stripped from names found in free text. Null when no name could be told apart. */
  name: string | null;
  /** Lowercased, trimmed, validated, de-duplicated; in order of appearance. */
  emails: string[];
  phones: string[]; // international format (E.164-like, "+1 415 555 0100") where a library can tell
  /** The organisation only; a vCard ORG's units go to additionalInfo as "Department: …". */
  company: string | null;
  /** Job title (vCard TITLE, else ROLE). */
  position: string | null;
  /** First non-social web address, with https:// added when the scheme was missing. */
  website: string | null;
  /** First profile on a social network (LinkedIn, X/Twitter, GitHub, Xing, …). */
  socialUrl: string | null;
  /** One readable line, e.g. "1 Main St, Springfield, IL 62701, USA". */
  address: string | null;
  /** Notes plus what has no field of its own, one item per line ("Fax: …", "Department: …",
   * "Birthday: …", "Nickname: …", "Links: …" for further web addresses). */
  additionalInfo: string | null;
  /** Where or how the user met the person: only a file that says so in its own field has it
   * (a Rolodeck export's "Meeting context" column or X-ROLODECK-MEETING-CONTEXT). Absent otherwise. */
  meetingContext?: string | null;
  /** What the text was understood as. */
  source: 'vcard' | 'text';
}
