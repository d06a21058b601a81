// Every call that names a contact acts on the contact that now stands for it: a window may still
// show a contact that was replaced meanwhile (db/queries/replaced-contacts.ts) — its detail, an
// edit form, a task or email form, a Pipeline card — and its action belongs to the contact that
// remains, not refused with "no contact with id …". A new method that takes a contact id is
// listed here (the compiler checks the method names).
import type { MethodName } from '../../preload/contract';
import type { Store } from '../../db/store';
import { contactNowFor } from '../../db/queries/replaced-contacts';

/**
 * The input fields that hold a contact id, by method. Not email.stopWriting: what runs is
 * known by the id it was started under, which the handler looks up both ways.
 */
export const contactIdFields: Partial<Record<MethodName, readonly string[]>> = {
  'contacts.get': ['id'],
  'contacts.position': ['id'],
  'contacts.withEmails': ['exceptId'],
  'contacts.update': ['id'],
  'contacts.extend': ['id'],
  'contacts.setPipelineState': ['id'],
  'tasks.create': ['contactId'],
  'tasks.list': ['contactId'],
  'email.drafts': ['contactId'],
  'email.prepare': ['contactId'],
  'email.save': ['contactId'],
  'sync.resolveConflict': ['contactId'],
};

/** The input with each contact id it holds replaced by the contact's that stands for it now. */
export function withCurrentContactIds<T>(store: Store, method: MethodName, input: T): T {
  const fields = contactIdFields[method];
  if (!fields || typeof input !== 'object' || input === null) return input;
  let current: Record<string, unknown> | null = null;
  for (const field of fields) {
    const id = (input as Record<string, unknown>)[field];
    if (typeof id !== 'string') continue;
    const now = contactNowFor(store, id);
    // Gone for good: left as given, for the handler to say so.
    if (now === undefined || now === id) continue;
    current ??= { ...(input as Record<string, unknown>) };
    current[field] = now;
  }
  return (current ?? input) as T;
}
