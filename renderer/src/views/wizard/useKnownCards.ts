// The review's cards left whose email address is already in the contacts (lib/knownCards.ts),
// asked again a moment after the cards left change — a card created by hand may be the one a
// later card repeats — but not while Create all runs (it settles cards a batch at a time, and
// its result is asked about once it ends). A hint only: when it cannot be had, no card is marked.
import { useEffect, useState } from 'react';
import type { WizardPrepared } from '../../../../preload/contract';
import { api } from '../../api';
import { findKnownCards } from '../../lib/knownCards';
import { useFormDrafts } from '../../stores/formDraftStore';
import { wizardCardDraftKey } from '../../stores/wizardReviewStore';

const SETTLE_PAUSE_MS = 300;
const NONE: ReadonlySet<number> = new Set();

export function useKnownCards(prepared: WizardPrepared | null, remaining: number[], creatingAll: boolean): ReadonlySet<number> {
  const [known, setKnown] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    if (!prepared || creatingAll) return;
    let current = true;
    const timer = setTimeout(() => {
      // Each card's addresses as Create all would send them: its corrections, else as read.
      const drafts = useFormDrafts.getState().drafts;
      const cards = new Map(remaining.map((i) => [i, drafts[wizardCardDraftKey(i)]?.values.emails ?? prepared.drafts[i]?.contact.emails ?? []] as const));
      findKnownCards(cards, (emails) => api().invoke('contacts.knownEmails', { emails })).then(
        (found) => current && setKnown(found.size ? found : NONE),
        () => current && setKnown(NONE),
      );
    }, SETTLE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prepared, remaining, creatingAll]);
  return known;
}
