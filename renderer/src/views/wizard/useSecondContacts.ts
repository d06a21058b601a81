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
  const [found, setFound] = useState<{ review: WizardPrepared | null; second: SecondContacts }>({ review: null, second: NONE });
  // Each card left's addresses as Create all would send them: its corrections, else as read. A
  // string, so an address corrected in a card's form asks again, and nothing else does.
  const addresses = useFormDrafts((s) =>
    prepared ? remaining.map((i) => (s.drafts[wizardCardDraftKey(i)]?.values.emails ?? prepared.drafts[i]?.contact.emails ?? []).join(' ')).join('\n') : '',
  );
  useEffect(() => {
    if (!prepared || creatingAll) return;
    let current = true;
    const show = (second: SecondContacts) =>
      current && setFound((was) => (was.review === prepared && sameSecond(was.second, second) ? was : { review: prepared, second }));
    const timer = setTimeout(() => {
      const lines = addresses.split('\n');
      const cards = new Map(remaining.map((i, k) => [i, (lines[k] ?? '').split(' ').filter(Boolean)] as const));
      const repeats = repeatedCards(cards);
      findKnownCards(cards, (emails) => api().invoke('contacts.knownEmails', { emails })).then(
        (known) => show(known.size || repeats.size ? { known, repeats } : NONE),
        () => show(repeats.size ? { known: NONE.known, repeats } : NONE),
      );
    }, SETTLE_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prepared, remaining, creatingAll, addresses]);
  // Another review's marks are never shown on this one, even for the moment before it is asked about.
  return found.review === prepared ? found.second : NONE;
}

/** The same cards marked, for the same reasons: the review is not drawn again for nothing. */
function sameSecond(a: SecondContacts, b: SecondContacts): boolean {
  if (a.known.size !== b.known.size || a.repeats.size !== b.repeats.size) return false;
  for (const i of a.known) if (!b.known.has(i)) return false;
  for (const [i, first] of a.repeats) if (b.repeats.get(i) !== first) return false;
  return true;
}
