// Search-as-you-type over contacts; takes focus on Ctrl/Cmd+F or "/".
import { MOD_KEY } from '../../lib/modKey';
import { useEffect, useRef } from 'react';
import type { SEARCH_MAX as CORE_SEARCH_MAX } from '../../../../preload/contract';

/** The core's limit on a search (contacts.list); typed so that the two cannot drift apart. */
const SEARCH_MAX: typeof CORE_SEARCH_MAX = 200;
import { useContactList } from '../../stores/contactListStore';
import { useUi } from '../../stores/uiStore';

export function SearchBox() {
  const query = useContactList((s) => s.query);
  const setQuery = useContactList((s) => s.setQuery);
  const focusRequest = useUi((s) => s.searchFocusRequest);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const ui = useUi.getState();
    if (focusRequest > ui.searchFocusHandled) {
      ui.searchFocused(focusRequest);
      input.current?.focus();
      input.current?.select();
    }
  }, [focusRequest]);

  return (
    <div className="search">
      <label htmlFor="contact-search" className="visually-hidden">
        Search contacts
      </label>
      <input
        ref={input}
        id="contact-search"
        type="search"
        // Short enough to show whole in the narrowest list column (720 px window); the label
        // and the tooltip say what is searched.
        placeholder="Search"
        title={`Search contacts (/ or ${MOD_KEY}+F)`}
        value={query}
        // A longer search (a pasted paragraph) is refused by the core; the box keeps what fits.
        maxLength={SEARCH_MAX}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && query) {
            e.preventDefault();
            setQuery('');
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            document.getElementById('contact-list')?.focus();
          }
        }}
      />
    </div>
  );
}
