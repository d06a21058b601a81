// The shape the wizard's extraction produces, for the reference service's prepare step and for
// the app's offline wizard alike. Empty fields are null or [] — never undefined.
export interface ExtractedContact {
  name: string | null;
  emails: string[];
  phones: string[]; // international format (E.164-like, "+1 415 555 0100") where a library can tell
  company: string | null;
  position: string | null;
  website: string | null;
  socialUrl: string | null;
  address: string | null;
  additionalInfo: string | null;
  /** What the text was understood as. */
  source: 'vcard' | 'text';
}
