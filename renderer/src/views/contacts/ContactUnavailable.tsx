// What the user typed for a contact that is no longer here (deleted on the service by a teammate)
// and had not saved — its edit, a note, a task, an email — shown to copy, not dropped with the
// forms that held it: in the pane when that contact is the one chosen, and under "No contact
// selected" for any other (after a restart, say) until the user lets it go.
import { useEffect, useId, useState } from 'react';
import { api, ApiError } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { typedContactIds, unsavedTypingFor } from '../../lib/unsavedTyping';

/** The chosen contact could not be opened: why, and the typing kept for it. */
export function ContactUnavailable({ contactId, error }: { contactId: string; error: string }) {
  return (
    <>
      <EmptyState title="This contact could not be opened" body={error} />
      <UnsavedTyping contactId={contactId} label="What you typed for this contact and had not saved" />
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
      {gone.map((id) => (
        <UnsavedTyping key={id} contactId={id} label="What you typed for a contact that is no longer here (deleted on the service), not saved" />
      ))}
    </>
  );
}

function UnsavedTyping({ contactId, label }: { contactId: string; label: string }) {
  const id = useId();
  const [typing, setTyping] = useState(() => unsavedTypingFor(contactId));
  if (!typing) return null;
  return (
    <div className="field contact-unavailable__typing">
      <label htmlFor={`${id}-typed`} className="field__label">
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
          onClick={() => {
            typing.forget();
            setTyping(null);
          }}
        >
          Let it go
        </button>
      </div>
    </div>
  );
}
