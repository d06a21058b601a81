// The right side of the contacts view: the selected contact, or the create/edit form.
import { useEffect, useRef } from 'react';
import type { Contact } from '../../../../preload/contract';
import { EmptyState } from '../../components/EmptyState';
import { useContactDetail } from '../../stores/contactDetailStore';
import { useContactList } from '../../stores/contactListStore';
import { NEW_CONTACT } from '../../stores/formDraftStore';
import { paneFor } from '../../lib/contactPaneMode';
import { useUi } from '../../stores/uiStore';
import { EmailComposer } from '../email/EmailComposer';
import { ContactTasks } from '../tasks/ContactTasks';
import { Wizard } from '../wizard/Wizard';
import { ContactDetail } from './ContactDetail';
import { ContactForm } from './ContactForm';
import { ContactUnavailable, TypingForGoneContacts } from './ContactUnavailable';

export function ContactPane() {
  const selectedId = useContactList((s) => s.selectedId);
  const select = useContactList((s) => s.select);
  const refreshList = useContactList((s) => s.refresh);
  const { contact, loadingId, error, missing, load, put } = useContactDetail();
  const pane = useUi((s) => s.pane);
  const setPane = useUi((s) => s.setPane);

  // Whether the keyboard was last in this pane (not the list, not another view): a contact
  // deleted by a sync meanwhile takes what it was on away, and the message shown instead takes it.
  const keyboardInPane = useRef(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      keyboardInPane.current = event.target instanceof Element && event.target.closest('.detail-column') !== null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const shownId = useRef(selectedId);
  useEffect(() => {
    void load(selectedId);
    // Another contact chosen: it shows, even over a new contact's form or the wizard. An
    // unfinished edit or new contact stays kept (formDraftStore; "New contact" brings it back), so
    // does the wizard's text and review (inlineDraftStore, wizardReviewStore), and this contact
    // opens in its form again if the user left one unsaved — quietly, the keyboard staying in the list.
    if (shownId.current !== selectedId) setPane(paneFor(selectedId));
    shownId.current = selectedId;
  }, [selectedId, load, setPane]);

  // Coming back from a form, the detail puts the keyboard on its Edit button.
  const lastMode = useRef(pane.mode);
  const backFromForm = pane.mode === 'read' && (lastMode.current === 'edit' || lastMode.current === 'create');
  useEffect(() => {
    lastMode.current = pane.mode;
  }, [pane.mode]);

  // A kept edit shown quietly takes the keyboard when the user asks for the form (e, the
  // palette's Edit): on its first field, as when a form opens.
  const wasQuiet = useRef(false);
  useEffect(() => {
    if (wasQuiet.current && pane.mode === 'edit' && !pane.quiet) document.querySelector<HTMLElement>('form.contact-form [name="name"]')?.focus();
    wasQuiet.current = pane.mode === 'edit' && Boolean(pane.quiet);
  }, [pane]);

  const saved = (c: Contact) => {
    put(c);
    select(c.id);
    setPane({ mode: 'read' });
    refreshList();
  };

  if (pane.mode === 'wizard') {
    return (
      <Wizard
        onDone={(last) => {
          setPane({ mode: 'read' });
          refreshList();
          if (last) select(last.id);
        }}
        onCancel={() => setPane({ mode: 'read' })}
      />
    );
  }
  if (pane.mode === 'create') {
    return <ContactForm key={NEW_CONTACT} draftKey={NEW_CONTACT} contact={null} onSaved={saved} onCancel={() => setPane({ mode: 'read' })} onLeave={() => setPane({ mode: 'read' })} />;
  }
  if (!selectedId) {
    return (
      <>
        <EmptyState
          title="No contact selected"
          body="Pick a contact from the list (j and k move through it), or add one."
          action={
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => setPane({ mode: 'create' })}>
                New contact
              </button>
              <button type="button" className="button" onClick={() => setPane({ mode: 'wizard' })}>
                Add from text or vCard…
              </button>
            </div>
          }
        />
        <TypingForGoneContacts />
      </>
    );
  }
  if (error) return <ContactUnavailable key={selectedId} contactId={selectedId} error={error} missing={missing} takeKeyboard={() => keyboardInPane.current} />;
  if (!contact || contact.id !== selectedId) {
    return (
      <div className="pane-loading" role="status">
        {loadingId ? 'Loading contact…' : ''}
      </div>
    );
  }
  if (pane.mode === 'edit') {
    return <ContactForm key={contact.id} draftKey={contact.id} contact={contact} autoFocus={!pane.quiet} onSaved={saved} onCancel={() => setPane({ mode: 'read' })} onLeave={() => setPane({ mode: 'read' })} />;
  }
  return (
    <ContactDetail
      contact={contact}
      focusEdit={backFromForm}
      onEdit={() => setPane({ mode: 'edit' })}
      onSaved={(c) => {
        put(c);
        refreshList();
      }}
    >
      <ContactTasks contact={contact} />
      <EmailComposer key={contact.id} contact={contact} />
    </ContactDetail>
  );
}
