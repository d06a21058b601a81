// Shared pieces of the API contract: value rules, the error shape and the result envelope.
// Runs in every process (zod only); the renderer imports it for types alone.
import { z } from 'zod';
import { limits } from './limits';

export const id = z.uuid({ message: 'Must be an id (uuid)' });
export const empty = z.object({}).strict();

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** A text field that can be cleared: null (or an empty string) clears it. */
export const clearable = (max: number) =>
  trimmed(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** Whether a web address parses as one (a host with `<`, `[` or `^`, or a port over 65535, does not): the service refuses the others. */
function parsesAsWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
const httpUrl = z
  .string()
  .trim()
  .max(limits.url, `At most ${limits.url} characters`)
  .refine((v) => v === '' || (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && parsesAsWebAddress(v)), 'Must be a web address starting with http:// or https://');
export const clearableUrl = httpUrl.nullable().transform((v) => (v === '' ? null : v));

/**
 * The service's own rules for an address and a phone number (server/domain/fields.ts): something
 * before an @ and a dotted domain after it; a phone with a digit in it. A stricter rule here
 * (zod's email pattern refused "jörg@müller.de" and "sales&support@acme.example"; a phone with
 * "(Büro)" or a letter refused) blocked every later edit or email of a contact the service holds
 * with such a value, on a row the user never typed.
 */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One email address, as the app keeps it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailAddress = z
  .string()
  .trim()
  .max(limits.email, `At most ${limits.email} characters`)
  .toLowerCase()
  .refine((v) => ADDRESS.test(v), 'Not a valid email address');

export const emailList = z
  .array(emailAddress)
  .max(limits.listEntries, `At most ${limits.listEntries} email addresses`)
  .refine((list) => new Set(list).size === list.length, 'The same email address is listed twice');
export const phoneList = z
  .array(
    z
      .string()
      .trim()
      .max(limits.phone, `At most ${limits.phone} characters`)
      .refine((v) => /\d/.test(v), 'A phone number needs a digit'),
  )
  .max(limits.listEntries, `At most ${limits.listEntries} phone numbers`);
export const name = z.string().trim().min(1, 'A name is required').max(limits.shortText, `At most ${limits.shortText} characters`);
export const isoInstant = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date and time' });

export type ErrorCode =
  | 'invalid_input'
  | 'unknown_method'
  | 'not_found'
  | 'offline'
  | 'unauthorized'
  | 'conflict'
  | 'service_error'
  /** The user stopped the request (the service writing an email): nothing was changed. */
  | 'stopped'
  /** Something this machine lacks (e.g. no OS keychain to encrypt the token with). */
  | 'unavailable'
  /** The store file could not be read or written: a full disk, a damaged file, an I/O error. */
  | 'store_failed'
  | 'internal';

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** For invalid_input: one entry per bad field, `path` as dotted names (e.g. "patch.emails.0"). */
  issues?: { path: string; message: string }[];
}

/** Every call answers with this envelope on every transport, so errors keep their shape. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };
