// Outbox bookkeeping for the push loop: choosing the next op of a contact and recording each
// attempt's outcome. Synchronous store calls only.
import { nowIso, parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { OutboxState } from '../../db/schema';
import type { Store } from '../../db/store';
import { prepare } from '../../db/prepared';

export const isNeedsAttention = (op: Pick<OutboxRow, 'kind' | 'state'>) => op.kind === 'email.send' && op.state === 'ambiguous';

/** Contacts with ops to send (pending, or ambiguous and not waiting for the user), oldest first. */
export function contactsToPush(store: Store): string[] {
  const rows = store.all(
    store.db
      .selectFrom('outbox')
      .select('contact_id')
      .select((eb) => eb.fn.min('seq').as('first'))
      .where((eb) => eb.or([eb('state', '=', 'pending'), eb.and([eb('state', '=', 'ambiguous'), eb('kind', '!=', 'email.send')])]))
      .groupBy('contact_id')
      .orderBy('first'),
  );
  return rows.map((r) => r.contact_id);
}

// The push loop runs these once or twice per op: built once (db/prepared.ts).
const openOpsOf = prepare<{ contactId: string }>()((db, p) =>
  db.selectFrom('outbox').selectAll().where('contact_id', '=', p('contactId')).where('state', 'in', ['pending', 'ambiguous', 'sending']).orderBy('seq'),
);

/**
 * The ops queued before the first one on its way: a later op waits for it, or the service could
 * apply the two out of order. Within one contact the push sends one op at a time, but ops can
 * join a contact while one of theirs is on its way (a copy folded in: fold-copy.ts).
 */
function beforeOneOnItsWay(ops: OutboxRow[]): OutboxRow[] {
  const sending = ops.findIndex((op) => op.state === 'sending');
  return sending === -1 ? ops : ops.slice(0, sending);
}
/** A contact's remote id (null: not on the service yet); no row: the contact is gone. */
export const remoteIdOf = prepare<{ id: string }>()((db, p) => db.selectFrom('contacts').select('remote_id').where('id', '=', p('id')));

/**
 * The op to send next for a contact, in order. A contact the service does not have yet sends
 * its create first (wherever it sits in the queue); everything else waits for it.
 */
export function nextOp(store: Store, contactId: string): OutboxRow | null {
  const ops = beforeOneOnItsWay(store.all(openOpsOf.with({ contactId })) as OutboxRow[]);
  const open = ops.filter((op) => !isNeedsAttention(op));
  if (!open.length) return null;
  const contact = store.first(remoteIdOf.with({ id: contactId }));
  if (!contact) return open[0]!; // the contact is gone: the op fails and is shown
  if (contact.remote_id) {
    // A create left over once the service has the contact (e.g. adopted) is done already.
    const staleCreate = open.find((op) => op.kind === 'contact.create');
    if (staleCreate) {
      setState(store, staleCreate.id, 'done');
      return nextOp(store, contactId);
    }
    return open[0]!;
  }
  return open.find((op) => op.kind === 'contact.create') ?? null;
}

// The push loop marks every op twice (sending, then done): one prepared statement per shape of
// update, instead of building and compiling a query each time.
const setStatements = new WeakMap<Store, Map<string, ReturnType<Store['sqlite']['prepare']>>>();

export function setState(store: Store, opId: string, state: OutboxState, extra: { lastError?: string | null; nextAttemptAt?: string | null; attempts?: number; keySentUnder?: string } = {}): void {
  const columns: [string, unknown][] = [
    ['state', state],
    ['updated_at', nowIso()],
  ];
  if (extra.lastError !== undefined) columns.push(['last_error', extra.lastError]);
  if (extra.nextAttemptAt !== undefined) columns.push(['next_attempt_at', extra.nextAttemptAt]);
  if (extra.attempts !== undefined) columns.push(['attempts', extra.attempts]);
  if (extra.keySentUnder !== undefined) columns.push(['key_sent_under', extra.keySentUnder]);
  // The first time an attempt's outcome is unknown is kept, whatever the op goes through after.
  if (state === 'ambiguous') columns.push(['outcome_unknown_since = COALESCE(outcome_unknown_since, ?)', nowIso()]);
  const sql = `UPDATE outbox SET ${columns.map(([c]) => (c.includes('=') ? c : `${c} = ?`)).join(', ')} WHERE id = ?`;
  let cache = setStatements.get(store);
  if (!cache) setStatements.set(store, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = store.sqlite.prepare(sql)));
  statement.run([...columns.map(([, v]) => v), opId]);
}

export function opById(store: Store, opId: string): OutboxRow | undefined {
  return store.first(store.db.selectFrom('outbox').selectAll().where('id', '=', opId)) as OutboxRow | undefined;
}

export const payloadOf = <T = Record<string, unknown>>(op: OutboxRow): T => parseJson<T>(op.payload, {} as T);

/** At start-up, a row left in `sending` may or may not have reached the service. */
export function markInterruptedAmbiguous(store: Store): OutboxRow[] {
  const rows = store.all(store.db.selectFrom('outbox').selectAll().where('state', '=', 'sending')) as OutboxRow[];
  for (const row of rows) setState(store, row.id, 'ambiguous', { lastError: 'Interrupted while sending: checking with the service before retrying', nextAttemptAt: null });
  return rows;
}

/** Done ops have served their purpose (the service has them): keep the outbox small. */
export function pruneDone(store: Store): void {
  store.run(store.db.deleteFrom('outbox').where('state', '=', 'done'));
}
