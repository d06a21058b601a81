// Conflicts: fields changed both here and on the service since the last sync, grouped by contact.
import type { SyncConflict } from '../../../../preload/contract';
import { api } from '../../api';
import { useBusyAction } from '../../hooks/useBusyAction';
import { useKeyboardAfterLeaving } from '../../hooks/useKeyboardAfterLeaving';
import { useKeyboardToFirstShown } from '../../hooks/useKeyboardToFirstShown';
import { ConflictItem } from './ConflictItem';
import { ErrorBanner } from '../../components/ErrorBanner';
import { MoreEntries } from './MoreEntries';
import { usePipelineStates } from './pipelineStateNames';

interface ConflictsPanelProps {
  /** The oldest conflicts (a page of them). */
  conflicts: SyncConflict[];
  /** How many there are in all. */
  total: number;
  canShowMore: boolean;
  onMore(): void;
  /** Reloads the list (awaited: the conflict decided stays busy until it has left). */
  onChanged(): unknown;
}

const keyOf = (c: SyncConflict) => `${c.contactId}:${c.field}`;

export function ConflictsPanel({ conflicts, total, canShowMore, onMore, onChanged }: ConflictsPanelProps) {
  const { busy, error, run } = useBusyAction(onChanged);
  const states = usePipelineStates(conflicts.some((c) => c.field === 'pipelineStateId'), conflicts);
  const groups = new Map<string, SyncConflict[]>();
  for (const c of conflicts) groups.set(c.contactId, [...(groups.get(c.contactId) ?? []), c]);

  // In the order shown (by contact), for what comes after a conflict decided.
  const shown = [...groups.values()].flat().map(keyOf);

  // A conflict decided leaves the list: the keyboard goes on to the next one.
  const { list, heading, leave } = useKeyboardAfterLeaving<HTMLDivElement>(shown, busy);
  // "Show more" hands the keyboard to the first conflict it brought in.
  const shownMore = useKeyboardToFirstShown(list, shown, onMore);

  const resolve = (c: SyncConflict, choice: 'mine' | 'theirs') => {
    const key = keyOf(c);
    leave(key);
    return run(key, () => api().invoke('sync.resolveConflict', { contactId: c.contactId, field: c.field, choice }));
  };

  return (
    <section className="settings-section" aria-labelledby="sync-conflicts">
      <h2 ref={heading} id="sync-conflicts" tabIndex={-1}>Conflicts {total ? <span className="count-badge">{total.toLocaleString()}</span> : null}</h2>
      <ErrorBanner message={error} />
      {conflicts.length === 0 ? (
        <p className="muted">No conflicts. When someone changes the same field on the service that you changed here, you choose which value to keep here.</p>
      ) : (
        <div ref={list}>
          <p className="muted">These fields were changed both here and on the service. Nothing was overwritten: choose, field by field, which value to keep.</p>
          {[...groups.entries()].map(([contactId, items]) => (
            <div key={contactId} className="conflict-group">
              <h3>{items[0]!.contactName}</h3>
              <ul className="plain-list conflict-list">
                {items.map((c) => (
                  <ConflictItem key={c.field} conflict={c} states={states} busy={busy === keyOf(c)} onResolve={(choice) => void resolve(c, choice)} />
                ))}
              </ul>
            </div>
          ))}
          <MoreEntries shown={conflicts.length} total={total} noun="conflicts" canShowMore={canShowMore} onMore={shownMore.more} buttonRef={shownMore.moreButton} />
        </div>
      )}
    </section>
  );
}
