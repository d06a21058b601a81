// New contacts sent with an outcome unknown (the answer was lost, the app stopped mid-request,
// the service keeps failing it), not yet linked to the service. Until one is linked, a contact
// the listing shows with its name (and email) may be our own: storing it as new would make a
// second copy. One edited on the service meanwhile (another email) is not recognised and is
// stored; the create, once replayed by the service, takes its place, with any work the user did
// on it meanwhile (send-op.ts, makeWayForLink; fold-copy.ts).
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
    // Outcome unknown: the service may have it. A create not sent yet, or refused, made nothing.
    .where('o.state', 'in', ['sending', 'ambiguous'])
    .where('c.remote_id', 'is', null),
);

/** A name or email as contacts are matched: trimmed, case ignored. */
export const normal = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The key a contact is matched by: its name and one of its email addresses (or none). */
export const matchKey = (name: unknown, email: unknown) => `${normal(name)}\u0000${normal(email)}`;

/** Every key a listed contact answers to: its name with each of its email addresses. */
export function remoteKeys(remote: RemoteContact): string[] {
  const emails = [...(remote.emails ?? []), remote.email].map(normal).filter(Boolean);
  return [...new Set(emails)].map((email) => matchKey(remote.name, email));
}

/**
 * A test for "may this listed contact be one of our unlinked creates?", or null when there are
 * none (the usual case: nothing to test). It errs on the side of holding back: a stranger who
 * shares the name (and email) waits for the next pass after the create is settled.
 */
export function mayBeUnlinkedCreate(store: Store): ((remote: RemoteContact) => boolean) | null {
  const keys = new Set<string>();
  for (const row of store.all(unlinkedCreates.with({}))) {
    const payload = parseJson<{ name?: unknown; emails?: unknown }>(row.payload, {});
    keys.add(matchKey(payload.name, Array.isArray(payload.emails) ? payload.emails[0] : ''));
  }
  if (!keys.size) return null;
  return (remote) => {
    const emailKeys = remoteKeys(remote);
    // A create without an email can only be one of the listed contacts without one.
    if (!emailKeys.length) return keys.has(matchKey(remote.name, ''));
    return emailKeys.some((key) => keys.has(key));
  };
}
