// Shared pieces of the API contract: value rules, the error shape and the result envelope.
// Runs in every process (zod only); the renderer imports it for types alone.
import { z } from 'zod';

export const id = z.uuid({ message: 'Must be an id (uuid)' });
export const empty = z.object({}).strict();

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** A text field that can be cleared: null (or an empty string) clears it. */
export const clearable = (max: number) =>
  trimmed(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

const httpUrl = z
  .string()
  .trim()
  .max(2048, 'At most 2048 characters')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Must be a web address starting with http:// or https://');
export const clearableUrl = httpUrl.nullable().transform((v) => (v === '' ? null : v));

/** One email address, as the app keeps it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const emailAddress = z
  .string()
  .trim()
  .max(254, 'At most 254 characters')
  .toLowerCase()
  .pipe(z.email({ message: 'Not a valid email address' }));

export const emailList = z
  .array(emailAddress)
  .max(20, 'At most 20 email addresses')
  .refine((list) => new Set(list).size === list.length, 'The same email address is listed twice');
export const phoneList = z
  .array(
    z
      .string()
      .trim()
      .max(40, 'At most 40 characters')
      .refine((v) => (v.match(/\d/g) ?? []).length >= 3, 'A phone number needs at least 3 digits')
      .refine((v) => /^[+\d\s().\-\/x#*extEXT]+$/.test(v), 'A phone number holds digits, spaces and + ( ) - . / only'),
  )
  .max(20, 'At most 20 phone numbers');
export const name = z.string().trim().min(1, 'A name is required').max(200, 'At most 200 characters');
export const isoInstant = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date and time' });

export type ErrorCode =
  | 'invalid_input'
  | 'unknown_method'
  | 'not_found'
  | 'offline'
  | 'unauthorized'
  | 'conflict'
  | 'service_error'
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
