// "Create all" in the wizard's review: creates every card left, one after another, as it stands —
// with the corrections kept for it (formDraftStore, the card's draftKey) — through wizard.confirm
// with the card's own token, exactly as its own "Create contact" would (offline that queues a
// local create). It stops when asked (after the card being created) or at the first card refused:
// that card keeps the refusal, which its form shows next to the fields. The cards created are
// recorded in the review a batch at a time and written through to storage, so a restart goes on
// with the cards left; one created but not yet recorded is confirmed again with its card id,
// which answers with the contact already made: never twice.
import { useRef, useState } from 'react';
import type { WizardPrepared } from '../../../../preload/contract';
import { api } from '../../api';
import { formFromInput, toConfirmInput } from '../../lib/contactForm';
import { useFormDrafts } from '../../stores/formDraftStore';
import { flushPageStorage } from '../../stores/pageStorage';
import { createdOutcome, useWizardReview, wizardCardDraftKey, wizardCardId, type CardOutcome } from '../../stores/wizardReviewStore';

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
}

export function useCreateAll() {
  const [progress, setProgress] = useState<CreateAllProgress | null>(null);
  const [refusal, setRefusal] = useState<CardRefusal | null>(null);
  const stopRequested = useRef(false);

  const start = async (prepared: WizardPrepared, remaining: number[]) => {
    stopRequested.current = false;
    setRefusal(null);
    setProgress({ done: 0, total: remaining.length, stopping: false });
    // Cards created and not yet recorded in the review, recorded a batch at a time (RECORD_EVERY),
    // and on a timer too, so a slow confirm does not leave the one before unrecorded. A card's
    // kept corrections are let go with its record, not before: a restart in between confirms it
    // again as corrected.
    const created: Array<[number, CardOutcome]> = [];
    let done = 0;
    const record = () => {
      setProgress((p) => p && { ...p, done });
      if (!created.length) return;
      const batch = created.splice(0);
      useWizardReview.getState().settleMany(batch);
      const { forget } = useFormDrafts.getState();
      for (const [index] of batch) forget(wizardCardDraftKey(index));
      flushPageStorage();
    };
    const every = recordEvery(prepared.drafts.length);
    const timer = setInterval(record, every.ms);
    const ticker = setInterval(() => setProgress((p) => p && { ...p, done }), RECORD_EVERY.ms);
    try {
      for (const index of remaining) {
        if (stopRequested.current) return;
        // Read the outcomes again: a card settled meanwhile (another window, a restart) is passed.
        if (!useWizardReview.getState().review?.outcomes[index]) {
          const key = wizardCardDraftKey(index);
          const card = prepared.drafts[index]!;
          const values = useFormDrafts.getState().drafts[key]?.values ?? formFromInput(card.contact);
          let contact;
          try {
            contact = await api().invoke('wizard.confirm', { confirmationToken: card.confirmationToken, contact: toConfirmInput(values).payload, cardId: wizardCardId(index) });
          } catch (error) {
            setRefusal({ index, error });
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
      setProgress(null);
    }
  };

  const stop = () => {
    stopRequested.current = true;
    setProgress((p) => p && { ...p, stopping: true });
  };

  return { progress, refusal, start, stop };
}
