import { z } from 'zod';
import type { Contact, ContactInput } from './contacts';
import { id } from './common';
import { contactInput } from './contacts';

/** A contact the wizard found in the text, for the user to check before it is created. */
export interface WizardDraft {
  /** The service's token for the confirm step; null when extracted locally (offline). */
  confirmationToken: string | null;
  contact: ContactInput;
}

export interface WizardPrepared {
  /** 'service' when the service extracted, 'local' when the app did (offline). */
  source: 'service' | 'local';
  drafts: WizardDraft[];
  /** Read here because the service answered with something Rolodeck cannot read: what it was. */
  unreadAnswer?: string;
}

/** The most text one prepare reads: a larger .vcf is sent a batch of whole cards at a time. */
export const WIZARD_TEXT_MAX = 100_000;
export type WizardTextMax = typeof WIZARD_TEXT_MAX;
/** The most rows of a table one prepare reads (main/extraction/table.ts): a longer one is sent a batch of rows at a time. */
export const WIZARD_ROWS_MAX = 5000;
export type WizardRowsMax = typeof WIZARD_ROWS_MAX;

export const wizardMethods = {
  'wizard.prepare': {
    input: z
      .object({
        text: z.string().trim().min(1, 'Paste a signature, a vCard or some text').max(WIZARD_TEXT_MAX, `At most ${WIZARD_TEXT_MAX} characters`),
        /** Chosen by the asker for one read (all its batches), so wizard.stopReading can stop it. */
        readId: id.optional(),
      })
      .strict(),
    output: {} as WizardPrepared,
  },
  /**
   * Stops the service reading under this id (a model can take a minute): the prepare answers at
   * once with the code 'stopped', and no card is found. `stopped` is false when nothing was in flight.
   */
  'wizard.stopReading': {
    input: z.object({ readId: id }).strict(),
    output: {} as { stopped: boolean },
  },
  /**
   * Creates the contact. With a token and a connection: the service's confirm (the fields given
   * are the overrides). Offline, or with a null token: a local create, queued for the service.
   */
  'wizard.confirm': {
    input: z
      .object({
        confirmationToken: z.string().min(1).max(2048).nullable(),
        contact: contactInput,
        /**
         * The card's own id, chosen when the review starts. Confirmed again with it (a restart
         * between the create and the review's record of it), the contact made the first time is
         * the answer, not a second one: offline it is the local contact's id, online the
         * request's Idempotency-Key.
         */
        cardId: id.optional(),
      })
      .strict(),
    output: {} as Contact,
  },
} as const;
