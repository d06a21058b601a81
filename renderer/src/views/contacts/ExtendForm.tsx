// The extend action: append a line to the notes or the meeting context without retyping them.
// Text typed and not yet appended is kept while the user looks at another contact or view.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Contact, ExtendField } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { FieldError } from '../../components/FieldError';
import { useFleetingAnnouncement } from '../../hooks/useFleetingAnnouncement';
import { busyButton } from '../../lib/busyButton';
import { keptDraft, takeSentText, useKeepInlineDraft, useOnSentText, withoutSent } from '../../stores/inlineDraftStore';

type Kept = { field: ExtendField; text: string };

/** What a screen reader hears once text is appended: the box only empties, the note may be out of view. */
const ADDED: Record<ExtendField, string> = { additionalInfo: 'Added to notes.', meetingContext: 'Added to meeting context.' };

export function ExtendForm({ contact, onSaved }: { contact: Contact; onSaved(contact: Contact): void }) {
  const id = useId();
  const draftKey = `extend:${contact.id}`;
  const [field, setField] = useState<ExtendField>(() => keptDraft<Kept>(draftKey)?.field ?? 'additionalInfo');
  const [text, setText] = useState(() => keptDraft<Kept>(draftKey)?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Emptied as each append starts, so a second append to the same field is heard again.
  const [added, setAdded] = useState('');
  const announced = useFleetingAnnouncement(added);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useKeepInlineDraft(draftKey, { field, text }, Boolean(text.trim()));
  useOnSentText(draftKey, (sent) => setText((now) => withoutSent(now, sent)));

  /** Appended or refused, the text box takes the keyboard for the next line or the fix, unless the user went elsewhere. */
  const backToText = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || form.current?.contains(focused)) box.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    setAdded('');
    const sent = text;
    const target = field;
    try {
      const saved = await api().invoke('contacts.extend', { id: contact.id, text: sent, field: target });
      // Only what went out is taken out: anything typed while it was saving stays. From the kept
      // draft too, and from this form as it is open now (useOnSentText): the one that sent it may
      // be gone, and another opened since with the sent text in its box.
      takeSentText(draftKey, sent);
      onSaved(saved);
      setAdded(ADDED[target]);
    } catch (e) {
      setError(issuesByPath(e).text ?? errorMessage(e));
    } finally {
      setSaving(false);
      backToText();
    }
  };

  return (
    <form ref={form} className="extend-form" onSubmit={submit} aria-label="Add to notes or meeting context">
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
        ref={box}
        id={`${id}-text`}
        rows={2}
        value={text}
        placeholder="Type a note to append…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {/* The form has no banner: this message is the only word of a refusal, read out as it appears. */}
      <FieldError id={`${id}-error`} message={error} alert />
      <button type="submit" className="button button--subtle" {...busyButton(saving)}>
        {saving ? 'Appending…' : 'Append'}
      </button>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </form>
  );
}
