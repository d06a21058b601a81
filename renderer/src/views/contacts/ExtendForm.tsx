// The extend action: append a line to the notes or the meeting context without retyping them.
// Text typed and not yet appended is kept while the user looks at another contact or view.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Contact, ExtendField } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { keptDraft, useInlineDrafts } from '../../stores/inlineDraftStore';

type Kept = { field: ExtendField; text: string };

export function ExtendForm({ contact, onSaved }: { contact: Contact; onSaved(contact: Contact): void }) {
  const id = useId();
  const draftKey = `extend:${contact.id}`;
  const [field, setField] = useState<ExtendField>(() => keptDraft<Kept>(draftKey)?.field ?? 'additionalInfo');
  const [text, setText] = useState(() => keptDraft<Kept>(draftKey)?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const { keep, forget } = useInlineDrafts.getState();
    if (text.trim()) keep(draftKey, { field, text });
    else forget(draftKey);
  }, [draftKey, field, text]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await api().invoke('contacts.extend', { id: contact.id, text, field });
      setText('');
      onSaved(saved);
    } catch (e) {
      setError(issuesByPath(e).text ?? errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="extend-form" onSubmit={submit} aria-label="Add to notes or meeting context">
      <div className="extend-form__row">
        <label htmlFor={`${id}-field`}>Add to</label>
        <select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value as ExtendField)}>
          <option value="additionalInfo">Notes</option>
          <option value="meetingContext">Meeting context</option>
        </select>
      </div>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Text to append
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        placeholder="Type a note to append…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--subtle" disabled={saving}>
        {saving ? 'Appending…' : 'Append'}
      </button>
    </form>
  );
}
