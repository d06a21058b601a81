// Choose a contact by typing part of a name: a combobox (the WAI-ARIA pattern, list autocomplete).
// The keyboard stays in the field: the matching contacts show as a list below it, the first one
// highlighted; ↓ ↑ move the highlight (aria-activedescendant), Enter or a click chooses, Escape
// closes just the list and keeps what was typed. A contact chosen puts the keyboard on "Change
// contact", and that button puts it back in the field.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ContactSummary } from '../../../preload/contract';
import { api } from '../api';
import { useContactSearch } from '../hooks/useContactSearch';
import { newContact } from '../hooks/useShortcuts';
import { FieldError } from './FieldError';

interface ContactPickerProps {
  value: ContactSummary | null;
  onChange(contact: ContactSummary | null): void;
  error?: string;
}

export function ContactPicker({ value, onChange, error }: ContactPickerProps) {
  const id = useId();
  const listId = `${id}-matches`;
  const optionId = (contact: ContactSummary) => `${id}-match-${contact.id}`;
  const [query, setQuery] = useState('');
  /** Whether the matches show: typing or ↓ opens them; Escape, a choice or leaving the field closes them. */
  const [open, setOpen] = useState(true);
  /** The highlighted match, the one Enter chooses. */
  const [active, setActive] = useState(0);
  /** Enter pressed before the answer for the text typed came: its first match is chosen when it does. */
  const chooseFirst = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  /** Set by a pick or a change, so only those move the focus (not a form restored as it was). */
  const chose = useRef(false);
  const choose = (contact: ContactSummary | null) => {
    chose.current = true;
    chooseFirst.current = false;
    setOpen(false);
    onChange(contact);
  };
  useEffect(() => {
    if (!chose.current) return;
    chose.current = false;
    if (value) change.current?.focus();
    else {
      // The name typed before is still there, selected: typing another replaces it.
      input.current?.focus();
      input.current?.select();
    }
  }, [value]);

  // No search while a contact is chosen.
  const answer = useContactSearch(value ? '' : query, 8);
  // Each answer starts with its first match highlighted.
  useEffect(() => setActive(0), [answer]);
  // Until the answer for the text as it is now arrives, the earlier matches stay (or a quiet
  // "Searching…"): "No contact matches" is said only of the text it is true for.
  const results = answer?.items ?? [];
  const answered = answer?.query === query;
  // Nothing matches: is there any contact at all? (A first start has none, which is worth saying.)
  const [noContacts, setNoContacts] = useState(false);
  const nothingMatches = answered && results.length === 0;
  useEffect(() => {
    if (!nothingMatches) return;
    let current = true;
    void api()
      .invoke('contacts.list', { limit: 1 })
      .then((page) => current && setNoContacts(page.items.length === 0))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [nothingMatches]);
  const highlighted = results[Math.min(active, results.length - 1)];
  const expanded = open && results.length > 0;

  useEffect(() => {
    if (!chooseFirst.current || !answered) return;
    chooseFirst.current = false;
    if (results[0]) choose(results[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.length) return;
      event.preventDefault();
      // Closed, the list opens on its highlighted match; open, the highlight moves (round).
      if (!expanded) setOpen(true);
      else setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (event.key === 'Enter' && open && query.trim()) {
      // Nothing matches: Enter goes on to the form, which says a contact is needed.
      if (answered && !results.length) return;
      event.preventDefault(); // the form is not submitted without the contact typed for
      if (answered && highlighted) choose(highlighted);
      else chooseFirst.current = true;
    } else if (event.key === 'Escape' && open && query.trim()) {
      // Closes only the list (the form's Escape sees it taken); again, it goes on to the form.
      event.preventDefault();
      setOpen(false);
    }
  };

  if (value) {
    return (
      <div className="field">
        <span className="field__label-text" id={`${id}-label`}>
          Contact
        </span>
        <div className="picked" aria-labelledby={`${id}-label`}>
          <span className="picked__name" id={`${id}-picked`}>
            {value.name}
          </span>
          <button ref={change} type="button" className="button button--ghost button--small" aria-describedby={`${id}-picked`} onClick={() => choose(null)}>
            Change contact
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>Contact</label>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && highlighted ? optionId(highlighted) : undefined}
        placeholder="Type a name…"
        value={query}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
          chooseFirst.current = false;
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded ? (
        <ul className="picker-results" id={listId} role="listbox" aria-label="Matching contacts">
          {results.map((c) => (
            <li
              key={c.id}
              id={optionId(c)}
              role="option"
              aria-selected={c === highlighted}
              className="picker-results__item"
              // A click chooses without taking the keyboard out of the field first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(c)}
            >
              <span>{c.name}</span>
              {c.company ? <span className="muted"> · {c.company}</span> : null}
            </li>
          ))}
        </ul>
      ) : nothingMatches && noContacts && query.trim() ? (
        // Stays when the keyboard leaves the field, so Tab reaches its button.
        <p className="field__hint" role="status">
          There are no contacts yet, and a task is for a contact.{' '}
          <button type="button" className="button button--ghost button--small" onClick={newContact}>
            Add a contact
          </button>
        </p>
      ) : !open || !query.trim() || results.length ? null : answered ? (
        <p className="field__hint">No contact matches “{query.trim()}”.</p>
      ) : (
        <p className="field__hint">Searching…</p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
