// What the user typed for a contact and has not saved, read from the kept forms: the contact's
// edit, a note to append, a new task, an email and its instruction. Shown when the contact can no
// longer be opened (deleted on the service by a teammate), where the forms that would bring it
// back are gone with the contact: the words are not lost without a word.
import { useFormDrafts } from '../stores/formDraftStore';
import { useInlineDrafts, type InlineDraft } from '../stores/inlineDraftStore';
import { textFields } from './contactForm';
import { fieldLabel } from './fieldLabels';

export interface UnsavedTyping {
  /** The typing as plain text, one labelled line or paragraph per field. */
  text: string;
  /** Lets it all go. */
  forget(): void;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Labelled lines of one kept inline form, by the form its key names. */
function inlineLines(key: string, draft: InlineDraft): string[] {
  const [kind] = key.split(':');
  const lines = (pairs: [string, unknown][]) => pairs.filter(([, v]) => str(v)).map(([label, v]) => `${label}: ${str(v)}`);
  switch (kind) {
    case 'extend':
      return lines([[draft.field === 'meetingContext' ? 'To add to the meeting context' : 'To add to the notes', draft.text]]);
    case 'task':
      return lines([['Task', draft.title], ['Task description', draft.description]]);
    case 'email-ask':
      return lines([['What the email should say', draft.text]]);
    case 'email-typed':
      return lines([['Email to', draft.to], ['Email subject', draft.subject], ['Email', draft.body]]);
    default:
      return [];
  }
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contacts with typing kept for them (the new-contact form aside). */
export function typedContactIds(): string[] {
  const ids = new Set(Object.keys(useFormDrafts.getState().drafts).filter((key) => ID.test(key)));
  for (const key of Object.keys(useInlineDrafts.getState().drafts)) {
    const id = key.split(':')[1];
    if (id && ID.test(id)) ids.add(id);
  }
  return [...ids].filter((id) => unsavedTypingFor(id) !== null);
}

/** The contact's unsaved typing, or null when there is none. */
export function unsavedTypingFor(contactId: string): UnsavedTyping | null {
  const parts: string[] = [];
  const form = useFormDrafts.getState().drafts[contactId];
  if (form) {
    for (const field of textFields) {
      if (form.values[field] !== form.opened[field] && form.values[field].trim()) parts.push(`${fieldLabel(field)}: ${form.values[field].trim()}`);
    }
    for (const list of ['emails', 'phones'] as const) {
      const typed = form.values[list].filter((v) => v.trim() && !form.opened[list].includes(v));
      if (typed.length) parts.push(`${fieldLabel(list)}: ${typed.join(', ')}`);
    }
  }
  const inline = Object.entries(useInlineDrafts.getState().drafts).filter(([key]) => key.split(':')[1] === contactId);
  for (const [key, draft] of inline) parts.push(...inlineLines(key, draft));
  if (!parts.length) return null;
  return {
    text: parts.join('\n\n'),
    forget: () => {
      useFormDrafts.getState().forget(contactId);
      for (const [key] of inline) useInlineDrafts.getState().forget(key);
    },
  };
}
