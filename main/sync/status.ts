// The counts in SyncStatus, read from the store (cheap: indexed aggregates).
import { countConflicts } from '../../db/queries/conflicts';
import type { Store } from '../../db/store';

export interface QueueCounts {
  pending: number;
  rejected: number;
  needsAttention: number;
  conflicts: number;
}

export function queueCounts(store: Store): QueueCounts {
  const rows = store.all(
    store.db
      .selectFrom('outbox')
      .select(['state', 'kind'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['pending', 'sending', 'ambiguous', 'rejected']) // uses the (state, seq) index
      .groupBy(['state', 'kind']),
  );
  const counts: QueueCounts = { pending: 0, rejected: 0, needsAttention: 0, conflicts: countConflicts(store) };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.state === 'rejected') counts.rejected += n;
    else if (row.state === 'ambiguous' && row.kind === 'email.send') counts.needsAttention += n;
    else counts.pending += n;
  }
  return counts;
}
