// The three-way merge of one contact, field by field: base (last server state seen), local
// (this app) and remote (the service now). Pure: no store, no network — unit-tested alone.
//   local == remote        → in step; base := remote
//   local unchanged        → take remote (a remote-only change); a field an unsent edit
//                            touched counts as changed, even when edited back to the base
//   remote unchanged       → keep local (a local-only change, still to be pushed); a
//                            conflict on it is over: the service went back to the base
//   both changed, differ   → a conflict: keep local, record both, base stays (never dropped)
// A remote value that our own edit, unclear or refused, sent is our write arriving: it is the
// base of that field, so a newer local edit of it is a local-only change, not a conflict. So is
// the value a field held when an unsent edit of it was made: the service has not changed it since.
// Extends still queued are appended text, not edits: they are set aside before comparing and
// appended again to the result, so a remote edit of the same notes is not a conflict. A note
// the service refused stays queued while the contact's later notes reach the service, so it
// may stand before them here: it is set aside from where it stands, and put back after them.
import { appendText, EXTEND_SEPARATOR } from '../domain/extend';
import { EDITABLE_FIELDS, READONLY_FIELDS, sameValue, type Snapshot, type SnapshotField } from './snapshot';

export interface PendingExtend {
  field: 'additionalInfo' | 'meetingContext';
  text: string;
}

/** Values the app's own edits sent for a field, by field (see mergeContact's `sent`). */
export type SentValues = ReadonlyMap<string, readonly unknown[]>;

export interface FieldConflict {
  field: SnapshotField;
  mine: unknown;
  theirs: unknown;
  base: unknown;
}

export interface MergeResult {
  /** Local values to write (only the fields that change). */
  local: Partial<Snapshot>;
  /** The new base snapshot. */
  base: Partial<Snapshot>;
  conflicts: FieldConflict[];
  /** Fields both sides agree on now (a conflict on them, if any, is settled). */
  settled: SnapshotField[];
  /**
   * Fields only the app changed: the service holds the base. A conflict on one is over (the
   * service went back to the base, so its other value is gone), and the local change is sent.
   */
  localOnly: SnapshotField[];
}

/** Removes queued extends from the end of `value`, newest first; null when one is missing. */
export function withoutExtends(value: string | null, texts: string[]): string | null | undefined {
  let current: string | null = value;
  for (let i = texts.length - 1; i >= 0; i--) {
    const text = texts[i]!;
    if (current === text) current = null;
    else if (current !== null && current.endsWith(`${EXTEND_SEPARATOR}${text}`)) current = current.slice(0, -(text.length + EXTEND_SEPARATOR.length));
    else return undefined; // the user edited over the appended text: compare the whole value
  }
  return current;
}

/**
 * Removes queued notes wherever they stand as whole entries, newest first, each its last copy;
 * undefined when one is missing. For a note refused while later ones went through: the service
 * holds those after the text before it, and the refused one (if sent again) after them.
 */
export function withoutNotesWhereTheyStand(value: string | null, texts: string[]): string | null | undefined {
  let current: string | null = value;
  for (let i = texts.length - 1; i >= 0; i--) {
    const text = texts[i]!;
    if (current === null) return undefined;
    const at = lastEntry(current, text);
    if (at === -1) return undefined;
    const before = at === 0 ? '' : current.slice(0, at - EXTEND_SEPARATOR.length);
    const after = current.slice(at + text.length + (at === 0 ? EXTEND_SEPARATOR.length : 0));
    current = before + after || null;
  }
  return current;
}

/** Where the last copy of `text` standing as a whole entry of `value` begins; -1 when none. */
function lastEntry(value: string, text: string): number {
  for (let at = value.lastIndexOf(text); at !== -1; at = at === 0 ? -1 : value.lastIndexOf(text, at - 1)) {
    const end = at + text.length;
    const starts = at === 0 || value.startsWith(EXTEND_SEPARATOR, at - EXTEND_SEPARATOR.length);
    const ends = end === value.length || value.startsWith(EXTEND_SEPARATOR, end);
    if (starts && ends) return at;
  }
  return -1;
}

const NO_TEXTS: string[] = [];

/** The texts of the queued extends of one field, oldest first. */
function extendTexts(pending: PendingExtend[] | undefined, field: SnapshotField): string[] {
  if (!pending?.length) return NO_TEXTS;
  const texts: string[] = [];
  for (const e of pending) if (e.field === field) texts.push(e.text);
  return texts;
}

/** Whether `value` is one that our own edits sent for the field. */
function sentByUs(sent: SentValues | undefined, field: string, value: unknown): boolean {
  const values = sent?.get(field);
  if (!values) return false;
  for (const v of values) if (sameValue(v, value)) return true;
  return false;
}

export function mergeContact(input: {
  base: Partial<Snapshot> | null;
  local: Snapshot;
  remote: Partial<Snapshot>;
  pendingExtends?: PendingExtend[];
  /** Fields an unsent local edit touches: edited here, even if now back to the base value. */
  touched?: ReadonlySet<string>;
  /**
   * Values our own edits not known to be done (unclear, refused, on their way) sent, by field.
   * The service holding one holds our own write, applied behind a lost or failed answer, not a
   * teammate's change: it is the base of that field, so a newer edit here is no conflict with it.
   */
  sent?: SentValues;
  /**
   * The values fields held when the unsent edits of them were made, by field. The service still
   * holding one has not changed that field since the user edited it, whatever the row's base
   * says (folding a copy into the card leaves the card's base older than what the copy's edit
   * was made over: fold-copy.ts): a local-only change, not a conflict.
   */
  editedOver?: SentValues;
}): MergeResult {
  const { local, remote } = input;
  // A contact never merged before (or with a lost base) counts as unchanged locally.
  const base: Partial<Snapshot> = input.base ?? { ...local };
  const out: MergeResult = { local: {}, base: { ...base }, conflicts: [], settled: [], localOnly: [] };
  const outLocal = out.local as Record<string, unknown>;
  const outBase = out.base as Record<string, unknown>;

  for (const field of READONLY_FIELDS) {
    if (!(field in remote) || remote[field] === undefined) continue;
    // creationSource: a local wizard create records its source; the service may not echo it.
    if (field === 'creationSource' && remote[field] == null && local[field] != null) continue;
    if (!sameValue(local[field], remote[field])) outLocal[field] = remote[field];
    outBase[field] = remote[field];
  }

  // No closures in this loop: it runs for every field of every contact of every pass.
  for (const field of EDITABLE_FIELDS) {
    if (!(field in remote) || remote[field] === undefined) continue;
    const theirs = remote[field];
    const texts = field === 'additionalInfo' || field === 'meetingContext' ? extendTexts(input.pendingExtends, field) : NO_TEXTS;
    let stripped = texts.length ? withoutExtends(local[field] as string | null, texts) : undefined;
    // Not at the end: a refused note before later ones. Only where no edit rewrote the field,
    // since an edit sends the whole text as the user arranged it.
    if (stripped === undefined && texts.length && !input.touched?.has(field)) stripped = withoutNotesWhereTheyStand(local[field] as string | null, texts);
    const mine = stripped !== undefined ? stripped : local[field];
    let baseValue = field in base ? base[field] : mine;
    const ours = !sameValue(theirs, baseValue) && (sentByUs(input.sent, field, theirs) || sentByUs(input.editedOver, field, theirs));
    if (ours) baseValue = theirs;

    if (sameValue(mine, theirs)) {
      // In step; queued notes stand after the service's text, as they will there.
      if (stripped !== undefined) {
        const value = texts.reduce<string | null>((acc, t) => appendText(acc, t), theirs as string | null);
        if (!sameValue(local[field], value)) outLocal[field] = value;
      }
      outBase[field] = theirs;
      out.settled.push(field);
    } else if (sameValue(mine, baseValue) && !input.touched?.has(field)) {
      // Take theirs; notes still queued to be appended keep their place after the service's text.
      const value = stripped !== undefined ? texts.reduce<string | null>((acc, t) => appendText(acc, t), theirs as string | null) : theirs;
      if (!sameValue(local[field], value)) outLocal[field] = value;
      outBase[field] = theirs;
      out.settled.push(field);
    } else if (sameValue(theirs, baseValue)) {
      // local-only change: keep it; it is in the outbox and will be pushed
      if (ours) outBase[field] = theirs;
      out.localOnly.push(field);
    } else {
      out.conflicts.push({ field, mine: local[field], theirs, base: baseValue ?? null });
    }
  }
  return out;
}
