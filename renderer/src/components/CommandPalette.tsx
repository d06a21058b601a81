// Ctrl/Cmd+K: every view and action, and any contact by name, from the keyboard.
import { Command, useCommandState } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import type { ContactSummary } from '../../../preload/contract';
import { useActiveDescendant } from '../hooks/useActiveDescendant';
import { useContactSearch } from '../hooks/useContactSearch';
import { commands } from '../lib/commands';
import { useContactList } from '../stores/contactListStore';
import { useUi } from '../stores/uiStore';

const groups = ['Go to', 'Contacts', 'Tasks', 'Sync', 'Appearance'] as const;

// Marks the contacts found by the core's search: they match already, so the palette keeps them all.
const CONTACT = 'rolodeck-contact';
const contactValue = (c: ContactSummary) => `open ${c.name} ${c.company ?? ''} ${c.id}`.trim();

/**
 * Commands match when every typed word is in their text, best when each starts a word ("new c"
 * for "New contact"); scattered letters ("Theme: dark" for "Dara") do not match at all. Ranked
 * below contacts, which are the core's own matches for the text.
 */
export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  if (keywords?.includes(CONTACT)) return 1;
  const text = value.toLowerCase();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  let score = 0.9;
  for (const word of words) {
    const at = text.indexOf(word);
    if (at < 0) return 0;
    const startsWord = new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
    if (!startsWord) score = 0.5;
  }
  return score;
}

/** Up to five contacts matching the text, only once found for it (an older answer is not shown). */
function usePaletteContacts(query: string): ContactSummary[] {
  const wanted = query.trim();
  const answer = useContactSearch(wanted, 5);
  return wanted && answer?.query === wanted ? answer.items : [];
}

const NOTHING_MATCHES = 'Nothing matches. Try “new”, “pipeline” or part of a name.';

/** Says "Nothing matches" to a screen reader as the typed text comes to match nothing (cmdk's
 * own empty message is not a live region). */
function NothingMatchesAnnouncement() {
  const nothing = useCommandState((state) => state.search.trim() !== '' && state.filtered.count === 0);
  return (
    <p className="visually-hidden" role="status">
      {nothing ? NOTHING_MATCHES : ''}
    </p>
  );
}

export function CommandPalette() {
  const open = useUi((s) => s.paletteOpen);
  const setOpen = useUi((s) => s.setPaletteOpen);
  const [query, setQuery] = useState('');
  const contacts = usePaletteContacts(open ? query : '');
  // The highlighted item. Contacts come after cmdk has picked its first match, so when they do the
  // first one is highlighted, unless the user has moved the highlight since typing.
  const [selected, setSelected] = useState('');
  const movedByUser = useRef(false);
  useEffect(() => {
    movedByUser.current = false;
  }, [query]);
  const dialog = useRef<HTMLDivElement>(null);
  useActiveDescendant(dialog, '[cmdk-input]', '[cmdk-item]', open);
  useEffect(() => {
    if (contacts[0] && !movedByUser.current) setSelected(contactValue(contacts[0]));
  }, [contacts]);
  // Where focus goes back to on close: the last element focused outside the palette. Read as
  // focus moves, since by the time an effect of the opening runs the palette's input has it.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !e.target.closest('.palette')) returnFocus.current = e.target;
    };
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  const wasOpen = useRef(open);
  useEffect(() => {
    if (!open) setSelected(''); // the next opening highlights its first item
    if (open) setQuery('');
    // Unless the command run has put focus somewhere already.
    else if (wasOpen.current && returnFocus.current?.isConnected && (document.activeElement === document.body || !document.activeElement)) returnFocus.current.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;
  const close = () => setOpen(false);
  const run = (action: () => void) => {
    close();
    // After the palette is gone, so focus moves where the action puts it.
    setTimeout(action, 0);
  };

  return (
    <div className="palette-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={dialog} className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <Command
          // cmdk names its input by this label (aria-labelledby), over any aria-label on the input.
          label="Command or contact name"
          value={selected}
          onValueChange={setSelected}
          filter={paletteFilter}
          onKeyDown={(e) => {
            if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key) || (e.ctrlKey && ['n', 'p', 'j', 'k'].includes(e.key))) {
              movedByUser.current = true;
            }
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            } else if (e.key === 'Tab') {
              // A modal dialog: the keyboard stays in it (arrows move through the list).
              e.preventDefault();
            }
          }}
        >
          <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="Type a command or a contact's name…" />
          <NothingMatchesAnnouncement />
          <Command.List>
            <Command.Empty>{NOTHING_MATCHES}</Command.Empty>
            {contacts.length ? (
              <Command.Group heading="Open contact">
                {contacts.map((c) => (
                  <Command.Item
                    key={c.id}
                    value={contactValue(c)}
                    keywords={[CONTACT]}
                    onSelect={() =>
                      run(() => {
                        useContactList.getState().select(c.id);
                        useUi.getState().setPane({ mode: 'read' });
                        useUi.getState().setView('contacts');
                        // The keyboard goes to the list, on the contact chosen (↑ ↓ go on from there).
                        requestAnimationFrame(() => document.getElementById('contact-list')?.focus());
                      })
                    }
                  >
                    <span>{c.name}</span>
                    {c.company ? <span className="muted">{c.company}</span> : null}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {groups.map((group) => {
              const items = commands.filter((c) => c.group === group && (c.available?.() ?? true));
              if (!items.length) return null;
              return (
                <Command.Group key={group} heading={group}>
                  {items.map((c) => (
                    <Command.Item key={c.id} value={`${group} ${c.label}`} onSelect={() => run(c.run)}>
                      <span>{c.label}</span>
                      {c.shortcut ? <kbd>{c.shortcut}</kbd> : null}
                    </Command.Item>
                  ))}
                </Command.Group>
              );
            })}
          </Command.List>
        </Command>
      </div>
    </div>
  );
}
