// Create or edit a contact: every editable field, validation messages next to each field.
import { useEffect, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import type { Contact, ContactInput } from '../../../../preload/contract';
import { ApiError, api, errorMessage, issuesByPath } from '../../api';
import { ListField } from '../../components/ListField';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { formFromContact, formFromInput, hasErrors, isEdited, listChanged, mapIssues, noErrors, rebase, textFields, toConfirmInput, toCreateInput, toPatch, withoutRow, type FormEdit, type FormErrors, type FormValues, type TextFieldName } from '../../lib/contactForm';
import { fieldLabel } from '../../lib/fieldLabels';
import { useFormDrafts } from '../../stores/formDraftStore';
import { useSync } from '../../stores/syncStore';
import { busyButton } from '../../lib/busyButton';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { giveKeyboardBack } from '../../lib/keyboardBack';
import { SameEmailNotice } from './SameEmailNotice';

interface ContactFormProps {
  /** The contact to edit; null to create a new one. */
  contact: Contact | null;
  onSaved(contact: Contact): void;
  onCancel(): void;
  /**
   * Escape: close the form without letting go of what was typed (kept under draftKey, so Edit or
   * New contact brings it back). The control that opened the form gets the keyboard back.
   */
  onLeave?(): void;
  /** Create mode only: prefilled values (the wizard's proposal). */
  initial?: ContactInput;
  /**
   * Create mode only: how to create (default contacts.create), and where its issues sit. It is
   * given every field, the empty ones as null or [] (toConfirmInput): it creates over values
   * proposed elsewhere (a wizard card), where a field left out would keep what was proposed.
   */
  create?: (input: ContactInput) => Promise<Contact>;
  issuePrefix?: string;
  title?: string;
  submitLabel?: string;
  cancelLabel?: string;
  autoFocus?: boolean;
  /**
   * Where what is typed is kept until Save or Cancel (the contact's id, or 'new'), so leaving the
   * form loses nothing and coming back restores it. Without it, the form keeps nothing.
   */
  draftKey?: string;
  /**
   * Create mode only: a create made for this form elsewhere (the wizard's "Create all") that was
   * refused — shown like the form's own refused create, next to the fields.
   */
  refusal?: { error: unknown };
  /** Something else is creating this contact now (Create all): the form's buttons wait. */
  busy?: boolean;
  /** A word about this card under the title (the wizard: it repeats another card's address). */
  remark?: string;
}

/** Text fields whose value the user changed while the same field also changed elsewhere. */
function changedOnBothSides(values: FormValues, opened: FormValues, now: FormValues): TextFieldName[] {
  return textFields.filter((f) => values[f] !== opened[f] && now[f] !== opened[f] && values[f] !== now[f]);
}

export function ContactForm({ contact, onSaved, onCancel, onLeave, initial, create, issuePrefix, title, submitLabel, cancelLabel, autoFocus = true, draftKey, refusal, busy = false, remark }: ContactFormProps) {
  const { keep, forget } = useFormDrafts.getState();
  const [restored] = useState(() => (draftKey ? useFormDrafts.getState().drafts[draftKey] : undefined));
  // What the form holds, and the contact as the form opened on it: edits are what differs from
  // `opened`, not from the contact now.
  const [{ values, opened }, setEdit] = useState<FormEdit>(() => {
    const opened = restored?.opened ?? (initial ? formFromInput(initial) : formFromContact(contact));
    return { values: restored?.values ?? opened, opened };
  });
  // The contact changed elsewhere (a sync, a note appended in another window) before a kept edit
  // came back or while the form is open: the fields the user did not change show it as it is now,
  // so what the banner below says is what the form shows. Before paint: no old value for a moment.
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  useLayoutEffect(() => {
    if (!contact) return;
    const edit = { values, opened };
    const current = rebase(edit, formFromContact(contact));
    if (current === edit) return;
    setEdit(current);
    setChangedElsewhere(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contact]);
  const titleId = useId();
  const remarkId = useId();
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  // After a refused save, the keyboard goes to the first field that needs attention.
  const form = useFocusFirstInvalid(errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const creating = contact === null;
  const toInput = create ? toConfirmInput : toCreateInput;
  // What had the keyboard when the form opened (New contact, Edit): Escape gives it back.
  const [opener] = useState(() => document.activeElement);
  const leave = () => {
    onLeave?.();
    // An opener replaced by the form (Edit) is put back by the detail. Opened by a shortcut from
    // the page body, a new contact's form hands it to New contact.
    giveKeyboardBack(opener, () => (creating ? document.querySelector<HTMLElement>('[data-opens="new-contact"]') : null));
  };

  useEffect(() => {
    if (!draftKey) return;
    if (isEdited(values, opened)) keep(draftKey, { values, opened });
    else forget(draftKey);
  }, [draftKey, values, opened, keep, forget]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setEdit((e) => ({ ...e, values: { ...e.values, [key]: value } }));

  const cancel = () => {
    if (draftKey) forget(draftKey);
    onCancel();
  };

  // A sync may change the contact while the form is open: say so, and name the fields the user
  // changed too (saving keeps the user's value there; the rest keep what arrived).
  const now = contact ? formFromContact(contact) : null;
  const arrived = now !== null && (changedElsewhere || isEdited(now, opened));
  const collisions = now && arrived ? changedOnBothSides(values, opened, now) : [];

  // A service that shows only a contact's first address and number may hold more than the form
  // shows: a changed list replaces them all (main/sync/service-lists.ts). Said once the list is changed.
  const hidesLists = useSync((s) => Boolean(s.status?.serviceHidesLists)) && Boolean(contact?.remoteId);
  const replaces = (field: 'emails' | 'phones', what: string) =>
    hidesLists && listChanged(values, opened, field)
      ? `Your service shows Rolodeck only the first ${what} of a contact: saving this list replaces every ${what} it holds for ${contact!.name}, also ones not shown here.`
      : undefined;

  const showRefusal = (error: unknown, sent: { emailRows: number[]; phoneRows: number[] }) => {
    const mapped = mapIssues(issuesByPath(error, issuePrefix ?? (creating ? '' : 'patch.')), sent.emailRows, sent.phoneRows);
    setErrors(mapped);
    setFailure(error instanceof ApiError && error.code === 'invalid_input' && hasErrors(mapped) ? 'Please correct the fields marked below.' : errorMessage(error));
  };

  // What was sent for a refusal from elsewhere is what the form holds (Create all reads the kept draft).
  useEffect(() => {
    if (refusal) showRefusal(refusal.error, toInput(values));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Busy, the Save button only looks disabled (it keeps the keyboard): Enter in a field would submit.
    if (saving || busy) return;
    // The fields are read-only until the answer (and while Create all makes this card: busy):
    // typing in them meanwhile was lost as the form closed.
    setSaving(true);
    setFailure(null);
    const prepared = creating ? toInput(values) : toPatch(values, opened);
    try {
      const saved = creating
        ? await (create ?? ((input: ContactInput) => api().invoke('contacts.create', input)))(toInput(values).payload)
        : Object.keys(prepared.payload).length
          ? await api().invoke('contacts.update', { id: contact.id, patch: prepared.payload })
          : contact;
      setErrors(noErrors);
      if (draftKey) forget(draftKey);
      onSaved(saved);
    } catch (error) {
      showRefusal(error, prepared);
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TextFieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={fieldLabel(field)} name={field} value={values[field]} onChange={(v) => set(field, v)} error={errors.fields[field]} readOnly={saving || busy} {...extra} />
  );

  return (
    <form ref={form} className="contact-form" onSubmit={submit} onKeyDown={onLeave ? closeOnEscape(leave) : undefined} noValidate aria-labelledby={titleId} aria-describedby={remark ? remarkId : undefined}>
      <header className="pane__header">
        <h2 id={titleId}>{title ?? (creating ? 'New contact' : `Edit ${contact.name}`)}</h2>
      </header>
      {remark ? (
        <p id={remarkId} className="contact-form__remark">
          {remark}
        </p>
      ) : null}
      {restored && !failure ? (
        <div className="banner banner--info" role="status">
          Your unsaved changes are back. Save them, or {cancelLabel ?? 'Cancel'} to let them go.
        </div>
      ) : null}
      {arrived ? (
        <div className="banner banner--info" role="status">
          This contact changed elsewhere while you were editing. Fields you did not change keep the new values; emails and phones added or removed there are added to or removed from yours.
          {collisions.length
            ? ` You changed ${collisions.map((f) => `${fieldLabel(f)} (now “${now![f] || 'empty'}” there)`).join(', ')} too: saving keeps yours.`
            : null}
        </div>
      ) : null}
      {failure ? (
        <div className="banner banner--error" role="alert">
          {failure}
          {errors.other.length ? <ul>{errors.other.map((m) => <li key={m}>{m}</li>)}</ul> : null}
        </div>
      ) : null}
      <div className="form-grid">
        {text('name', { required: true, autoFocus })}
        {text('company')}
        {text('position')}
        <ListField label="Email addresses" itemLabel="email address" type="email" values={values.emails} onChange={(v) => set('emails', v)} error={errors.fields.emails} itemErrors={errors.emails} onRemove={(i) => setErrors((e) => withoutRow(e, 'emails', i))} readOnly={saving || busy} hint={replaces('emails', 'email address')} />
        <SameEmailNotice emails={values.emails} exceptId={contact?.id ?? null} />
        <ListField label="Phone numbers" itemLabel="phone number" type="tel" values={values.phones} onChange={(v) => set('phones', v)} error={errors.fields.phones} itemErrors={errors.phones} onRemove={(i) => setErrors((e) => withoutRow(e, 'phones', i))} readOnly={saving || busy} hint={replaces('phones', 'phone number')} />
        {text('website', { type: 'url', placeholder: 'https://' })}
        {text('socialUrl', { type: 'url', placeholder: 'https://' })}
        {text('address', { multiline: true })}
        {text('meetingContext', { multiline: true, hint: 'Where or how you met.' })}
        {text('additionalInfo', { multiline: true })}
      </div>
      <footer className="form-actions">
        {/* Saving, the button keeps the keyboard (busyButton): after a refusal Tab and Escape go on from here. */}
        <button type="submit" className="button button--primary" {...busyButton(saving || busy)}>
          {saving ? 'Saving…' : (submitLabel ?? (creating ? 'Create contact' : 'Save changes'))}
        </button>
        <button type="button" className="button" onClick={cancel} disabled={saving || busy}>
          {cancelLabel ?? 'Cancel'}
        </button>
      </footer>
    </form>
  );
}
