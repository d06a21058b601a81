// Under a sync list that shows only its first entries: how many are not shown, and a way to
// show more (up to the most one answer holds; past that, acting on these brings up the rest).
import type { Ref } from 'react';
import { SYNC_LIST_PAGE } from '../../lib/syncPages';

interface MoreEntriesProps {
  shown: number;
  total: number;
  /** What the entries are, plural ("conflicts", "changes"). */
  noun: string;
  canShowMore: boolean;
  onMore(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function MoreEntries({ shown, total, noun, canShowMore, onMore, buttonRef }: MoreEntriesProps) {
  if (shown >= total) return null;
  const rest = (total - shown).toLocaleString();
  // A press brings in a page at most: the button says how many it brings, and of what.
  const next = Math.min(total - shown, SYNC_LIST_PAGE).toLocaleString();
  // Not a live region: the count changes with every entry decided, and saying it each time is noise.
  return (
    <div className="sync-more">
      <p className="muted">
        {`Showing the oldest ${shown.toLocaleString()} of ${total.toLocaleString()} ${noun}.`}
        {canShowMore ? null : ` The other ${rest} appear as you deal with these.`}
      </p>
      {canShowMore ? (
        <button ref={buttonRef} type="button" className="button button--ghost" onClick={onMore}>
          {`Show ${next} more ${noun}`}
        </button>
      ) : null}
    </div>
  );
}
