// Synthetic sync backlog, written straight into a store: conflicts on the first `conflicts`
// contacts (company changed on both sides) and refused updates on the next `refused` ones, as a
// pass against a service with new validation rules can leave them.
import { randomUUID } from 'node:crypto';
import type { Store } from '../../db/store';

export function insertSyntheticSyncBacklog(store: Store, counts: { conflicts: number; refused: number }): void {
  const ids = (store.sqlite.prepare('select id from contacts order by rowid limit ?').all(counts.conflicts + counts.refused) as { id: string }[]).map((r) => r.id);
  if (ids.length < counts.conflicts + counts.refused) throw new Error('not enough contacts for this backlog');
  const start = Date.UTC(2024, 5, 1);
  const conflict = store.sqlite.prepare(
    `insert into sync_conflicts (contact_id, field, mine, theirs, base, detected_at) values (?, 'company', '"Mine Co"', '"Their Co"', '"Base Co"', ?)`,
  );
  const refused = store.sqlite.prepare(
    `insert into outbox (id, kind, entity_id, contact_id, payload, base, idempotency_key, state, attempts, next_attempt_at, last_error, created_at, updated_at)
     values (?, 'contact.update', ?, ?, '{"company":"Refused Co"}', null, ?, 'rejected', 1, null, 'company: This value is not allowed.', ?, ?)`,
  );
  store.transaction(() => {
    for (let i = 0; i < counts.conflicts; i++) conflict.run(ids[i], new Date(start + i * 1000).toISOString());
    for (let i = 0; i < counts.refused; i++) {
      const id = ids[counts.conflicts + i]!;
      const at = new Date(start + i * 1000).toISOString();
      refused.run(randomUUID(), id, id, randomUUID(), at, at);
    }
  });
}
