// Sort key and direction for the contact list.
import type { SortKey } from '../../../../preload/contract';
import { useContactList } from '../../stores/contactListStore';

const sortLabels: Record<SortKey, string> = {
  name: 'Name',
  company: 'Company',
  updatedAt: 'Recently updated',
  createdAt: 'Recently added',
  lastContactAt: 'Last contact',
};

export function SortControl() {
  const sort = useContactList((s) => s.sort);
  const direction = useContactList((s) => s.direction);
  const setSort = useContactList((s) => s.setSort);
  return (
    <div className="sort-control">
      <label htmlFor="contact-sort" className="visually-hidden">
        Sort by
      </label>
      <select id="contact-sort" title="Sort by" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
        {(Object.keys(sortLabels) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost button--icon"
        onClick={() => setSort(sort, direction === 'asc' ? 'desc' : 'asc')}
        aria-label={direction === 'asc' ? 'Ascending order; switch to descending' : 'Descending order; switch to ascending'}
        title={direction === 'asc' ? 'Ascending' : 'Descending'}
      >
        {direction === 'asc' ? '↑' : '↓'}
      </button>
    </div>
  );
}
