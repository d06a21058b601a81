// New contacts whose create may or may not have reached the service (the answer was lost, the
// app stopped mid-request, or the service keeps failing it). Until one is settled, a contact
// the listing shows with its name (and email) may be our own: storing it as new would make a
// second copy, and the create, once found on the service, could no longer be linked to it.
import { parseJson } from '../../db/queries/json';
import { prepare } from '../../db/prepared';
import type { Store } from '../../db/store';
import type { RemoteContact } from './parse';

const unsettledCreates = prepare()((db) =>
  db
    .selectFrom('outbox as o')
    .innerJoin('contacts as c', 'c.id', 'o.contact_id')
    .select('o.payload')
    .where('o.kind', '=', 'contact.create')
    .where('o.state', 'in', ['ambiguous', 'sending'])
    .where('c.remote_id', 'is', null),
);

const normal = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * A test for "may this listed contact be one of our unsettled creates?", or null when there are
 * none (the usual case: nothing to test). It errs on the side of holding back: a stranger who
 * shares the name (and email) waits for the next pass after the create is settled.
 */
export function mayBeUnsettledCreate(store: Store): ((remote: RemoteContact) => boolean) | null {
  const keys = new Set<string>();
  for (const row of store.all(unsettledCreates.with({}))) {
    const payload = parseJson<{ name?: unknown; emails?: unknown }>(row.payload, {});
    const email = Array.isArray(payload.emails) ? normal(payload.emails[0]) : '';
    keys.add(`${normal(payload.name)}\u0000${email}`);
  }
  if (!keys.size) return null;
  return (remote) => {
    const name = normal(remote.name);
    // A create without an email can only be recognised by its name.
    if (keys.has(`${name}\u0000`)) return true;
    const emails = [...(remote.emails ?? []), remote.email].map(normal).filter(Boolean);
    return emails.some((email) => keys.has(`${name}\u0000${email}`));
  };
}
