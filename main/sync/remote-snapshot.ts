// A remote contact as a (partial) snapshot: only the fields the answer carries, so a summary
// (e.g. the pipeline-state response) never reads as "the service cleared everything else".
import type { RemoteContact } from './parse';
import { sameValue, type Snapshot } from './snapshot';
import { normal } from './unlinked-creates';

/** Maps the service's pipeline state (id, name) to a local state id; null when unknown. */
export type StateResolver = (remote: { id: string; name: string | null }) => string | null;

const TEXT_FIELDS = ['company', 'position', 'address', 'website', 'socialUrl', 'additionalInfo', 'meetingContext', 'status', 'creationSource', 'lastContactAt', 'companyId'] as const;

/**
 * `emails`/`phones` may be absent from a listing that shows only `email`/`phone`: then the list
 * counts as unchanged while its first entry matches the base (`same`), and as [email] otherwise.
 */
function listField(
  all: string[] | undefined,
  first: string | null | undefined,
  base: string[] | undefined,
  same: (a: string | null, b: string | null) => boolean = sameValue,
): string[] | undefined {
  if (all !== undefined) return all;
  if (first === undefined) return undefined;
  if (base && same(base[0] ?? null, first)) return base;
  return first ? [first] : [];
}

/**
 * Addresses are kept lower-cased here and matched ignoring case (unlinked-creates.ts, normal): a
 * first address whose letters only change case on the service is the same address, and the list
 * behind it is still the one the app knows.
 */
const sameAddress = (a: string | null, b: string | null) => normal(a) === normal(b);

export function remoteSnapshot(remote: RemoteContact, base: Partial<Snapshot> | null, resolveState: StateResolver): Partial<Snapshot> {
  const out: Partial<Snapshot> = { name: remote.name.trim() };
  const rec = out as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    if (field in remote && remote[field] !== undefined) rec[field] = remote[field] ?? null;
  }
  const emails = listField(remote.emails, remote.email, base?.emails, sameAddress);
  if (emails) out.emails = emails.map((e) => e.toLowerCase());
  const phones = listField(remote.phones, remote.phone, base?.phones);
  if (phones) out.phones = phones;
  if (remote.tags !== undefined) out.tags = remote.tags;
  if (remote.companyIds !== undefined) out.companyIds = remote.companyIds;
  if ('pipelineState' in remote && remote.pipelineState !== undefined) {
    out.pipelineStateId = remote.pipelineState ? resolveState(remote.pipelineState) : null;
  }
  return out;
}

/** Local field values → the service's input names (create/PATCH bodies). Nulls clear. */
export function serviceBody(fields: Record<string, unknown>, forCreate: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'pipelineStateId' || value === undefined) continue;
    if (forCreate && (value === null || (Array.isArray(value) && value.length === 0))) continue;
    body[field] = value;
  }
  return body;
}
