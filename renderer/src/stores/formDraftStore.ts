// Contact forms the user left without saving or cancelling, by contact id ('new' for a new
// contact). Another contact, another view or a restart does not throw away what was typed:
// coming back to the contact opens its form again as it was left. Save and Cancel forget it.
import type { FormValues } from '../lib/contactForm';
import { createKeyedDraftStore } from './keyedDraftStore';
import { WIZARD_CARD_DRAFT } from './wizardReviewStore';

export const NEW_CONTACT = 'new';

export interface FormDraft {
  /** What the form holds. */
  values: FormValues;
  /**
   * The contact as it was when the form opened, brought up to date in the fields the user did not
   * change (contactForm.rebase): what an update is computed against.
   */
  opened: FormValues;
}

// A wizard review's card forms are by position in this window's review: another tab's review
// (another text) has cards of its own at the same positions.
export const useFormDrafts = createKeyedDraftStore<FormDraft>('rolodeck.unsaved-contact-forms', (key) => key.startsWith(WIZARD_CARD_DRAFT));
