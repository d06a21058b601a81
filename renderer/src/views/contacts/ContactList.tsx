// The virtualized contact list: only the rows on screen exist in the DOM; pages of 100 are
// fetched as they scroll into view, so 100,000 contacts scroll as smoothly as 10.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { indexOf, rowAt, useContactList } from '../../stores/contactListStore';
import { useSync } from '../../stores/syncStore';
import { showChosenContact } from '../../lib/contactPaneMode';
import { shortcutLetter } from '../../lib/shortcutLetter';
import { ContactRow, rowDomId } from './ContactRow';

const ROW_HEIGHT = 56;

export function ContactList() {
  const total = useContactList((s) => s.total);
  const pages = useContactList((s) => s.pages);
  const selectedId = useContactList((s) => s.selectedId);
  const resultsFor = useContactList((s) => s.resultsFor);
  const ensureRange = useContactList((s) => s.ensureRange);
  const select = useContactList((s) => s.select);
  const move = useContactList((s) => s.move);
  const moveTo = useContactList((s) => s.moveTo);
  const target = useContactList((s) => s.target);
  const scrollRequest = useContactList((s) => s.scrollRequest);
  const showPending = useSync((s) => Boolean(s.status?.configured));
  const scroller = useRef<HTMLDivElement>(null);
  const count = total ?? 0;

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  useEffect(() => {
    ensureRange(first, Math.max(last, first));
  }, [first, last, total, ensureRange]);

  // The row the keys aim at is scrolled to at once, before its page arrives and it is selected.
  const selectedIndex = indexOf({ pages }, selectedId);
  const shownIndex = target ?? selectedIndex;
  useEffect(() => {
    if (shownIndex >= 0) virtualizer.scrollToIndex(shownIndex, { align: 'auto' });
  }, [shownIndex, virtualizer]);
  // A new question's answer: the top, or the selected contact where it now stands, mid-list.
  useEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.index, { align: scrollRequest.index === 0 ? 'start' : 'center' });
  }, [scrollRequest, virtualizer]);

  const choose = (id: string) => {
    showChosenContact(id);
    select(id);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, j: 1, k: -1, PageDown: 10, PageUp: -10 };
    const key = event.key.length === 1 && !event.shiftKey ? shortcutLetter(event) : event.key;
    if (key in step && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      move(step[key]!);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : count - 1);
    }
  };

  return (
    <div
      ref={scroller}
      id="contact-list"
      className="contact-list"
      role="listbox"
      aria-label="Contacts"
      tabIndex={0}
      // None while the keys aim at a row whose page is on its way (End, PageDown far off): the row
      // still selected may have scrolled out of the DOM, and would be named without being there.
      aria-activedescendant={selectedId && selectedIndex >= 0 && target === null ? rowDomId(selectedId) : undefined}
      onKeyDown={onKeyDown}
      data-results-for={resultsFor}
    >
      <div className="contact-list__sizer" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <div key={item.key} className="contact-list__slot" style={{ transform: `translateY(${item.start}px)`, height: item.size }}>
            <ContactRow contact={rowAt({ pages }, item.index)} index={item.index} total={count} selected={rowAt({ pages }, item.index)?.id === selectedId} showPending={showPending} onSelect={choose} />
          </div>
        ))}
      </div>
    </div>
  );
}
