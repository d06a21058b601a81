// Pull: the service's pipeline states and full contact listing, merged into the local store.
// Every page is validated as it arrives. Contacts new to the app are stored as pages arrive, a
// batch at a time with the search index filled in bulk (bulk-index.ts), so that work overlaps
// the service's; if a later page fails they are taken out again. Contacts known before the pass
// are merged a chunk at a time once the listing is complete, so a malformed page fails the
// pass and leaves no contact changed or added (pipeline states it named may stay: they are the
// service's). A known contact whose copy on the service is the one it was last merged from,
// untouched since, is not merged again (fingerprint.ts, migration 0006). Remote deletions are
// applied only after a complete pass (totalItems steady) and a 404 for the missing contact; a
// contact with local changes, an open task or an unsent email is never removed silently: that
// is a conflict.
import { sql } from 'kysely';
import { contactsWithConflicts, upsertConflict } from '../../db/queries/conflicts';
import { contactRows } from '../../db/queries/contacts';
import { prepare } from '../../db/prepared';
import type { ContactsTable } from '../../db/schema';
import type { Store } from '../../db/store';
import { serviceAddress } from '../../preload/contract/settings';
import { applyRemoteContact, openEditsByContact, storeNewRemoteContacts } from './apply';
import type { RemoteClient } from './client';
import { withBulkIndex } from './bulk-index';
import { remoteFingerprint } from './fingerprint';
import { CreateLinker } from './link-creates';
import { listAll } from './listing';
import type { SentValues } from './merge';
import type { RemoteContact } from './parse';
import { StateMap, forgetRemovedStates } from './pipeline-states';
import { forEachLimited } from './pool';
import { ListsSeen } from './service-lists';
import { mayBeUnlinkedCreate } from './unlinked-creates';

/**
 * New contacts are stored a batch at a time while the listing goes on. A larger batch costs less
 * per contact (fewer commits rewriting the same index pages); a smaller one holds the event loop
 * for less time (~15 ms at 500), so answers keep being read while the service works on the next
 * pages. Measured on 10,000 contacts: 300 → 630–690 ms of app CPU, 500 → 530–670, 1,000 →
 * 550–610, with no difference in wall time the noise lets through.
 */
export const STORE_BATCH = 500;

/**
 * Contacts linked before the pass are merged this many at a time, each chunk in a transaction
 * of its own, and the event loop is let go between chunks. In one transaction a pass with
 * nothing changed held the main process ~0.35 s at 10,000 contacts and ~3.9 s at 100,000, and
 * every call from the window waited that long. A contact's merge (its row, base and conflicts)
 * is whole within its chunk, and the whole listing was validated before the first one: a pass
 * stopped between chunks leaves each contact either merged or as it was, and the next pass
 * merges the rest. What the outbox says (unsent edits, conflicts) is read per chunk, since the
 * user may edit between chunks.
 */
const MERGE_BATCH = 500;

const NO_FIELDS: ReadonlySet<string> = new Set();
const NO_VALUES: SentValues = new Map();

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Links read per statement: all 100,000 at once held the main process ~0.2 s. */
const LINKS_SLICE = 10_000;

const linksAfter = prepare<{ after: number; limit: number }>()((db, p) =>
  db
    .selectFrom('contacts')
    .select([sql<number>`rowid`.as('rowid'), 'remote_id', 'id', 'remote_fp'])
    .where(sql<number>`rowid`, '>', p('after'))
    .where('remote_id', 'is not', null)
    .orderBy(sql`rowid`)
    .limit(p('limit')),
);

export interface Links {
  /** remote id → local id of every linked contact. */
  ids: Map<string, string>;
  /** remote id → the digest of the copy it was last merged from, where one is recorded (0006). */
  fingerprints: Map<string, string>;
}

/** Every linked contact's link and digest, read a slice at a time in rowid order. */
export async function linkedContacts(store: Store, slice = LINKS_SLICE): Promise<Links> {
  const links: Links = { ids: new Map(), fingerprints: new Map() };
  for (let after = 0; ; await yieldToEventLoop()) {
    const rows = store.tuples(linksAfter.with({ after, limit: slice })) as [number, string, string, string | null][];
    for (const [, remoteId, id, fingerprint] of rows) {
      links.ids.set(remoteId, id);
      if (fingerprint !== null) links.fingerprints.set(remoteId, fingerprint);
    }
    if (rows.length < slice) return links;
    after = rows[rows.length - 1]![0];
  }
}

const openOpsContacts = prepare()((db) =>
  db.selectFrom('outbox').select('contact_id').distinct().where('state', '!=', 'done').where('contact_id', 'is not', null),
);

/** Local ids of the contacts whose merge must run whatever the service sends: unsent changes or open conflicts. */
function unsettledContacts(store: Store): Set<string> {
  const ids = contactsWithConflicts(store);
  for (const row of store.all(openOpsContacts.with({}))) ids.add(row.contact_id!);
  return ids;
}

export interface PullResult {
  changed: boolean;
  statesChanged: boolean;
  inserted: number;
  deleted: number;
  complete: boolean;
  /** Whether the listing's contacts carried their lists (service-lists.ts); null when not learned. */
  listsShown: boolean | null;
}

export interface PullDeps {
  store: Store;
  client: RemoteClient;
  concurrency: number;
  /** Pages of the listing received. */
  onProgress: (done: number, total: number) => void;
  /** Contacts known before the pass merged, chunk by chunk (a later pass of a large address book spends seconds here). */
  onMergeProgress?: (done: number, total: number) => void;
  /** Asked between chunks of the merge: a stopping app does not finish a long merge first. */
  isStopped?: () => boolean;
}

/**
 * Whether the contact holds work that lives only in the app: unsent changes, a task not yet
 * done (completion is the app's alone), or an email not sent. Deleting it would lose that work
 * without a word, so a contact with any of it deleted on the service is a conflict instead.
 */
function hasLocalWork(store: Store, contactId: string): boolean {
  const { db } = store;
  return Boolean(
    store.first(db.selectFrom('outbox').select('id').where('contact_id', '=', contactId).where('state', '!=', 'done').limit(1)) ??
      store.first(db.selectFrom('tasks').select('id').where('contact_id', '=', contactId).where('completed', '=', 0).limit(1)) ??
      store.first(db.selectFrom('email_drafts').select('id').where('contact_id', '=', contactId).where('status', '!=', 'sent').limit(1)),
  );
}

const LINKED_SERVICE = 'linkedService';

/**
 * Records which service the remote ids belong to (the first one synced); answers whether it is
 * this one. The address saved again in another spelling (HTTP://, a default port, a trailing
 * slash) is the same service: compared as typed, its deletions would never be applied again.
 */
function sameService(store: Store, baseUrl: string): boolean {
  const row = store.first(store.db.selectFrom('sync_state').select('value').where('key', '=', LINKED_SERVICE));
  if (!row) {
    store.run(store.db.insertInto('sync_state').values({ key: LINKED_SERVICE, value: JSON.stringify(baseUrl) }));
    return true;
  }
  return serviceAddress(JSON.parse(row.value) as string) === serviceAddress(baseUrl);
}

export async function pull(deps: PullDeps): Promise<PullResult> {
  const { store, client } = deps;
  const remoteStates = await client.pipelineStates();
  const result: PullResult = { changed: false, statesChanged: false, inserted: 0, deleted: 0, complete: false, listsShown: null };
  if (remoteStates) {
    store.transaction(() => {
      const states = new StateMap(store);
      states.apply(remoteStates);
      result.statesChanged = states.changed;
    });
  }

  // remote id → local id of every contact linked before the listing begins: the ones a listing
  // can update, and the only ones it can find missing.
  const { ids: linkedBefore, fingerprints } = await linkedContacts(store);
  const unsettled = unsettledContacts(store);
  // Read once for the pass, not per batch: thousands of offline creates would cost ~18 ms a batch.
  const heldBack = mayBeUnlinkedCreate(store);
  // New contacts here whose create is still to be sent, and whom the service may hold already:
  // a listed contact that may be one of them waits for the whole listing (link-creates.ts).
  const linker = CreateLinker.for(store);
  const insertedIds: string[] = [];
  let batch: RemoteContact[] = [];
  const storeBatch = () => {
    const contacts = batch;
    batch = [];
    if (!contacts.length) return;
    withBulkIndex(store, () => {
      const states = new StateMap(store);
      insertedIds.push(...storeNewRemoteContacts(store, contacts, states.resolve, heldBack));
      if (states.changed) result.statesChanged = true;
    });
  };
  const lists = new ListsSeen();
  let listing;
  try {
    const onPage = (contacts: RemoteContact[]) => {
      lists.see(contacts);
      for (const c of contacts) {
        const linked = linkedBefore.has(c.id);
        if (!linker?.see(c, linked) && !linked) batch.push(c);
      }
      if (batch.length >= STORE_BATCH) storeBatch();
    };
    // Only the contacts known before the pass are held for the merge below, and of those only
    // the ones the merge could change: a copy the contact was last merged from, with nothing
    // unsent and no conflict on it, would leave every value as it is.
    const toMerge = (c: RemoteContact) => {
      const id = linkedBefore.get(c.id);
      if (id === undefined) return false;
      const fingerprint = fingerprints.get(c.id);
      return fingerprint === undefined || unsettled.has(id) || fingerprint !== remoteFingerprint(c);
    };
    listing = await listAll(client, deps.concurrency, deps.onProgress, onPage, toMerge);
    storeBatch();
    if (linker) {
      const states = new StateMap(store);
      const { linked, rest } = linker.link(store, states.resolve, heldBack);
      if (linked) result.changed = true;
      if (states.changed) result.statesChanged = true;
      batch = rest; // held and not linked: new contacts like any other
      storeBatch();
    }
  } catch (error) {
    // A contact the user began work on meanwhile (a change, a task, an email draft), or that
    // another path gave the user (a wizard confirm: keepStoredContact), stays: it is the
    // service's, and the next pass links it as any other. Only a row still exactly as this pass
    // stored it (its base NULL: nothing wrote to it since) is taken out.
    store.transaction(() => {
      for (const id of insertedIds) {
        const used =
          !store.first(store.db.selectFrom('contacts').select('id').where('id', '=', id).where('base', 'is', null)) ||
          store.first(store.db.selectFrom('outbox').select('id').where('contact_id', '=', id).limit(1)) ||
          store.first(store.db.selectFrom('email_drafts').select('id').where('contact_id', '=', id).limit(1));
        if (!used) store.run(store.db.deleteFrom('contacts').where('id', '=', id));
      }
    });
    throw error;
  }
  result.complete = listing.complete;
  if (listing.complete) result.listsShown = lists.shown;
  result.inserted = insertedIds.length;
  if (insertedIds.length) result.changed = true;

  // Contacts new to the app were stored above as the service has them (their base is that
  // copy): merging it again would change nothing. Contacts linked meanwhile by another path
  // (a wizard confirmed online) hold the newer answer of that write: not merged either.
  const known = listing.contacts;
  if (known.length) deps.onMergeProgress?.(0, known.length);
  for (let start = 0; start < known.length; start += MERGE_BATCH) {
    if (start > 0) {
      await yieldToEventLoop();
      if (deps.isStopped?.()) return { ...result, complete: false };
    }
    const chunk = known.slice(start, start + MERGE_BATCH);
    store.transaction(() => {
      const states = new StateMap(store);
      const rows = contactRows(store, chunk.map((remote) => linkedBefore.get(remote.id)!));
      const edits = openEditsByContact(store, [...rows.keys()]);
      const conflicted = contactsWithConflicts(store);
      for (const remote of chunk) {
        const row = rows.get(linkedBefore.get(remote.id)!);
        if (!row || row.remote_id !== remote.id) continue; // taken out or linked elsewhere meanwhile
        const open = edits.get(row.id);
        const options = {
          resolveState: states.resolve,
          extendsOf: open?.extendsOf ?? [],
          touched: open?.touched ?? NO_FIELDS,
          sent: open?.sent ?? NO_VALUES,
          editedOver: open?.editedOver ?? NO_VALUES,
          conflicted: conflicted.has(row.id),
          fingerprint: remoteFingerprint(remote),
        };
        if (applyRemoteContact(store, row, remote, options)) result.changed = true;
      }
      if (states.changed) result.statesChanged = true;
    });
    deps.onMergeProgress?.(start + chunk.length, known.length);
  }

  if (remoteStates && store.transaction(() => forgetRemovedStates(store, remoteStates))) result.statesChanged = true;

  const missing: ContactsTable[] = [];
  const unlisted = [...linkedBefore].filter(([remoteId]) => !listing.ids.has(remoteId));
  if (unlisted.length) {
    const rows = contactRows(store, unlisted.map(([, id]) => id));
    for (const [remoteId, id] of unlisted) {
      const row = rows.get(id);
      if (row && row.remote_id === remoteId) missing.push(row); // else taken out meanwhile
    }
  }
  if (!listing.complete) return result;
  // Contacts linked to one service are not "deleted" because the app now talks to another. The
  // service is recorded at its first complete listing, missing contacts or not: recorded only
  // once one was missing, it would be whichever service that first happened on, and moving to
  // another service first would remove every contact linked to the one before.
  if (!sameService(store, client.baseUrl) || missing.length === 0) return result;

  // Missing from a complete listing: confirm each is really gone before touching it. The user
  // may act while the service is asked (a deletion conflict resolved, the contact deleted): each
  // answer is applied to the contact as it is then, and only while it is still linked to the
  // copy asked about. "Keep mine" has unlinked it to send it again as new: it is not gone again.
  const stillLinked = (row: ContactsTable) => {
    const current = store.first(store.db.selectFrom('contacts').selectAll().where('id', '=', row.id));
    return current && current.remote_id === row.remote_id ? current : undefined;
  };
  const gone: ContactsTable[] = [];
  await forEachLimited(missing, deps.concurrency, async (row) => {
    const remote = await client.getContact(row.remote_id!);
    if (remote === null) gone.push(row);
    else
      store.transaction(() => {
        const current = stillLinked(row);
        if (current && applyRemoteContact(store, current, remote, { resolveState: new StateMap(store).resolve })) result.changed = true;
      });
  });
  store.transaction(() => {
    for (const row of gone) {
      const current = stillLinked(row);
      if (!current) continue;
      if (hasLocalWork(store, current.id)) {
        upsertConflict(store, { contactId: current.id, field: 'deleted', mine: current.name, theirs: null, base: current.name });
      } else {
        store.run(store.db.deleteFrom('outbox').where('contact_id', '=', current.id));
        store.run(store.db.deleteFrom('contacts').where('id', '=', current.id));
        result.deleted++;
      }
      result.changed = true;
    }
  });
  return result;
}
