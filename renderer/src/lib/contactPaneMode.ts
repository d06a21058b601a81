// What the contact pane shows for a contact the user chose: its form again if an edit of it was
// left unsaved (formDraftStore), else the contact. The form comes back quietly: choosing a
// contact in the list (a click, j, k) is not choosing to type in its form.
import { useFormDrafts } from '../stores/formDraftStore';
import { useUi, type ContactPane } from '../stores/uiStore';

export function paneFor(contactId: string | null): ContactPane {
  return contactId && useFormDrafts.getState().drafts[contactId] ? { mode: 'edit', quiet: true } : { mode: 'read' };
}

/**
 * A contact clicked in the list shows, even over the wizard or a new contact's form (their work is
 * kept and comes back with them) — also when it was the contact selected already.
 */
export function showChosenContact(contactId: string): void {
  const ui = useUi.getState();
  if (ui.pane.mode === 'wizard' || ui.pane.mode === 'create') ui.setPane(paneFor(contactId));
}
