// An older change of a contact seen against the other changes still queued for it. A refused
// change the user retries, edits or discards must not undo what a newer change set: the newer
// one is sent after it anyway, and the app and the service would end up different for good,
// with nothing left to send and no conflict to show.
import { UNSENT_STATES } from '../../db/queries/contacts';
import { parseJson } from '../../db/queries/json';
import type { OutboxRow } from '../../db/queries/outbox';
import type { Store } from '../../db/store';
import { appendText } from '../domain/extend';
import { sentSnapshot } from './apply';
import type { Snapshot } from './snapshot';

export interface OpenNeighbours {
  /** Unsent ops (UNSENT_STATES) of the same contact queued before the op, oldest first. */
  before: OutboxRow[];
  /** Those queued after it, oldest first. */
  after: OutboxRow[];
}

export function openNeighbours(store: Store, op: OutboxRow): OpenNeighbours {
  const rows = store.all(
    store.db.selectFrom('outbox').selectAll().where('contact_id', '=', op.contact_id).where('state', 'in', UNSENT_STATES).where('id', '!=', op.id).orderBy('seq'),
  ) as OutboxRow[];
  return { before: rows.filter((r) => r.seq < op.seq), after: rows.filter((r) => r.seq > op.seq) };
}

/** The fields an op sets outright (appending a note is not setting), with what it sends. */
export function valuesSetBy(op: OutboxRow): Record<string, unknown> {
  const payload = parseJson<Record<string, unknown>>(op.payload, {});
  switch (op.kind) {
    case 'contact.update':
      return payload;
    case 'contact.pipeline':
      return { pipelineStateId: payload.stateId ?? null };
    case 'contact.create': {
      // A create leaves every field it does not name empty on the service; the pipeline state
      // is a move of its own, queued after it.
      const { pipelineStateId: _placedLater, ...fields } = sentSnapshot(payload);
      return fields;
    }
    default:
      return {};
  }
}

/** Fields that any of these ops sets outright. */
export function fieldsSetBy(ops: OutboxRow[]): Set<string> {
  const fields = new Set<string>();
  for (const op of ops) for (const field of Object.keys(valuesSetBy(op))) fields.add(field);
  return fields;
}

/** Texts the notes among these ops append to a field, oldest first. */
export function notesFor(ops: OutboxRow[], field: string): string[] {
  const texts: string[] = [];
  for (const op of ops) {
    if (op.kind !== 'contact.extend') continue;
    const payload = parseJson<Record<string, unknown>>(op.payload, {});
    const target = payload.field === 'meetingContext' ? 'meetingContext' : 'additionalInfo';
    if (target === field && typeof payload.text === 'string' && payload.text) texts.push(payload.text);
  }
  return texts;
}

/** A value with notes appended after it, as the service appends them. */
export function withNotes(value: unknown, notes: string[]): unknown {
  return notes.length ? notes.reduce<string | null>((acc, text) => appendText(acc, text), (value as string | null) ?? null) : value;
}

/**
 * What a field will hold once an op's open neighbours are sent, as if the op had never been
 * made: the value of the newest earlier op that sets it (else the service's, the base), with
 * the notes queued after that appended. Undefined when there is nothing known to go back to.
 */
export function valueWithout(field: string, neighbours: OpenNeighbours, base: Partial<Snapshot>): unknown {
  let value: unknown = (base as Record<string, unknown>)[field];
  let since = -Infinity;
  for (const earlier of neighbours.before) {
    const set = valuesSetBy(earlier);
    if (field in set) {
      value = set[field];
      since = earlier.seq;
    }
  }
  if (since === -Infinity && !(field in base)) return undefined; // nothing known to go back to
  const notes = notesFor([...neighbours.before, ...neighbours.after].filter((o) => o.seq > since), field);
  return withNotes(value, notes);
}
