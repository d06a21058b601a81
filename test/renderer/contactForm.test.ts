import { describe, expect, it } from 'vitest';
import type { Contact } from '../../preload/contract';
import { formFromContact, isEdited, mapIssues, noErrors, rebase, toConfirmInput, toCreateInput, toPatch, withoutRow } from '../../renderer/src/lib/contactForm';

const contact: Contact = {
  id: '6a0c1f7e-5d0e-4c59-9a39-0d7f3c1e8b11',
  remoteId: null,
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  position: null,
  email: 'ada@example.com',
  phone: null,
  emails: ['ada@example.com'],
  phones: [],
  website: null,
  address: null,
  socialUrl: null,
  status: null,
  creationSource: null,
  tags: [],
  additionalInfo: null,
  meetingContext: null,
  pipelineState: null,
  companyId: null,
  companyIds: [],
  lastContactAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pending: false,
};

describe('the contact form', () => {
  it('creates with the filled fields only, skipping blank list rows', () => {
    const values = { ...formFromContact(null), name: 'Grace', company: 'Navy', emails: ['', 'grace@example.com'], phones: [''] };
    const prepared = toCreateInput(values);
    expect(prepared.payload).toEqual({ name: 'Grace', company: 'Navy', emails: ['grace@example.com'] });
    expect(prepared.emailRows).toEqual([1]);
  });

  it('confirms a wizard card with every field, the emptied ones as null or an empty list', () => {
    // The service keeps what it read for a field its confirm does not name: an emptied one must say so.
    const values = { ...formFromContact(null), name: 'Grace', position: 'Rear Admiral', company: '  ', emails: [''], phones: ['', '+1 202 555 0100'] };
    const prepared = toConfirmInput(values);
    expect(prepared.payload).toEqual({
      name: 'Grace',
      position: 'Rear Admiral',
      company: null,
      address: null,
      website: null,
      socialUrl: null,
      additionalInfo: null,
      meetingContext: null,
      emails: [],
      phones: ['+1 202 555 0100'],
    });
    expect(prepared.phoneRows).toEqual([1]);
  });

  it('patches only what changed and clears emptied fields', () => {
    const values = { ...formFromContact(contact), company: '', position: 'Countess', emails: ['ada@example.com', 'ada@home.example'] };
    expect(toPatch(values, formFromContact(contact)).payload).toEqual({ company: null, position: 'Countess', emails: ['ada@example.com', 'ada@home.example'] });
  });

  it('sends an empty patch when nothing changed', () => {
    expect(toPatch(formFromContact(contact), formFromContact(contact)).payload).toEqual({});
    expect(isEdited(formFromContact(contact), formFromContact(contact))).toBe(false);
  });

  it('does not send back a field that changed elsewhere while the form was open', () => {
    const opened = formFromContact(contact);
    const values = { ...opened, position: 'Countess' };
    // Meanwhile a sync brought a teammate's company: the form never showed it, so it is not the user's edit.
    const synced: Contact = { ...contact, company: 'Babbage & Co' };
    expect(formFromContact(synced).company).toBe('Babbage & Co');
    expect(toPatch(values, opened).payload).toEqual({ position: 'Countess' });
    expect(isEdited(values, opened)).toBe(true);
  });

  it('brought up to date, shows what changed elsewhere in the fields the user did not change, and sends only the user’s', () => {
    const opened = formFromContact(contact);
    const edit = { values: { ...opened, position: 'Countess', company: 'Engines Ltd' }, opened };
    // Elsewhere: notes appended, a phone added, and the company the user changed too.
    const now = formFromContact({ ...contact, additionalInfo: 'First note.\n\nSecond note.', phones: ['+44 20 7946 0000'], company: 'Babbage & Co' });
    const current = rebase(edit, now);
    expect(current.values).toEqual({ ...now, position: 'Countess', company: 'Engines Ltd' });
    expect(toPatch(current.values, current.opened).payload).toEqual({ position: 'Countess', company: 'Engines Ltd' });
    // The user's company is still compared with what it was changed from: a collision, not a fresh edit.
    expect(current.opened.company).toBe('Analytical Engines');
    // A notes field then emptied by the user is the user's edit (cleared), not "unchanged".
    expect(toPatch({ ...current.values, additionalInfo: '' }, current.opened).payload).toMatchObject({ additionalInfo: null });
    // Nothing new: the same edit.
    expect(rebase(current, now)).toBe(current);
  });

  it('a phone or email list changed in the form and elsewhere keeps both sides’ changes', () => {
    const opened = formFromContact({ ...contact, phones: ['5550111', '5550444'], emails: ['ada@example.com', 'old@example.com'] });
    // The user adds a number (and has a blank row open), rewrites another, and removes an address…
    const edit = { values: { ...opened, phones: ['5550111', '555 0444', '222', ''], emails: ['ada@example.com'] }, opened };
    // …while a teammate adds another number and an address, and writes both numbers anew.
    const now = formFromContact({ ...contact, phones: ['555-0111', '555.0444', '+1 (333)'], emails: ['ada@example.com', 'old@example.com', 'new@example.com'] });
    const current = rebase(edit, now);
    // The number the user left as it was takes the teammate's spelling; the one the user rewrote keeps the user's.
    expect(current.values.phones).toEqual(['555-0111', '555 0444', '222', '', '+1 (333)']);
    expect(current.values.emails).toEqual(['ada@example.com', 'new@example.com']);
    expect(toPatch(current.values, current.opened).payload).toEqual({ phones: ['555-0111', '555 0444', '222', '+1 (333)'], emails: ['ada@example.com', 'new@example.com'] });
    expect(rebase(current, now)).toBe(current);
    // A number removed elsewhere goes from the user's list too, unless the user typed it.
    const removed = formFromContact({ ...contact, phones: ['5550444'] });
    expect(rebase({ values: { ...opened, phones: ['5550111', '5550444', '999'] }, opened }, removed).values.phones).toEqual(['5550444', '999']);
  });

  it('a removed row takes its error with it, and the rows below keep theirs', () => {
    const errors = { ...noErrors, emails: { 0: 'first', 2: 'third', 3: 'fourth' }, phones: { 1: 'phone' } };
    expect(withoutRow(errors, 'emails', 2)).toEqual({ ...errors, emails: { 0: 'first', 2: 'fourth' } });
    expect(withoutRow(errors, 'emails', 0)).toEqual({ ...errors, emails: { 1: 'third', 2: 'fourth' } });
    expect(withoutRow(errors, 'phones', 3).phones).toEqual({ 1: 'phone' });
  });

  it('puts an issue on the list row the user typed it in', () => {
    const errors = mapIssues({ 'emails.0': 'Not a valid email address', website: 'Must be a web address', emails: 'Listed twice', nope: 'Other' }, [2], []);
    expect(errors.emails).toEqual({ 2: 'Not a valid email address' });
    expect(errors.fields).toEqual({ website: 'Must be a web address', emails: 'Listed twice' });
    expect(errors.other).toEqual(['Other']);
  });
});
