// New contacts not yet linked to the service: waiting to be sent, sent with an outcome unknown
// (the answer was lost, the app stopped mid-request, the service keeps failing it), or waiting
// for the user (shown as refused, possibly after failures that left the outcome unknown, then
// perhaps sent again under the same Idempotency-Key). Until one is linked, a contact the listing
// shows with its name (and email) may be our own: storing it as new would make a second copy,
// and the create, once found or replayed by the service, could no longer be linked to it.
import { parseJson } from '../../db/queries/json';
import { prepare } from '../../db/prepared';
import type { Store } from '../../db/store';
import type { RemoteContact } from './parse';

const unlinkedCreates = prepare()((db) =>
  db
    .selectFrom('outbox as o')
    .innerJoin('contacts as c', 'c.id', 'o.contact_id')
    .select('o.payload')
    .where('o.kind', '=', 'contact.create')
    .where('o.state', '!=', 'done')
    .where('c.remote_id', 'is', null),
);

const normal = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * A test for "may this listed contact be one of our unlinked creates?", or null when there are
 * none (the usual case: nothing to test). It errs on the side of holding back: a stranger who
 * shares the name (and email) waits for the next pass after the create is settled.
 */
export function mayBeUnlinkedCreate(store: Store): ((remote: RemoteContact) => boolean) | null {
  const keys = new Set<string>();
  for (const row of store.all(unlinkedCreates.with({}))) {
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
