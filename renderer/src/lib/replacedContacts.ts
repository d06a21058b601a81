// A contact this window holds may be replaced by another while it is shown (a sync folds a
// second card into the contact the user made): the window then moves to the contact that stands
// for it — its selection, and the forms kept unsaved under the old id (an edit, a note, a task, an
// email being typed), so nothing typed is lost and it comes back on the contact that remains.
// The core says which ids were replaced (contacts.replacements), whatever the reason.
import { api } from '../api';
import { useContactDetail } from '../stores/contactDetailStore';
import { useContactList } from '../stores/contactListStore';
import { useFormDrafts, type FormDraft } from '../stores/formDraftStore';
import { useInlineDrafts, type InlineDraft } from '../stores/inlineDraftStore';
import type { KeyedDrafts } from '../stores/keyedDraftStore';
import { textFields } from './contactForm';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Draft keys are a contact id, or hold one between colons ('extend:<id>', 'email-typed:<id>:new'). */
const idsInKey = (key: string) => key.split(':').filter((part) => ID.test(part));

function heldIds(): string[] {
  const ids = new Set<string>();
  const selected = useContactList.getState().selectedId;
  if (selected) ids.add(selected);
  const shown = useContactDetail.getState().contact?.id;
  if (shown) ids.add(shown);
  for (const key of [...Object.keys(useFormDrafts.getState().drafts), ...Object.keys(useInlineDrafts.getState().drafts)]) {
    for (const id of idsInKey(key)) ids.add(id);
  }
  return [...ids];
}

const renamed = (key: string, replaced: Record<string, string>) =>
  key
    .split(':')
    .map((part) => replaced[part] ?? part)
    .join(':');

/**
 * Both cards had an edit left unsaved: the fields changed in the moved one join the kept one,
 * unless the kept one changed them too (then the user's typing there stays as it is).
 */
function joinEdits(kept: FormDraft, moved: FormDraft): FormDraft {
  const values = { ...kept.values };
  const opened = { ...kept.opened };
  for (const field of [...textFields, 'emails', 'phones'] as const) {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (same(moved.values[field], moved.opened[field]) || !same(kept.values[field], kept.opened[field])) continue;
    (values as Record<string, unknown>)[field] = moved.values[field];
    (opened as Record<string, unknown>)[field] = moved.opened[field];
  }
  return { values, opened };
}

/** A task form with a picker may have picked the replaced contact: it picks the one standing for it. */
function inlineFollowing(draft: InlineDraft, replaced: Record<string, string>): InlineDraft {
  const picked = draft.picked as { id?: unknown } | null | undefined;
  if (!picked || typeof picked.id !== 'string' || !replaced[picked.id]) return draft;
  return { ...draft, picked: { ...picked, id: replaced[picked.id] } };
}

/** `join`: one draft of the two under the same key, or null to leave the moved one where it was. */
function moveDrafts<T>(store: { getState(): KeyedDrafts<T> }, replaced: Record<string, string>, join: (kept: T, moved: T) => T | null, follow: (draft: T) => T = (d) => d): void {
  const { drafts, keep, forget } = store.getState();
  for (const [key, draft] of Object.entries(drafts)) {
    const next = renamed(key, replaced);
    if (next === key) {
      const followed = follow(draft);
      if (followed !== draft) keep(key, followed);
      continue;
    }
    const kept = store.getState().drafts[next];
    const joined = kept === undefined ? follow(draft) : join(kept, follow(draft));
    if (joined === null) continue;
    keep(next, joined);
    forget(key);
  }
}

/** Asks the core which held contacts were replaced, and moves the window to those that stand for them. */
export async function followReplacedContacts(): Promise<void> {
  const ids = heldIds();
  if (!ids.length) return;
  let replaced: Record<string, string>;
  try {
    replaced = await api().invoke('contacts.replacements', { ids });
  } catch {
    return; // asked again at the next change; the forms stay as they are meanwhile
  }
  if (!Object.keys(replaced).length) return;
  moveDrafts(useFormDrafts, replaced, joinEdits);
  // A note, a task or an email typed on both cards: the remaining contact's own stays, and the
  // moved one is kept too, under the old key, rather than dropped (rare: two forms left open).
  moveDrafts(useInlineDrafts, replaced, () => null, (draft) => inlineFollowing(draft, replaced));
  const list = useContactList.getState();
  if (list.selectedId && replaced[list.selectedId]) list.select(replaced[list.selectedId]!);
}
