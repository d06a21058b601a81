// The wizard's review step: the cards found in the text and which of them were created or
// skipped. Like the pasted text (wizardTextStore), it is kept when the user looks at a contact
// or another view, or restarts, until the wizard is done or cancelled — so coming back shows the
// review as it was and a card already created is not proposed again.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pageStorage } from './pageStorage';
import type { WizardPrepared } from '../../../preload/contract';

/**
 * What became of a card: created (the contact's id and name), or skipped. `keptHere`: a card the
 * service read that was created on this computer instead, the service not taking its confirm (a
 * token it refused, no answer): the contact goes to the service with the next sync that can.
 */
export type CardOutcome = { kind: 'created'; contact: { id: string; name: string }; keptHere?: boolean } | { kind: 'skipped' };

/** The outcome of a card created as `contact`. */
export function createdOutcome(prepared: WizardPrepared, contact: { id: string; name: string; remoteId: string | null }): CardOutcome {
  const keptHere = prepared.source === 'service' && contact.remoteId === null;
  return { kind: 'created', contact: { id: contact.id, name: contact.name }, ...(keptHere ? { keptHere } : {}) };
}

export interface WizardReview {
  prepared: WizardPrepared;
  outcomes: Record<number, CardOutcome>;
  /**
   * Each card's own id (wizard.confirm's cardId), kept with the review: a card confirmed again
   * after a restart that came before its outcome was recorded gets the contact made the first
   * time. (A review kept by version 1 gets them when it is read: migrate below.)
   */
  cardIds?: string[];
}

interface WizardReviewState {
  review: WizardReview | null;
  start(prepared: WizardPrepared): void;
  settle(index: number, outcome: CardOutcome): void;
  /** Several cards at once: one change of the review (one render) for a batch of Create all. */
  settleMany(outcomes: ReadonlyArray<readonly [number, CardOutcome]>): void;
  /** A skip undone: the card is to review again. */
  unsettle(index: number): void;
  forget(): void;
}

export const useWizardReview = create<WizardReviewState>()(
  persist(
    (set) => ({
      review: null,
      start: (prepared) => set({ review: { prepared, outcomes: {}, cardIds: prepared.drafts.map(() => crypto.randomUUID()) } }),
      settle: (index, outcome) => set((s) => (s.review ? { review: { ...s.review, outcomes: { ...s.review.outcomes, [index]: outcome } } } : s)),
      settleMany: (outcomes) => set((s) => (s.review && outcomes.length ? { review: { ...s.review, outcomes: { ...s.review.outcomes, ...Object.fromEntries(outcomes) } } } : s)),
      unsettle: (index) =>
        set((s) => {
          if (!s.review || !(index in s.review.outcomes)) return s;
          const { [index]: _undone, ...outcomes } = s.review.outcomes;
          return { review: { ...s.review, outcomes } };
        }),
      forget: () => set({ review: null }),
    }),
    {
      name: 'rolodeck.wizard-review',
      version: 2,
      storage: pageStorage(),
      // Version 1 kept no card ids: the cards not yet created get theirs now (none was sent yet).
      migrate: (kept, version) => {
        const state = kept as { review: WizardReview | null };
        if (version < 2 && state.review && !state.review.cardIds) state.review.cardIds = state.review.prepared.drafts.map(() => crypto.randomUUID());
        return state as WizardReviewState;
      },
    },
  ),
);

/** Where a card's corrections, made and not yet created, are kept (formDraftStore keys). */
export const WIZARD_CARD_DRAFT = 'wizard-card:';

export function wizardCardDraftKey(index: number): string {
  return `${WIZARD_CARD_DRAFT}${index}`;
}

/** The id of a card in the review now (see WizardReview.cardIds), when it has one. */
export function wizardCardId(index: number): string | undefined {
  return useWizardReview.getState().review?.cardIds?.[index];
}
