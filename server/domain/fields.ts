// Field rules shared by contact create, update, wizard overrides and email drafts.
import { z } from 'zod';

export const CONTACT_STATUSES = ['pending', 'enriched', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CREATION_SOURCES = ['service', 'scan', 'social_new_relation'] as const;
export const TASK_TYPES = ['call', 'email', 'meeting', 'follow_up', 'proposal', 'quote', 'other'] as const;
export const EXTEND_FIELDS = ['additionalInfo', 'meetingContext'] as const;
export type ExtendField = (typeof EXTEND_FIELDS)[number];
/** Where extend appends when the request names no field. */
export const DEFAULT_EXTEND_FIELD: ExtendField = 'additionalInfo';

export const LIMITS = {
  shortText: 255,
  address: 1000,
  url: 2048,
  longText: 65535,
  listEntries: 20,
  phone: 50,
  email: 254,
  /** An email subject: one header line (RFC 5322). */
  subject: 998,
  /** What the email writer is asked to do (prepare's message, refine's instruction). */
  instruction: 10_000,
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= LIMITS.email && EMAIL_RE.test(value);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

// ISO 8601 date-time with a time zone (Z or ±hh:mm), seconds and fractions optional.
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A calendar date that exists: Date.parse rolls 2026-02-30 over to 2 March instead of refusing it. */
function realDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
export const isDateTime = (value: string) => DATE_TIME_RE.test(value) && !Number.isNaN(Date.parse(value)) && realDate(value);

export const notBlank = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim().length > 0, { error: 'This value should not be blank.' });

export const emailAddress = z.string().refine(isEmail, { error: 'This value is not a valid email address.' });
export const phoneNumber = z
  .string()
  .max(LIMITS.phone)
  .refine((s) => /\d/.test(s), { error: 'This value is not a valid phone number.' });
export const httpUrl = z.string().max(LIMITS.url).refine(isHttpUrl, { error: 'This value is not a valid URL (http or https).' });
export const uuid = z.string().refine(isUuid, { error: 'This value is not a valid UUID.' });
export const dateTime = z.string().refine(isDateTime, { error: 'This value is not a valid ISO 8601 date-time.' });

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** Every writable contact field except `name`; null clears, absent leaves unchanged. */
export const contactFields = {
  emails: optional(
    z
      .array(emailAddress)
      .max(LIMITS.listEntries)
      .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, { error: 'This collection should contain only unique elements.' }),
  ),
  phones: optional(z.array(phoneNumber).max(LIMITS.listEntries)),
  company: optional(z.string().max(LIMITS.shortText)),
  position: optional(z.string().max(LIMITS.shortText)),
  address: optional(z.string().max(LIMITS.address)),
  website: optional(httpUrl),
  socialUrl: optional(httpUrl),
  additionalInfo: optional(z.string().max(LIMITS.longText)),
  meetingContext: optional(z.string().max(LIMITS.longText)),
};

export const contactName = notBlank(LIMITS.shortText);

export const contactCreateSchema = z.strictObject({ name: contactName, ...contactFields });
export const contactPatchSchema = z.strictObject({ name: contactName.optional(), ...contactFields });
/** Wizard overrides: the create fields, all optional; null clears (name too — confirm then asks for one). */
export const contactOverridesSchema = z.strictObject({ name: contactName.nullable().optional(), ...contactFields });

export type ContactCreateInput = z.output<typeof contactCreateSchema>;
export type ContactPatchInput = z.output<typeof contactPatchSchema>;
export type ContactOverridesInput = z.output<typeof contactOverridesSchema>;
