// The contact form's values and how they become a create input or an update patch, and how the
// core's validation issues find their way back to the right input (list rows included).
import type { Contact, ContactInput, ContactPatch } from '../../../preload/contract';

export const textFields = ['name', 'company', 'position', 'address', 'website', 'socialUrl', 'additionalInfo', 'meetingContext'] as const;
export type TextFieldName = (typeof textFields)[number];

export type FormValues = Record<TextFieldName, string> & { emails: string[]; phones: string[] };

export interface FormErrors {
  fields: Partial<Record<TextFieldName | 'emails' | 'phones', string>>;
  emails: Record<number, string>;
  phones: Record<number, string>;
  /** Issues that name no field on the form. */
  other: string[];
}

export const noErrors: FormErrors = { fields: {}, emails: {}, phones: {}, other: [] };

export function formFromContact(contact: Contact | null): FormValues {
  return {
    name: contact?.name ?? '',
    company: contact?.company ?? '',
    position: contact?.position ?? '',
    address: contact?.address ?? '',
    website: contact?.website ?? '',
    socialUrl: contact?.socialUrl ?? '',
    additionalInfo: contact?.additionalInfo ?? '',
    meetingContext: contact?.meetingContext ?? '',
    emails: contact ? [...contact.emails] : [''],
    phones: contact ? [...contact.phones] : [''],
  };
}

/** The form for a contact someone (the wizard) proposes but nobody saved yet. */
export function formFromInput(input: ContactInput): FormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: input.name ?? '',
    company: text(input.company),
    position: text(input.position),
    address: text(input.address),
    website: text(input.website),
    socialUrl: text(input.socialUrl),
    additionalInfo: text(input.additionalInfo),
    meetingContext: text(input.meetingContext),
    emails: input.emails?.length ? [...input.emails] : [''],
    phones: input.phones?.length ? [...input.phones] : [''],
  };
}

/** Non-blank list rows, with the form row each sent entry came from. */
function compact(values: string[]): { list: string[]; rows: number[] } {
  const list: string[] = [];
  const rows: number[] = [];
  values.forEach((v, i) => {
    if (v.trim()) {
      list.push(v);
      rows.push(i);
    }
  });
  return { list, rows };
}

export interface Prepared<T> {
  payload: T;
  emailRows: number[];
  phoneRows: number[];
}

export function toCreateInput(values: FormValues): Prepared<ContactInput> {
  const emails = compact(values.emails);
  const phones = compact(values.phones);
  const payload: ContactInput = { name: values.name };
  for (const field of textFields) {
    if (field !== 'name' && values[field].trim()) payload[field] = values[field];
  }
  if (emails.list.length) payload.emails = emails.list;
  if (phones.list.length) payload.phones = phones.list;
  return { payload, emailRows: emails.rows, phoneRows: phones.rows };
}

/**
 * The form as a wizard card's confirm: every field, null (or an empty list) where the form is
 * empty. A card corrects what the service read from the text, and the service keeps what it read
 * for a field it is not sent: a field the user emptied has to say so.
 */
export function toConfirmInput(values: FormValues): Prepared<ContactInput> {
  const created = toCreateInput(values);
  const payload: ContactInput = { ...created.payload, emails: created.payload.emails ?? [], phones: created.payload.phones ?? [] };
  for (const field of textFields) if (field !== 'name' && payload[field] === undefined) payload[field] = null;
  return { ...created, payload };
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Whether saving sends the list: its entries, blank rows left out, differ from the ones the form opened on. */
export function listChanged(values: FormValues, opened: FormValues, field: 'emails' | 'phones'): boolean {
  return !sameList(compact(values[field]).list, compact(opened[field]).list);
}

/**
 * Only what the user changed since the form opened (`opened`: the contact as it was then); a
 * field emptied by the user is sent as null (cleared). Compared with what the form opened on, not
 * with the contact now: a sync that changed another field while the form was open is not sent
 * back as the user's edit.
 */
export function toPatch(values: FormValues, opened: FormValues): Prepared<ContactPatch> {
  const emails = compact(values.emails);
  const phones = compact(values.phones);
  const payload: ContactPatch = {};
  for (const field of textFields) {
    if (values[field] === opened[field]) continue;
    if (field === 'name') payload.name = values.name;
    else payload[field] = values[field].trim() ? values[field] : null;
  }
  if (listChanged(values, opened, 'emails')) payload.emails = emails.list;
  if (listChanged(values, opened, 'phones')) payload.phones = phones.list;
  return { payload, emailRows: emails.rows, phoneRows: phones.rows };
}

/** What a form holds, and the contact as it was when the form opened (what edits are made against). */
export interface FormEdit {
  values: FormValues;
  opened: FormValues;
}

/**
 * An edit brought up to date with the contact as it is now: a field the user did not change
 * takes the contact's current value, and counts as opened on it (so saving does not send it back
 * as the user's edit, and typing in it starts from what the contact holds — two notes appended
 * elsewhere are not wiped by a third typed here). A field the user changed keeps the user's value
 * and what it was changed from, so the same field changed elsewhere still shows as a collision.
 * An email or phone list changed on both sides is merged (mergeList). The same edit when nothing
 * differs.
 */
export function rebase(edit: FormEdit, now: FormValues): FormEdit {
  const values = { ...edit.values };
  const opened = { ...edit.opened };
  let changed = false;
  for (const field of textFields) {
    if (edit.values[field] !== edit.opened[field] || edit.opened[field] === now[field]) continue;
    values[field] = opened[field] = now[field];
    changed = true;
  }
  for (const list of ['emails', 'phones'] as const) {
    if (sameList(edit.opened[list], now[list])) continue;
    const userChanged = !sameList(edit.values[list], edit.opened[list]);
    // Both changed the list: the user's list with what changed elsewhere applied to it, so a
    // number a teammate added is not dropped by saving the list the form opened on plus one.
    values[list] = userChanged ? mergeList(edit.opened[list], edit.values[list], now[list], list === 'emails' ? emailKey : phoneKey) : [...now[list]];
    opened[list] = [...now[list]];
    changed = true;
  }
  return changed ? { values, opened } : edit;
}

const emailKey = (v: string) => v.trim().toLowerCase();
const phoneKey = (v: string) => v.replace(/[^\d+]/g, '');

/**
 * A three-way merge of a list: `mine` (the form's rows, blank ones too) with what changed from
 * `base` to `theirs` applied: entries removed there are removed here unless the user added them,
 * entries written anew there ("5550101" → "+1 555 0101") take that spelling unless the user
 * rewrote them too, entries added there are added after the user's.
 */
export function mergeList(base: string[], mine: string[], theirs: string[], key: (v: string) => string): string[] {
  const spellings = (list: string[]) => new Map(list.filter((v) => v.trim()).map((v) => [key(v), v]));
  const [inBase, inMine, inTheirs] = [spellings(base), spellings(mine), spellings(theirs)];
  const kept = mine
    .filter((v) => !v.trim() || inTheirs.has(key(v)) || !inBase.has(key(v)))
    .map((v) => (v.trim() && inBase.get(key(v)) === v ? (inTheirs.get(key(v)) ?? v) : v));
  const added = theirs.filter((v) => v.trim() && !inBase.has(key(v)) && !inMine.has(key(v)));
  return [...kept, ...added];
}

/** Whether the form holds anything the user typed since it opened. */
export function isEdited(values: FormValues, opened: FormValues): boolean {
  return (
    textFields.some((field) => values[field] !== opened[field]) ||
    !sameList(values.emails, opened.emails) ||
    !sameList(values.phones, opened.phones)
  );
}

/** Sorts issue paths ("name", "emails.1", "patch.website") onto the form. */
export function mapIssues(issues: Record<string, string>, emailRows: number[], phoneRows: number[]): FormErrors {
  const errors: FormErrors = { fields: {}, emails: {}, phones: {}, other: [] };
  for (const [path, message] of Object.entries(issues)) {
    const [head, index] = path.split('.');
    if (head === 'emails' || head === 'phones') {
      const rows = head === 'emails' ? emailRows : phoneRows;
      if (index !== undefined && rows[Number(index)] !== undefined) errors[head][rows[Number(index)]!] = message;
      else errors.fields[head] = message;
    } else if ((textFields as readonly string[]).includes(head!)) {
      errors.fields[head as TextFieldName] = message;
    } else {
      errors.other.push(message);
    }
  }
  return errors;
}

/**
 * The errors after a row of a list is removed: the removed row's goes, the rows below it move
 * up with their own (an error left at its index would sit on the address that took its place).
 */
export function withoutRow(errors: FormErrors, list: 'emails' | 'phones', removed: number): FormErrors {
  const rows: Record<number, string> = {};
  for (const [index, message] of Object.entries(errors[list])) {
    const i = Number(index);
    if (i !== removed) rows[i > removed ? i - 1 : i] = message;
  }
  return { ...errors, [list]: rows };
}

export function hasErrors(errors: FormErrors): boolean {
  return (
    Object.keys(errors.fields).length > 0 ||
    Object.keys(errors.emails).length > 0 ||
    Object.keys(errors.phones).length > 0 ||
    errors.other.length > 0
  );
}
