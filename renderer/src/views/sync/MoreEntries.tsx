// Under a sync list that shows only its first entries: how many are not shown, and a way to
// show more (up to the most one answer holds; past that, acting on these brings up the rest).
interface MoreEntriesProps {
  shown: number;
  total: number;
  /** What the entries are, plural ("conflicts", "changes"). */
  noun: string;
  canShowMore: boolean;
  onMore(): void;
}

export function MoreEntries({ shown, total, noun, canShowMore, onMore }: MoreEntriesProps) {
  if (shown >= total) return null;
  const rest = (total - shown).toLocaleString();
  return (
    <div className="sync-more">
      <p className="muted" role="status">
        {`Showing the oldest ${shown.toLocaleString()} of ${total.toLocaleString()} ${noun}.`}
        {canShowMore ? null : ` The other ${rest} appear as you deal with these.`}
      </p>
      {canShowMore ? (
        <button type="button" className="button button--ghost" onClick={onMore}>
          {`Show more (${rest} more)`}
        </button>
      ) : null}
    </div>
  );
}
