// A contact added in the app whose create has not been sent yet, that the service already
// holds: someone on the team added the same person, or the user added them offline before the
// service was connected. The pull links the two instead of storing the service's copy as a
// second contact, and the push sends what only the app has as an edit of that contact instead
// of creating a second one on the service. Merged field by field with no shared base (an empty
// one): a field only the service has is taken, one only the app has is kept and sent, and one
// both hold with different values is a conflict the user resolves.
//
// Conservative on purpose: a wrong merge mixes up two people for the whole team, a duplicate
// only costs a tidy-up. So a link needs the same name and primary email (as unlinked-creates.ts
// matches them), exactly one contact answering to them in the service's listing and exactly one
// here, and a create still `pending`: one that never reached the service (a failure that may
// have reached it leaves `ambiguous`), so nothing it could have made is left behind. Creates
// whose outcome is unknown are settled by reconcile.ts, and a contact that may be one of them
// is not linked here.
import { randomUUID } from 'node:crypto';
import { contactRow } from '../../db/queries/contacts';
import { nowIso, parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import { prepare } from '../../db/prepared';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { applyRemoteContact, openEditsOf } from './apply';
import type { MergeResult } from './merge';
import { payloadOf, setState } from './outbox-ops';
import type { RemoteContact } from './parse';
import type { StateResolver } from './remote-snapshot';
import { StateMap } from './pipeline-states';
import { EDITABLE_FIELDS, type Snapshot } from './snapshot';
import { matchKey, normal, remoteKeys } from './unlinked-creates';

/**
 * The base of a contact the two sides made apart: nothing in common, so a value either side holds
 * is that side's change. The name too (null: two names that differ are a conflict). Lists are
 * empty rather than null, since base values are written back to rows (toColumns reads them).
 */
const NO_SHARED_BASE = {
  name: null,
  emails: [],
  phones: [],
  company: null,
  position: null,
  address: null,
  website: null,
  socialUrl: null,
  additionalInfo: null,
  meetingContext: null,
  pipelineStateId: null,
} as unknown as Partial<Snapshot>;

const pendingCreates = prepare()((db) =>
  db
    .selectFrom('outbox as o')
    .innerJoin('contacts as c', 'c.id', 'o.contact_id')
    .select(['c.name', 'c.email'])
    .where('o.kind', '=', 'contact.create')
    .where('o.state', '=', 'pending')
    .where('c.remote_id', 'is', null)
    .where('c.email', 'is not', null),
);

const openCreatesOf = prepare<{ contactId: string }>()((db, p) =>
  db.selectFrom('outbox').selectAll().where('contact_id', '=', p('contactId')).where('kind', '=', 'contact.create').where('state', '!=', 'done'),
);

const linkedTo = prepare<{ remoteId: string }>()((db, p) => db.selectFrom('contacts').select('id').where('remote_id', '=', p('remoteId')));

const everyContact = prepare()((db) => db.selectFrom('contacts').select(['id', 'name', 'emails']).where('emails', '!=', '[]'));

/** The key a listed contact is linked by: its name and primary email (null without one). */
function primaryKey(remote: RemoteContact): string | null {
  const email = normal(remote.email ?? remote.emails?.[0]);
  return email ? matchKey(remote.name, email) : null;
}

/**
 * Local contacts answering to each of these keys (name and any of their emails). Every row is
 * read: SQLite's lower() folds ASCII only, so it cannot narrow the search the way normal() matches.
 * Runs only in a pass whose listing holds a contact that may be linked.
 */
function localMatches(store: Store, keys: ReadonlySet<string>): Map<string, string[]> {
  const matches = new Map<string, string[]>();
  for (const row of store.all(everyContact.with({}))) {
    const emails = new Set(parseJson<unknown[]>(row.emails, []).map(normal).filter(Boolean));
    for (const email of emails) {
      const key = matchKey(row.name, email);
      if (keys.has(key)) matches.set(key, [...(matches.get(key) ?? []), row.id]);
    }
  }
  return matches;
}

export class CreateLinker {
  /** Listed contacts (distinct ids) answering to each key a pending create has. */
  private readonly listed = new Map<string, Set<string>>();
  private readonly held: RemoteContact[] = [];

  private constructor(
    private readonly keys: ReadonlySet<string>,
    /** Their names alone: most listed contacts are told apart by a name, without building their keys. */
    private readonly names: ReadonlySet<string>,
  ) {}

  /** Null when no create waiting to be sent could be linked (the usual case). */
  static for(store: Store): CreateLinker | null {
    const keys = new Set<string>();
    const names = new Set<string>();
    for (const row of store.all(pendingCreates.with({}))) {
      keys.add(matchKey(row.name, row.email));
      names.add(normal(row.name));
    }
    return keys.size ? new CreateLinker(keys, names) : null;
  }

  /**
   * Sees each listed contact as pages arrive (all of them: the count of each key must be the
   * listing's). Answers whether this one, not linked here, is held until the listing is whole.
   */
  see(remote: RemoteContact, linkedHere: boolean): boolean {
    if (!this.names.has(normal(remote.name))) return false;
    let answers = false;
    for (const key of remoteKeys(remote)) {
      if (!this.keys.has(key)) continue;
      answers = true;
      let ids = this.listed.get(key);
      if (!ids) this.listed.set(key, (ids = new Set()));
      ids.add(remote.id);
    }
    if (!answers || linkedHere) return false;
    this.held.push(remote);
    return true;
  }

  /**
   * After the whole listing, in one transaction: links each held contact that has exactly one
   * counterpart here. Answers how many were linked and the rest, to be stored as new contacts.
   */
  link(store: Store, resolveState: StateResolver, heldBack: ((remote: RemoteContact) => boolean) | null): { linked: number; rest: RemoteContact[] } {
    if (!this.held.length) return { linked: 0, rest: [] };
    return store.transaction(() => {
      const locals = localMatches(store, this.keys);
      const rest: RemoteContact[] = [];
      let linked = 0;
      for (const remote of this.held) {
        const key = primaryKey(remote);
        const [localId, ...others] = (key && locals.get(key)) || [];
        const row = localId && !others.length && this.listed.get(key!)?.size === 1 && !heldBack?.(remote) ? contactRow(store, localId) : undefined;
        const create = row && linkable(store, row, key!, remote) ? onlyPendingCreate(store, row.id) : undefined;
        if (!row || !create) {
          rest.push(remote);
          continue;
        }
        linkCreate(store, row, create, remote, resolveState);
        linked++;
      }
      return { linked, rest };
    });
  }
}

/**
 * A create whose outcome was unknown, found on the service by its name and email but not as it
 * was sent: a teammate's contact for the same person, or ours edited there since. Linked as a
 * pending create is (linkCreate), so a field the two hold differently is a conflict for the user
 * instead of the service's value replacing what was typed here, and what only the app holds is
 * sent as an edit. Answers whether local data changed.
 */
export function linkFoundCreate(store: Store, create: OutboxRow, remote: RemoteContact): boolean {
  return store.transaction(() => {
    const row = contactRow(store, create.contact_id);
    if (!row) {
      setState(store, create.id, 'done', { lastError: null, nextAttemptAt: null });
      return false;
    }
    linkCreate(store, row, create, remote, new StateMap(store).resolve);
    return true;
  });
}

/** Whether the row, read now, is still an unlinked contact with that name and primary email, and the listed one free. */
function linkable(store: Store, row: ContactsTable, key: string, remote: RemoteContact): boolean {
  return row.remote_id === null && matchKey(row.name, row.email) === key && !store.first(linkedTo.with({ remoteId: remote.id }));
}

/** The contact's create, when it is its only open one and has never been sent. */
function onlyPendingCreate(store: Store, contactId: string): OutboxRow | undefined {
  const creates = store.all(openCreatesOf.with({ contactId })) as OutboxRow[];
  return creates.length === 1 && creates[0]!.state === 'pending' ? creates[0] : undefined;
}

/**
 * Links the contact to the listed one and turns its create into an edit of the fields only the
 * app holds. The edit keeps the create's place in the queue, so the contact's notes, tasks and
 * emails queued after it follow it in order, to the linked contact. It gets a new
 * Idempotency-Key: it is another request than the create, and the create never reached the
 * service, so nothing can have been made under the old one.
 */
function linkCreate(store: Store, row: ContactsTable, create: OutboxRow, remote: RemoteContact, resolveState: StateResolver): void {
  const edits = openEditsOf(store, row.id);
  // A field edited here after the contact was made, while its create waited last in the queue,
  // was folded into the create (whose base names it: enqueue): it is changed here as a queued
  // edit's field is, even when edited back to empty. Else an address typed and cleared again
  // took the service's value without a word, and the clearing was lost.
  const editedHere = new Set([...edits.touched, ...Object.keys(parseJson<Record<string, unknown> | null>(create.base, null) ?? {})]);
  let merged: MergeResult | undefined;
  applyRemoteContact(store, row, remote, {
    resolveState,
    accepted: NO_SHARED_BASE,
    extendsOf: edits.extendsOf,
    touched: editedHere,
    editedOver: edits.editedOver,
    sent: edits.sent,
    onMerged: (result) => (merged = result),
  });
  // In step or taken from the service (settled), or held for the user (a conflict): not sent.
  const decided = new Set<string>([...merged!.settled, ...merged!.conflicts.map((c) => c.field)]);
  const created = payloadOf(create);
  const payload: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    // The pipeline state has moves of its own in the queue; a field a later edit sets is sent by that edit.
    if (field === 'pipelineStateId' || decided.has(field) || edits.touched.has(field) || !(field in created)) continue;
    payload[field] = created[field];
    base[field] = NO_SHARED_BASE[field];
  }
  if (!Object.keys(payload).length) {
    setState(store, create.id, 'done', { lastError: null, nextAttemptAt: null });
    return;
  }
  store.run(
    store.db
      .updateTable('outbox')
      .set({
        kind: 'contact.update',
        state: 'pending', // a create found after an unclear attempt is still `sending`
        payload: JSON.stringify(payload),
        base: JSON.stringify(base),
        idempotency_key: randomUUID(),
        key_sent_under: null,
        attempts: 0,
        next_attempt_at: null,
        last_error: null,
        updated_at: nowIso(),
      })
      .where('id', '=', create.id),
  );
}
