// A contact's synced fields, keyed by the API's field names. The same shape is used for the
// local row, the base (last server state seen, contacts.base) and a remote contact, so the
// merge can compare them field by field. Pipeline states are held as LOCAL state ids.
import type { ContactsTable } from '../../db/schema';
import { parseJson } from '../../db/queries/json';

export const EDITABLE_FIELDS = [
  'name',
  'emails',
  'phones',
  'company',
  'position',
  'address',
  'website',
  'socialUrl',
  'additionalInfo',
  'meetingContext',
  'pipelineStateId',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Set by the service only: always taken from the remote side. */
export const READONLY_FIELDS = ['status', 'creationSource', 'tags', 'lastContactAt', 'companyId', 'companyIds'] as const;
export type ReadonlyField = (typeof READONLY_FIELDS)[number];

export interface Snapshot {
  name: string;
  emails: string[];
  phones: string[];
  company: string | null;
  position: string | null;
  address: string | null;
  website: string | null;
  socialUrl: string | null;
  additionalInfo: string | null;
  meetingContext: string | null;
  pipelineStateId: string | null;
  status: string | null;
  creationSource: string | null;
  tags: string[];
  lastContactAt: string | null;
  companyId: string | null;
  companyIds: string[];
}

export type SnapshotField = keyof Snapshot;

/** Snapshot field → contacts column. emails/phones also set email/phone (their first entry). */
export const COLUMNS: Record<SnapshotField, keyof ContactsTable> = {
  name: 'name',
  emails: 'emails',
  phones: 'phones',
  company: 'company',
  position: 'position',
  address: 'address',
  website: 'website',
  socialUrl: 'social_url',
  additionalInfo: 'additional_info',
  meetingContext: 'meeting_context',
  pipelineStateId: 'pipeline_state_id',
  status: 'status',
  creationSource: 'creation_source',
  tags: 'tags',
  lastContactAt: 'last_contact_at',
  companyId: 'company_id',
  companyIds: 'company_ids',
};

const LIST_FIELDS = new Set<SnapshotField>(['emails', 'phones', 'tags', 'companyIds']);

export function fromRow(row: ContactsTable): Snapshot {
  const snapshot = {} as Record<SnapshotField, unknown>;
  for (const [field, column] of Object.entries(COLUMNS) as [SnapshotField, keyof ContactsTable][]) {
    const value = row[column];
    snapshot[field] = LIST_FIELDS.has(field) ? parseJson<string[]>(value as string, []) : (value ?? null);
  }
  return snapshot as unknown as Snapshot;
}

export function parseBase(text: string | null): Partial<Snapshot> | null {
  return text ? parseJson<Partial<Snapshot> | null>(text, null) : null;
}

/**
 * A contact's base: its stored JSON or, on a linked contact whose base is NULL, the row itself
 * (NULL there means the row is the service's copy: migration 0005). Null when never synced.
 */
export function baseOf(row: ContactsTable, rowSnapshot?: Snapshot): Partial<Snapshot> | null {
  if (row.base) return parseBase(row.base);
  return row.remote_id ? (rowSnapshot ?? fromRow(row)) : null;
}

/** Whether a base holds every field, each equal to the row's: the row is the service's copy. */
export function isRowCopy(base: Partial<Snapshot>, row: Snapshot): boolean {
  for (const field of Object.keys(COLUMNS) as SnapshotField[]) {
    if (!(field in base) || !sameValue(base[field], row[field])) return false;
  }
  return true;
}

/** Column values for a partial snapshot (JSON-encodes lists, keeps email/phone in step). */
export function toColumns(values: Partial<Snapshot>): Partial<ContactsTable> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as [SnapshotField, unknown][]) {
    if (value === undefined) continue;
    out[COLUMNS[field]] = LIST_FIELDS.has(field) ? JSON.stringify(value ?? []) : value;
    if (field === 'emails') out.email = (value as string[])[0] ?? null;
    if (field === 'phones') out.phone = (value as string[])[0] ?? null;
  }
  return out as Partial<ContactsTable>;
}

/**
 * A whole snapshot as column values, in FULL_ROW_COLUMNS order: what toColumns gives for it,
 * without the per-field lookups (a pull builds ten thousand of these).
 */
export const FULL_ROW_COLUMNS = [
  'name', 'email', 'emails', 'phone', 'phones', 'company', 'position', 'address', 'website', 'social_url', 'additional_info',
  'meeting_context', 'pipeline_state_id', 'status', 'creation_source', 'tags', 'last_contact_at', 'company_id', 'company_ids',
] as const satisfies readonly (keyof ContactsTable)[];

export function fullRowValues(s: Snapshot): unknown[] {
  return [
    s.name, s.emails[0] ?? null, JSON.stringify(s.emails), s.phones[0] ?? null, JSON.stringify(s.phones), s.company, s.position, s.address,
    s.website, s.socialUrl, s.additionalInfo, s.meetingContext, s.pipelineStateId, s.status, s.creationSource, JSON.stringify(s.tags),
    s.lastContactAt, s.companyId, JSON.stringify(s.companyIds),
  ];
}

/** Equal as the service sees them: null and undefined alike, a missing list as an empty one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    // Element by element, not through JSON.stringify: a pull compares every list of every contact.
    const x = a ?? [];
    const y = b ?? [];
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  return (a ?? null) === (b ?? null);
}
