// Choose a contact by typing part of a name: matching contacts appear as buttons below.
// The keyboard stays in the form: a contact picked puts it on "Change contact", and that button
// puts it back in the search field.
import { useEffect, useId, useRef, useState } from 'react';
import type { ContactSummary } from '../../../preload/contract';
import { api } from '../api';

interface ContactPickerProps {
  value: ContactSummary | null;
  onChange(contact: ContactSummary | null): void;
  error?: string;
}

export function ContactPicker({ value, onChange, error }: ContactPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; items: ContactSummary[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  /** Set by a pick or a change, so only those move the focus (not a form restored as it was). */
  const chose = useRef(false);
  const choose = (contact: ContactSummary | null) => {
    chose.current = true;
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

  useEffect(() => {
    if (value || !query.trim()) {
      setAnswer(null);
      return;
    }
    let current = true;
    void api()
      .invoke('contacts.list', { query, limit: 8 })
      .then((page) => current && setAnswer({ query, items: page.items }))
      .catch(() => current && setAnswer({ query, items: [] }));
    return () => {
      current = false;
    };
  }, [query, value]);
  // Until the answer for the text as it is now arrives, the earlier matches stay (or a quiet
  // "Searching…"): "No contact matches" is said only of the text it is true for.
  const results = answer?.items ?? [];
  const answered = answer?.query === query;

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
        type="search"
        placeholder="Type a name…"
        value={query}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Escape with matches open closes only them; on an empty field it goes on to the form.
          if (e.key === 'Escape' && query) {
            e.preventDefault();
            setQuery('');
          }
        }}
      />
      {results.length ? (
        <ul className="picker-results" aria-label="Matching contacts">
          {results.map((c) => (
            <li key={c.id}>
              <button type="button" className="picker-results__item" onClick={() => choose(c)}>
                <span>{c.name}</span>
                {c.company ? <span className="muted"> · {c.company}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : !query.trim() ? null : answered ? (
        <p className="field__hint">No contact matches “{query.trim()}”.</p>
      ) : (
        <p className="field__hint">Searching…</p>
      )}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
