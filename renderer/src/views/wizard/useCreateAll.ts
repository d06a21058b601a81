// "Create all" in the wizard's review: creates every card left, one after another, as it stands —
// with the corrections kept for it (formDraftStore, the card's draftKey) — through wizard.confirm
// with the card's own token, exactly as its own "Create contact" would (offline that queues a
// local create). It stops when asked (after the card being created) or at the first card refused:
// that card keeps the refusal, which its form shows next to the fields. Each card created is
// recorded in the review at once and written through to storage, so a restart goes on with the
// cards left and never creates one twice.
import { useRef, useState } from 'react';
import type { WizardPrepared } from '../../../../preload/contract';
import { api } from '../../api';
import { formFromInput, toCreateInput } from '../../lib/contactForm';
import { useFormDrafts } from '../../stores/formDraftStore';
import { flushPageStorage } from '../../stores/pageStorage';
import { useWizardReview, wizardCardDraftKey, wizardCardId } from '../../stores/wizardReviewStore';

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
    try {
      for (const [done, index] of remaining.entries()) {
        if (stopRequested.current) return;
        // Read the outcomes again: a card settled meanwhile (another window, a restart) is passed.
        if (useWizardReview.getState().review?.outcomes[index]) continue;
        setProgress((p) => p && { ...p, done });
        const key = wizardCardDraftKey(index);
        const card = prepared.drafts[index]!;
        const values = useFormDrafts.getState().drafts[key]?.values ?? formFromInput(card.contact);
        let contact;
        try {
          contact = await api().invoke('wizard.confirm', { confirmationToken: card.confirmationToken, contact: toCreateInput(values).payload, cardId: wizardCardId(index) });
        } catch (error) {
          setRefusal({ index, error });
          return;
        }
        useFormDrafts.getState().forget(key);
        useWizardReview.getState().settle(index, { kind: 'created', contact: { id: contact.id, name: contact.name } });
        flushPageStorage();
      }
    } finally {
      setProgress(null);
    }
  };

  const stop = () => {
    stopRequested.current = true;
    setProgress((p) => p && { ...p, stopping: true });
  };

  return { progress, refusal, start, stop };
}
