// The review's cards left that would make a second contact (lib/knownCards.ts): an email address
// already in the contacts, or one of an earlier card left. Found again a moment after the cards
// left change — a card created by hand may be the one a later card repeats — but not while
// Create all runs (it settles cards a batch at a time, and its result is asked about once it
// ends). A hint only: when the contacts cannot be asked, no card is marked as in them.
import { useEffect, useState } from 'react';
import type { WizardPrepared } from '../../../../preload/contract';
import { api } from '../../api';
import { findKnownCards, repeatedCards } from '../../lib/knownCards';
import { useFormDrafts } from '../../stores/formDraftStore';
import { wizardCardDraftKey } from '../../stores/wizardReviewStore';

const SETTLE_PAUSE_MS = 300;

export interface SecondContacts {
  /** Cards holding an email address some contact already has. */
  known: ReadonlySet<number>;
  /** Cards repeating an email address of an earlier card left → that card. */
  repeats: ReadonlyMap<number, number>;
}

const NONE: SecondContacts = { known: new Set(), repeats: new Map() };

export function useSecondContacts(prepared: WizardPrepared | null, remaining: number[], creatingAll: boolean): SecondContacts {
  const [found, setFound] = useState<SecondContacts>(NONE);
  useEffect(() => {
    if (!prepared || creatingAll) return;
    let current = true;
    const timer = setTimeout(() => {
      // Each card's addresses as Create all would send them: its corrections, else as read.
      const drafts = useFormDrafts.getState().drafts;
      const cards = new Map(remaining.map((i) => [i, drafts[wizardCardDraftKey(i)]?.values.emails ?? prepared.drafts[i]?.contact.emails ?? []] as const));
      const repeats = repeatedCards(cards);
      findKnownCards(cards, (emails) => api().invoke('contacts.knownEmails', { emails })).then(
        (known) => current && setFound(known.size || repeats.size ? { known, repeats } : NONE),
        () => current && setFound(repeats.size ? { known: NONE.known, repeats } : NONE),
      );
    }, SETTLE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prepared, remaining, creatingAll]);
  return found;
}
