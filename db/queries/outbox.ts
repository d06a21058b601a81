// The outbox: every local change that must reach the service, written in the same transaction
// as the change itself. Consecutive edits of one contact coalesce while still pending.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { newId } from '../ids';
import { prepare } from '../prepared';
import type { OutboxTable } from '../schema';
import type { Store } from '../store';
import { nowIso, parseJson } from './json';

export type OpKind = 'contact.create' | 'contact.update' | 'contact.extend' | 'contact.pipeline' | 'task.create' | 'email.send';

export interface NewOp {
  kind: OpKind;
  entityId: string;
  contactId: string;
  payload: Record<string, unknown>;
  /** Base values (last server state) of the fields this op changes. */
  base?: Record<string, unknown> | null;
}

export type OutboxRow = Omit<OutboxTable, 'seq'> & { seq: number };

// Every local edit runs these two: built once (db/prepared.ts).
const lastOpenOp = prepare<{ contactId: string }>()((db, p) =>
  db.selectFrom('outbox').selectAll().where('contact_id', '=', p('contactId')).where('state', '!=', 'done').orderBy('seq', 'desc').limit(1),
);
const insertOp = prepare<Omit<OutboxTable, 'seq' | 'key_sent_under' | 'outcome_unknown_since'>>()((db, p) =>
  db.insertInto('outbox').values({
    id: p('id'),
    kind: p('kind'),
    entity_id: p('entity_id'),
    contact_id: p('contact_id'),
    payload: p('payload'),
    base: p('base'),
    idempotency_key: p('idempotency_key'),
    state: p('state'),
    attempts: p('attempts'),
    next_attempt_at: p('next_attempt_at'),
    last_error: p('last_error'),
    created_at: p('created_at'),
    updated_at: p('updated_at'),
  }),
);

// A contact the service does not have and will not be sent: its create was refused and the
// user discarded it (sync/rejected.ts), so it stays here only.
const localOnly = prepare<{ contactId: string }>()((db, p) =>
  db
    .selectFrom('contacts as c')
    .select('c.id')
    .where('c.id', '=', p('contactId'))
    .where('c.remote_id', 'is', null)
    .where(sql<boolean>`not exists (select 1 from outbox o where o.contact_id = c.id and o.kind = 'contact.create' and o.state != 'done')`),
);

/** Whether the contact stays here only: nothing of it can reach the service without a create. */
export function isLocalOnly(store: Store, contactId: string): boolean {
  return Boolean(store.first(localOnly.with({ contactId })));
}

/**
 * Whether an attempt at the op went out under its current Idempotency-Key, so that the service
 * may hold a record of it. `attempts` alone does not tell: a retry of a refused change starts it
 * at 0 again, keeping the key. `key_sent_under` begins with the key of the op's first attempt
 * (sync/key-scope.ts); `attempts` still speaks for rows sent before that was recorded (0007).
 */
function keyMayBeKnown(op: OutboxRow): boolean {
  return op.attempts > 0 || Boolean(op.key_sent_under?.startsWith(`${op.idempotency_key} `));
}

/** The newest op of a contact that has not been done. */
function lastOpen(store: Store, contactId: string): OutboxRow | undefined {
  return store.first(lastOpenOp.with({ contactId })) as OutboxRow | undefined;
}

/**
 * Appends an op (call inside the transaction that makes the change). A field edit merges into
 * the contact's pending create or pending update when that is the newest open op, so the
 * service sees one request per burst of edits; a pipeline move replaces a pending move.
 */
export function enqueue(store: Store, op: NewOp): string | null {
  // Queued for a contact kept here only, an op would wait for a create that never comes, and
  // the queue would never drain. Null: nothing queued.
  if (op.kind !== 'contact.create' && isLocalOnly(store, op.contactId)) return null;
  const now = nowIso();
  const last = lastOpen(store, op.contactId);
  if (last && last.state === 'pending') {
    const mergeable =
      (op.kind === 'contact.update' && (last.kind === 'contact.update' || last.kind === 'contact.create')) ||
      (op.kind === 'contact.pipeline' && last.kind === 'contact.pipeline');
    if (mergeable) {
      const payload = op.kind === 'contact.pipeline' ? op.payload : { ...parseJson(last.payload, {}), ...op.payload };
      // The base of a field is what the server had before the first unsent edit: keep the oldest.
      // A create's base names the fields edited after it was made (the service has none of them):
      // changed here, even when edited back to empty, when a teammate's copy is linked (link-creates.ts).
      const folded = last.kind === 'contact.create' ? Object.fromEntries(Object.keys(op.payload).map((field) => [field, null])) : {};
      const base = { ...folded, ...(op.base ?? {}), ...parseJson<Record<string, unknown>>(last.base, {}) };
      // Once an attempt went out the service may have stored the old payload under the old key;
      // a new payload needs a new key, or the service would refuse it (same key, other payload).
      const key = keyMayBeKnown(last) ? { idempotency_key: randomUUID() } : {};
      store.run(
        store.db
          .updateTable('outbox')
          .set({ payload: JSON.stringify(payload), base: JSON.stringify(base), updated_at: now, ...key })
          .where('seq', '=', last.seq),
      );
      return last.id;
    }
  }
  const id = newId();
  store.run(
    insertOp.with({
      id,
      kind: op.kind,
      entity_id: op.entityId,
      contact_id: op.contactId,
      payload: JSON.stringify(op.payload),
      base: op.base ? JSON.stringify(op.base) : null,
      idempotency_key: randomUUID(),
      state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    }),
  );
  return id;
}

export function countByState(store: Store): Record<string, number> {
  const rows = store.all(
    store.db.selectFrom('outbox').select(['state']).select((eb) => eb.fn.countAll<number>().as('n')).where('state', '!=', 'done').groupBy('state'),
  );
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

export function opsForContact(store: Store, contactId: string): OutboxRow[] {
  return store.all(store.db.selectFrom('outbox').selectAll().where('contact_id', '=', contactId).orderBy('seq')) as OutboxRow[];
}
