import { z } from 'zod';
import { clearable, clearableUrl, emailList, empty, id, name, phoneList } from './common';
import { limits } from './limits';

/** The longest search the list takes: longer than any name, address or number it could find. */
export const SEARCH_MAX = 200;
/** Addresses asked about in one contacts.knownEmails call (well inside a bridge message). */
export const KNOWN_EMAILS_MAX = 2000;

/** Contact ids a window may ask about at once: far more than forms anyone keeps unsaved. */
const MAX_HELD_IDS = 10_000;

export const contactStatuses = ['pending', 'enriched', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const creationSources = ['service', 'scan', 'social_new_relation'] as const;
export type CreationSource = (typeof creationSources)[number] | null;

/** The editable fields, as a form or the wizard sends them. */
export const contactFields = {
  name,
  emails: emailList,
  phones: phoneList,
  company: clearable(limits.shortText),
  position: clearable(limits.shortText),
  address: clearable(limits.address),
  website: clearableUrl,
  socialUrl: clearableUrl,
  additionalInfo: clearable(limits.notes),
  meetingContext: clearable(limits.notes),
};
export const contactInput = z
  .object({
    name: contactFields.name,
    emails: contactFields.emails.optional(),
    phones: contactFields.phones.optional(),
    company: contactFields.company.optional(),
    position: contactFields.position.optional(),
    address: contactFields.address.optional(),
    website: contactFields.website.optional(),
    socialUrl: contactFields.socialUrl.optional(),
    additionalInfo: contactFields.additionalInfo.optional(),
    meetingContext: contactFields.meetingContext.optional(),
  })
  .strict();
export type ContactInput = z.input<typeof contactInput>;
export const contactPatch = contactInput.partial().strict();
export type ContactPatch = z.input<typeof contactPatch>;
export type EditableField = keyof typeof contactFields;

export const sortKeys = ['name', 'company', 'updatedAt', 'createdAt', 'lastContactAt'] as const;
export type SortKey = (typeof sortKeys)[number];

export const extendFields = ['additionalInfo', 'meetingContext'] as const;
/** Text "Add to" appends; the total it makes is checked against limits.notes where it is appended. */
export const extendText = z.string().trim().min(1, 'Nothing to append').max(limits.notes, `At most ${limits.notes} characters`);
export type ExtendField = (typeof extendFields)[number];

export interface PipelineStateRef {
  id: string;
  name: string;
}
export interface PipelineState extends PipelineStateRef {
  position: number;
  contactCount: number;
}

export interface ContactSummary {
  id: string;
  name: string;
  company: string | null;
  position: string | null;
  email: string | null;
  phone: string | null;
  status: ContactStatus | null;
  pipelineState: PipelineStateRef | null;
  lastContactAt: string | null;
  updatedAt: string;
  /** True while local changes wait to reach the service. */
  pending: boolean;
}

export interface Contact extends ContactSummary {
  remoteId: string | null;
  emails: string[];
  phones: string[];
  website: string | null;
  address: string | null;
  socialUrl: string | null;
  creationSource: CreationSource;
  tags: string[];
  additionalInfo: string | null;
  meetingContext: string | null;
  companyId: string | null;
  companyIds: string[];
  createdAt: string;
}

export const exportFormats = ['vcard', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** An export file's content, for the window to save where the user says. */
export interface ContactExport {
  /** The whole file (a CSV opens with a byte order mark). */
  text: string;
  /** "Rolodeck contacts 2026-11-24.vcf" */
  fileName: string;
  /** "text/vcard" or "text/csv", with the charset. */
  mimeType: string;
  /** How many contacts the file holds. */
  count: number;
}

export interface ContactPage {
  items: ContactSummary[];
  total: number;
  /** True when a search matched more than `total` contacts (search results are capped). */
  capped?: boolean;
}

export const contactMethods = {
  'contacts.list': {
    input: z
      .object({
        query: z.string().max(SEARCH_MAX, `At most ${SEARCH_MAX} characters`).optional(),
        sort: z.enum(sortKeys).default('name'),
        direction: z.enum(['asc', 'desc']).default('asc'),
        /** A pipeline state id, or null for contacts in no state. Absent: every contact. */
        pipelineStateId: id.nullable().optional(),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(500).default(100),
      })
      .strict(),
    output: {} as ContactPage,
  },
  /**
   * Where a contact stands in contacts.list with the same query, sort, direction and pipeline
   * state: its 0-based index, or null when that list does not hold it. The list keeps its
   * selection with it; the board, a card just moved into a long column.
   */
  'contacts.position': {
    input: z
      .object({
        id,
        query: z.string().max(SEARCH_MAX, `At most ${SEARCH_MAX} characters`).optional(),
        /** As contacts.list's: a pipeline state id, null for contacts in none, absent for every contact. */
        pipelineStateId: id.nullable().optional(),
        sort: z.enum(sortKeys).default('name'),
        direction: z.enum(['asc', 'desc']).default('asc'),
      })
      .strict(),
    output: {} as { index: number | null },
  },
  'contacts.get': { input: z.object({ id }).strict(), output: {} as Contact },
  /**
   * The address book as a file, every contact or those a search matches (all of them, not the
   * list's first 1,000), by name: a vCard 3.0 file or a CSV with a header row, each of which the
   * new-contact wizard reads back to the same fields. Refused in words when no contact is there.
   */
  'contacts.export': {
    input: z
      .object({
        format: z.enum(exportFormats, { message: 'The format must be vCard ("vcard") or CSV ("csv")' }),
        query: z.string().max(SEARCH_MAX, `At most ${SEARCH_MAX} characters`).optional(),
      })
      .strict(),
    output: {} as ContactExport,
  },
  /**
   * The contacts (other than `exceptId`) that hold any of these addresses, compared ignoring
   * case: the contact form says so before a second card for one person is made. At most five.
   * Addresses as typed: an unfinished one simply matches nobody.
   */
  'contacts.withEmails': {
    input: z
      .object({
        emails: z.array(z.string().max(limits.email, `At most ${limits.email} characters`)).max(limits.listEntries),
        exceptId: id.optional(),
      })
      .strict(),
    output: {} as { id: string; name: string; email: string }[],
  },
  /**
   * Of many addresses (the cards of a review), those some contact already holds, lower-cased,
   * compared ignoring case: the wizard points those cards out before Create all. A review of more
   * cards asks in several calls.
   */
  'contacts.knownEmails': {
    input: z
      .object({
        emails: z.array(z.string().max(limits.email, `At most ${limits.email} characters`)).max(KNOWN_EMAILS_MAX, `At most ${KNOWN_EMAILS_MAX.toLocaleString('en')} addresses at a time`),
      })
      .strict(),
    output: {} as string[],
  },
  /**
   * Of the contact ids a window holds (the contact it shows, the forms it keeps unsaved), those
   * replaced by another contact (a second card folded into the contact the user made), each with
   * the id of the contact that stands for it now. Ids still current, or gone for good, are left out.
   */
  'contacts.replacements': {
    input: z.object({ ids: z.array(id).max(MAX_HELD_IDS, `At most ${MAX_HELD_IDS} ids`) }).strict(),
    output: {} as Record<string, string>,
  },
  'contacts.create': { input: contactInput, output: {} as Contact },
  'contacts.update': { input: z.object({ id, patch: contactPatch }).strict(), output: {} as Contact },
  'contacts.extend': {
    input: z
      .object({
        id,
        text: extendText,
        field: z.enum(extendFields).default('additionalInfo'),
      })
      .strict(),
    output: {} as Contact,
  },
  'contacts.setPipelineState': {
    input: z.object({ id, stateId: id.nullable() }).strict(),
    output: {} as Contact,
  },
  'pipelineStates.list': { input: empty, output: {} as PipelineState[] },
} as const;
