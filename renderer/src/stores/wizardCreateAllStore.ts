// "Create all" in the wizard's review: creates every card left, one after another, as it stands —
// with the corrections kept for it (formDraftStore, the card's draftKey) — through wizard.confirm
// with the card's own token and card id, exactly as its own "Create contact" would (offline that
// queues a local create). It stops when asked (after the card being created), at the first card
// refused (that card keeps the refusal, which its form shows next to the fields), or when the
// review it was started for is let go (Cancel the rest, Done) — before the next card.
//
// The run belongs to the review, not to the wizard on screen: its state (running, progress, the
// stop asked for, a refusal) is kept here, beside the review (wizardReviewStore). Leaving the
// wizard for a contact or another view does NOT stop it: a user who clicks another contact mid-run
// most likely expects the work to go on, and stopping it would leave a half-made batch the user
// did not ask for. So it goes on, shown beside "From text…" in the contacts list ("Creating 120 of
// 400…"), and coming back to the wizard shows it still running with its progress and its Stop
// (Esc stops it too). There is one run at a time: a second start while one runs does nothing.
//
// The cards created are recorded in the review a batch at a time and written through to storage,
// so a restart goes on with the cards left; one created but not yet recorded is confirmed again
// with its card id, which answers with the contact already made: never twice. A card without its
// card id (a review let go meanwhile) is never confirmed.
import { create } from 'zustand';
import type { WizardPrepared } from '../../../preload/contract';
import { api } from '../api';
import { formFromInput, toConfirmInput } from '../lib/contactForm';
import { useFormDrafts } from './formDraftStore';
import { flushPageStorage } from './pageStorage';
import { createdOutcome, useWizardReview, wizardCardDraftKey, type CardOutcome } from './wizardReviewStore';

/**
 * Created cards are recorded in the review (and re-rendered, and written to storage) this often,
 * not one by one: with thousands of cards each record re-rendered the review, ~60 ms a card. A
 * card created and not yet recorded when the app restarts is confirmed again with its card id,
 * which answers with the contact made the first time: never twice.
 */
const RECORD_EVERY = { cards: 20, ms: 250 };
/**
 * A record costs in proportion to the review (every line reconciled, every card written to
 * storage): with 3,000 cards, recording as often as with 300 took most of the run, and it slowed
 * down as a square of the cards. So a longer review records less often, in proportion, and its
 * progress line, which costs nothing, keeps its pace.
 */
const CARDS_PER_STEP = 300;

function recordEvery(cards: number): { cards: number; ms: number } {
  const steps = Math.max(1, cards / CARDS_PER_STEP);
  return { cards: Math.round(RECORD_EVERY.cards * steps), ms: Math.round(RECORD_EVERY.ms * steps) };
}

export interface CreateAllProgress {
  /** Cards of this run created so far, of how many it set out to create. */
  done: number;
  total: number;
  stopping: boolean;
}

/** A card Create all could not create: its form shows `error` as its own create's refusal. */
export interface CardRefusal {
  index: number;
  error: unknown;
  /** The review it belongs to (a refusal of a review let go is not shown in the next). */
  prepared: WizardPrepared;
}

interface CreateAllState {
  /** The run under way (null when none), and the review it was started for. */
  progress: CreateAllProgress | null;
  prepared: WizardPrepared | null;
  refusal: CardRefusal | null;
  /**
   * Starts creating `remaining` of the review now on; does nothing while a run is under way (one
   * run at a time) or when `prepared` is not the review now on. Resolves when the run has ended.
   */
  start(prepared: WizardPrepared, remaining: number[]): Promise<void>;
  /** Asks the run to stop after the card being created. */
  stop(): void;
}

/** The review a run was started for is still the one on (not let go, not started over). */
function stillOn(prepared: WizardPrepared): boolean {
  return useWizardReview.getState().review?.prepared === prepared;
}

export const useCreateAllRun = create<CreateAllState>()((set, get) => ({
  progress: null,
  prepared: null,
  refusal: null,
  stop: () => set((s) => (s.progress ? { progress: { ...s.progress, stopping: true } } : s)),
  start: async (prepared, remaining) => {
    if (get().progress || !stillOn(prepared)) return;
    set({ prepared, refusal: null, progress: { done: 0, total: remaining.length, stopping: false } });
    const stopping = () => Boolean(get().progress?.stopping) || !stillOn(prepared);
    // Cards created and not yet recorded in the review, recorded a batch at a time (RECORD_EVERY),
    // and on a timer too, so a slow confirm does not leave the one before unrecorded. A card's
    // kept corrections are let go with its record, not before: a restart in between confirms it
    // again as corrected.
    const created: Array<[number, CardOutcome]> = [];
    let done = 0;
    const showDone = () => set((s) => (s.progress && s.progress.done !== done ? { progress: { ...s.progress, done } } : s));
    const record = () => {
      showDone();
      if (!created.length) return;
      const batch = created.splice(0);
      // Let go meanwhile: the outcomes (and the kept corrections, keyed by index) are not this
      // review's to touch any more; the contacts made are in the list.
      if (!stillOn(prepared)) return;
      useWizardReview.getState().settleMany(batch);
      const { forget } = useFormDrafts.getState();
      for (const [index] of batch) forget(wizardCardDraftKey(index));
      flushPageStorage();
    };
    const every = recordEvery(prepared.drafts.length);
    const timer = setInterval(record, every.ms);
    const ticker = setInterval(showDone, RECORD_EVERY.ms);
    try {
      for (const index of remaining) {
        if (stopping()) return;
        const review = useWizardReview.getState().review!;
        // Read the outcomes again: a card settled meanwhile (another window, a restart) is passed.
        if (!review.outcomes[index]) {
          // Its card id is what keeps it from being created twice: none, no confirm.
          const cardId = review.cardIds?.[index];
          if (!cardId) return;
          const key = wizardCardDraftKey(index);
          const card = prepared.drafts[index]!;
          const values = useFormDrafts.getState().drafts[key]?.values ?? formFromInput(card.contact);
          let contact;
          try {
            contact = await api().invoke('wizard.confirm', { confirmationToken: card.confirmationToken, contact: toConfirmInput(values).payload, cardId });
          } catch (error) {
            if (stillOn(prepared)) set({ refusal: { index, error, prepared } });
            return;
          }
          created.push([index, createdOutcome(prepared, contact)]);
        }
        done++;
        if (created.length >= every.cards) record();
      }
    } finally {
      clearInterval(timer);
      clearInterval(ticker);
      record();
      set({ progress: null, prepared: null });
    }
  },
}));
