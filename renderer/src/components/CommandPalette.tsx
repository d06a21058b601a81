// Ctrl/Cmd+K: every view and action, and any contact by name, from the keyboard.
import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { useContactSearch } from '../hooks/useContactSearch';
import { commands } from '../lib/commands';
import { useContactList } from '../stores/contactListStore';
import { useUi } from '../stores/uiStore';

const groups = ['Go to', 'Contacts', 'Tasks', 'Sync', 'Appearance'] as const;

export function CommandPalette() {
  const open = useUi((s) => s.paletteOpen);
  const setOpen = useUi((s) => s.setPaletteOpen);
  const [query, setQuery] = useState('');
  const contacts = useContactSearch(open ? query : '', 5);
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
      <div className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <Command
          label="Commands"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            } else if (e.key === 'Tab') {
              // A modal dialog: the keyboard stays in it (arrows move through the list).
              e.preventDefault();
            }
          }}
        >
          <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="Type a command or a contact's name…" aria-label="Command or contact name" />
          <Command.List>
            <Command.Empty>Nothing matches. Try “new”, “pipeline” or part of a name.</Command.Empty>
            {contacts.length ? (
              <Command.Group heading="Open contact">
                {contacts.map((c) => (
                  <Command.Item
                    key={c.id}
                    value={`open ${c.name} ${c.company ?? ''} ${c.id}`}
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
