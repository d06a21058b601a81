// What the user typed for a contact that is no longer here (deleted on the service by a teammate)
// and had not saved — its edit, a note, a task, an email — shown to copy, not dropped with the
// forms that held it: in the pane when that contact is the one chosen, and under "No contact
// selected" for any other (after a restart, say) until the user lets it go.
import { useEffect, useId, useRef, useState } from 'react';
import { api, ApiError } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { typedContactIds, unsavedTypingFor } from '../../lib/unsavedTyping';

/**
 * The chosen contact could not be opened: why, and — when the store has no such contact — the
 * typing kept for it. Any other failure (the connection to the core lost) leaves the typing
 * where it is: the contact is still there.
 */
export function ContactUnavailable({ contactId, error, missing, takeKeyboard }: { contactId: string; error: string; missing: boolean; takeKeyboard(): boolean }) {
  // Shown in place of the contact the keyboard was on (its Edit button, a field; a sync deleted
  // it meanwhile), the keyboard would be left on the page body: it comes to this message instead.
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && takeKeyboard()) message.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div ref={message} role="status" tabIndex={-1}>
        <EmptyState title="This contact could not be opened" body={error} />
      </div>
      {missing ? <UnsavedTyping contactId={contactId} label="What you typed for this contact and had not saved" /> : null}
    </>
  );
}

/** Typing kept for contacts the store no longer has, looked for once as the pane shows no contact. */
export function TypingForGoneContacts() {
  const [gone, setGone] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found: string[] = [];
      for (const id of typedContactIds()) {
        try {
          await api().invoke('contacts.get', { id });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'not_found') found.push(id);
        }
      }
      if (live) setGone(found);
    })();
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {gone.map((id, i) => (
        <UnsavedTyping key={id} contactId={id} label={`What you typed for a contact that is no longer here, not saved${gone.length > 1 ? ` (${i + 1} of ${gone.length})` : ''}`} />
      ))}
    </>
  );
}

function UnsavedTyping({ contactId, label }: { contactId: string; label: string }) {
  const id = useId();
  const [typing, setTyping] = useState(() => unsavedTypingFor(contactId));
  const [letGo, setLetGo] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  // The button pressed goes with the text: the keyboard goes to the words saying it was let go.
  useEffect(() => {
    if (letGo) said.current?.focus();
  }, [letGo]);
  if (letGo) {
    return (
      <p ref={said} className="contact-unavailable__typing" role="status" tabIndex={-1}>
        What you typed was let go.
      </p>
    );
  }
  if (!typing) return null;
  return (
    <div className="field contact-unavailable__typing">
      <label htmlFor={`${id}-typed`} id={`${id}-label`} className="field__label">
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        Copy what you need from here: it stays until you let it go.
      </p>
      <textarea id={`${id}-typed`} readOnly rows={8} value={typing.text} aria-describedby={`${id}-hint`} />
      <div className="form-actions">
        <button
          type="button"
          className="button"
          aria-describedby={`${id}-label`}
          onClick={() => {
            typing.forget();
            setTyping(null);
            setLetGo(true);
          }}
        >
          Let it go
        </button>
      </div>
    </div>
  );
}
