// What was typed into the small forms on a page — "Add to" notes, a new task, a task's edit or
// new due date — and not yet submitted, by form and contact or task ('extend:<id>', 'task:<id>',
// 'task:any', 'task-edit:<task id>', 'task-reschedule:<task id>', a refused change's
// corrections 'op-edit:<op id>'). Another contact, another view or a restart does not throw it away: the
// form comes back as it was left.
// Submitting or cancelling forgets it.
import { useEffect, useRef } from 'react';
import { createKeyedDraftStore } from './keyedDraftStore';

/** A form's fields by name: text, or a choice such as the contact picked. */
export type InlineDraft = Record<string, unknown>;

export const useInlineDrafts = createKeyedDraftStore<InlineDraft>('rolodeck.unsent-inline-forms');

/** The draft kept under `key`, read once (when the form mounts). */
export function keptDraft<T extends InlineDraft>(key: string): Partial<T> | undefined {
  return useInlineDrafts.getState().drafts[key] as Partial<T> | undefined;
}

/**
 * Keeps what a form holds under `key` while there is something worth keeping (something typed),
 * and forgets it otherwise, as it changes. `draft` has the same fields on every render.
 */
export function useKeepInlineDraft(key: string, draft: InlineDraft, worthKeeping: boolean): void {
  useEffect(() => {
    const { keep, forget } = useInlineDrafts.getState();
    if (worthKeeping) keep(key, draft);
    else forget(key);
    // The draft's values, not the object made anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, worthKeeping, ...Object.values(draft)]);
}

/**
 * Takes `sent` off the start of the text kept under `key`, keeping anything typed after it, and
 * forgets the draft when nothing is left. Called when a submit succeeds, whether or not its form
 * is still there: one left while it was sent (another contact, another view) kept the sent text,
 * and it came back to be sent a second time.
 */
export function takeSentText(key: string, sent: string): void {
  const { drafts, keep, forget } = useInlineDrafts.getState();
  const kept = drafts[key];
  if (kept && typeof kept.text === 'string' && kept.text.startsWith(sent)) {
    const rest = withoutSent(kept.text, sent);
    if (rest.trim()) keep(key, { ...kept, text: rest });
    else forget(key);
  }
  // A form open under the key now — the one that sent it, or one opened again meanwhile with the
  // kept text in its box — takes it out of its box too.
  for (const listener of sentListeners.get(key) ?? []) listener(sent);
}

/** `text` without `sent` at its start (what was typed after it stays); `text` as it is otherwise. */
export const withoutSent = (text: string, sent: string) => (text.startsWith(sent) ? text.slice(sent.length).trimStart() : text);

const sentListeners = new Map<string, Set<(sent: string) => void>>();

/** Calls `onSent` whenever text kept under `key` was sent (takeSentText), while the form is open. */
export function useOnSentText(key: string, onSent: (sent: string) => void): void {
  const latest = useRef(onSent);
  latest.current = onSent;
  useEffect(() => {
    const listener = (sent: string) => latest.current(sent);
    const set = sentListeners.get(key) ?? new Set();
    sentListeners.set(key, set.add(listener));
    return () => {
      set.delete(listener);
      if (!set.size) sentListeners.delete(key);
    };
  }, [key]);
}
