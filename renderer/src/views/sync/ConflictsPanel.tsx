// Conflicts: fields changed both here and on the service since the last sync, grouped by contact.
import type { SyncConflict } from '../../../../preload/contract';
import { api } from '../../api';
import { useBusyAction } from '../../hooks/useBusyAction';
import { ConflictItem } from './ConflictItem';
import { ErrorBanner } from '../../components/ErrorBanner';
import { MoreEntries } from './MoreEntries';

interface ConflictsPanelProps {
  /** The oldest conflicts (a page of them). */
  conflicts: SyncConflict[];
  /** How many there are in all. */
  total: number;
  canShowMore: boolean;
  onMore(): void;
  onChanged(): void;
}

export function ConflictsPanel({ conflicts, total, canShowMore, onMore, onChanged }: ConflictsPanelProps) {
  const { busy, error, run } = useBusyAction(onChanged);
  const groups = new Map<string, SyncConflict[]>();
  for (const c of conflicts) groups.set(c.contactId, [...(groups.get(c.contactId) ?? []), c]);

  const resolve = (c: SyncConflict, choice: 'mine' | 'theirs') =>
    run(`${c.contactId}:${c.field}`, () => api().invoke('sync.resolveConflict', { contactId: c.contactId, field: c.field, choice }));

  return (
    <section className="settings-section" aria-labelledby="sync-conflicts">
      <h2 id="sync-conflicts">Conflicts {total ? <span className="count-badge">{total.toLocaleString()}</span> : null}</h2>
      <ErrorBanner message={error} />
      {conflicts.length === 0 ? (
        <p className="muted">No conflicts. When someone changes the same field on the service that you changed here, you choose which value to keep here.</p>
      ) : (
        <>
          <p className="muted">These fields were changed both here and on the service. Nothing was overwritten: choose, field by field, which value to keep.</p>
          {[...groups.entries()].map(([contactId, items]) => (
            <div key={contactId} className="conflict-group">
              <h3>{items[0]!.contactName}</h3>
              <ul className="plain-list conflict-list">
                {items.map((c) => (
                  <ConflictItem key={c.field} conflict={c} busy={busy === `${c.contactId}:${c.field}`} onResolve={(choice) => void resolve(c, choice)} />
                ))}
              </ul>
            </div>
          ))}
          <MoreEntries shown={conflicts.length} total={total} noun="conflicts" canShowMore={canShowMore} onMore={onMore} />
        </>
      )}
    </section>
  );
}
