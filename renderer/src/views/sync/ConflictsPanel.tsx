// Conflicts: fields changed both here and on the service since the last sync, grouped by contact.
import { useLayoutEffect, useRef } from 'react';
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
  /** Reloads the list (awaited: the conflict decided stays busy until it has left). */
  onChanged(): unknown;
}

const keyOf = (c: SyncConflict) => `${c.contactId}:${c.field}`;

export function ConflictsPanel({ conflicts, total, canShowMore, onMore, onChanged }: ConflictsPanelProps) {
  const { busy, error, run } = useBusyAction(onChanged);
  const groups = new Map<string, SyncConflict[]>();
  for (const c of conflicts) groups.set(c.contactId, [...(groups.get(c.contactId) ?? []), c]);

  // In the order shown (by contact), for what comes after a conflict decided.
  const shown = [...groups.values()].flat().map(keyOf);

  // A conflict decided leaves the list, and its buttons with the keyboard: the keyboard goes to
  // the next conflict's first button instead, else the one before, else the panel's heading.
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<{ key: string; after: string[]; before: string[] } | null>(null);
  useLayoutEffect(() => {
    const left = leaving.current;
    if (!left) return;
    if (shown.includes(left.key)) {
      if (busy === null) leaving.current = null; // refused: it stays, and so does the keyboard
      return;
    }
    leaving.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return; // the user has moved on
    const target = [...left.after, ...left.before].find((key) => shown.includes(key));
    const button = target ? list.current?.querySelector<HTMLButtonElement>(`[data-conflict="${CSS.escape(target)}"] button`) : null;
    (button ?? heading.current)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflicts, busy]);

  const resolve = (c: SyncConflict, choice: 'mine' | 'theirs') => {
    const key = keyOf(c);
    const at = shown.indexOf(key);
    leaving.current = { key, after: shown.slice(at + 1), before: shown.slice(0, at).reverse() };
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
                  <ConflictItem key={c.field} conflict={c} busy={busy === keyOf(c)} onResolve={(choice) => void resolve(c, choice)} />
                ))}
              </ul>
            </div>
          ))}
          <MoreEntries shown={conflicts.length} total={total} noun="conflicts" canShowMore={canShowMore} onMore={onMore} />
        </div>
      )}
    </section>
  );
}
