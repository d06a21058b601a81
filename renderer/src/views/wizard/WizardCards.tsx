// The review's cards. A full form is ~50 elements and costs a few milliseconds to render; with a
// conference list of 300 cards every form at once made the review take seconds to appear and each
// card created re-render them all. So only the first few cards left get a form, plus any card the
// user opened, any card holding corrections and a card refused; every other card is one line that
// opens its form on click or Enter.
import { memo, useCallback, useState, type RefObject } from 'react';
import type { ContactInput, WizardPrepared } from '../../../../preload/contract';
import { api } from '../../api';
import { ContactForm } from '../contacts/ContactForm';
import { formatCount } from '../../lib/format';
import { useFormDrafts } from '../../stores/formDraftStore';
import { useSync } from '../../stores/syncStore';
import { createdOutcome, wizardCardDraftKey, wizardCardId, type CardOutcome } from '../../stores/wizardReviewStore';
import type { CardRefusal } from './useCreateAll';

/** How many of the cards left show their form without being opened. */
export const OPEN_CARDS = 5;

interface WizardCardsProps {
  prepared: WizardPrepared;
  outcomes: Record<number, CardOutcome>;
  remaining: number[];
  /** Cards whose email address is already in the contacts (their line says so). */
  known: ReadonlySet<number>;
  /** Cards repeating an email address of an earlier card left → that card (their line or form says which). */
  repeats: ReadonlyMap<number, number>;
  creatingAll: boolean;
  refusal: CardRefusal | null;
  settle(index: number, outcome: CardOutcome): void;
  /** A skipped card back for review. */
  unskip(index: number): void;
  listRef: RefObject<HTMLOListElement | null>;
}

/** A settled card's line: created (where, when the service has not got it yet), or skipped. */
function settledWords(outcome: CardOutcome, cardName: string | undefined, waitsForToken: boolean): string {
  if (outcome.kind === 'skipped') return `Skipped ${cardName || 'this card'}.`;
  if (outcome.keptHere && waitsForToken) return `✓ ${outcome.contact.name} was created on this computer; it waits for a new token to reach the service.`;
  return `✓ ${outcome.contact.name} was created.`;
}

export const WizardCards = memo(function WizardCards({ prepared, outcomes, remaining, known, repeats, creatingAll, refusal, settle, unskip, listRef }: WizardCardsProps) {
  // The service refused the token: a card created now is kept here until a new one is saved.
  const waitsForToken = useSync((s) => Boolean(s.status?.authRequired));
  const count = prepared.drafts.length;
  const ofCount = formatCount(count);
  // Cards with corrections kept (a restart) start open, so what was typed is in view.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => {
    const drafts = useFormDrafts.getState().drafts;
    return new Set(prepared.drafts.map((_, i) => i).filter((i) => drafts[wizardCardDraftKey(i)]));
  });
  const [justOpened, setJustOpened] = useState<number | null>(null);
  const [firstInLine] = useState(() => remaining[0]);
  const first = new Set(remaining.slice(0, OPEN_CARDS));
  const open = useCallback((index: number) => {
    setOpened((s) => new Set(s).add(index));
    setJustOpened(index);
  }, []);
  // The card comes back as its form (wherever it is in the list), and the keyboard goes to it.
  const undoSkip = useCallback(
    (index: number) => {
      open(index);
      unskip(index);
    },
    [open, unskip],
  );

  return (
    <ol ref={listRef} className="wizard-cards">
      {prepared.drafts.map((draft, index) => {
        const outcome = outcomes[index];
        if (outcome)
          return (
            <SettledLine
              key={index}
              index={index}
              text={settledWords(outcome, draft.contact.name, waitsForToken)}
              // Not while Create all runs: it settles the cards it was started with.
              undoLabel={outcome.kind === 'skipped' && !creatingAll ? `Undo skipping ${draft.contact.name || `card ${formatCount(index + 1)}`}` : undefined}
              onUndo={undoSkip}
            />
          );
        const title = count > 1 ? `Card ${formatCount(index + 1)} of ${ofCount}: ${draft.contact.name || 'no name found'}` : `Check ${draft.contact.name || 'the contact'}`;
        if (!first.has(index) && !opened.has(index) && refusal?.index !== index) {
          const summary = [draft.contact.emails?.[0], draft.contact.company, secondContactWords(index, known, repeats)].filter(Boolean).join(' · ');
          return <CardLine key={index} index={index} title={title} summary={summary} onOpen={open} />;
        }
        return (
          <li key={index} className="wizard-card">
            <ContactForm
              contact={null}
              initial={draft.contact}
              draftKey={wizardCardDraftKey(index)}
              title={title}
              submitLabel="Create contact"
              cancelLabel="Skip"
              // Only the card first in line when the review appeared, or one the user opens, takes
              // the keyboard as its form mounts. Forms brought in as cards are settled (by Create
              // all a batch at a time, to its very end) must not pull it from Stop or the button.
              autoFocus={index === (justOpened ?? firstInLine)}
              busy={creatingAll}
              // Its own notice names the contacts holding its addresses; another card's, only this.
              remark={!known.has(index) && repeats.has(index) ? `The same email address as card ${formatCount(repeats.get(index)! + 1)} above.` : undefined}
              refusal={refusal?.index === index ? refusal : undefined}
              issuePrefix="contact."
              create={(contact: ContactInput) => api().invoke('wizard.confirm', { confirmationToken: draft.confirmationToken, contact, cardId: wizardCardId(index) })}
              onSaved={(contact) => settle(index, createdOutcome(prepared, contact))}
              onCancel={() => settle(index, { kind: 'skipped' })}
            />
          </li>
        );
      })}
    </ol>
  );
});

/** What a folded card's line says when creating it would make a second contact. */
function secondContactWords(index: number, known: ReadonlySet<number>, repeats: ReadonlyMap<number, number>): string | null {
  if (known.has(index)) return 'already in your contacts';
  const earlier = repeats.get(index);
  return earlier === undefined ? null : `same email as card ${formatCount(earlier + 1)}`;
}

// The lines are memoised: with thousands of cards, a card created re-rendered every line.

interface SettledLineProps {
  index: number;
  text: string;
  /** Given when the skip can be undone (its button's name): the card's form comes back as it was read. */
  undoLabel?: string;
  onUndo(index: number): void;
}

const SettledLine = memo(function SettledLine({ index, text, undoLabel, onUndo }: SettledLineProps) {
  return (
    <li className="wizard-card wizard-card--settled">
      {text}
      {undoLabel ? (
        <>
          {' '}
          <button type="button" className="button button--ghost button--small" aria-label={undoLabel} onClick={() => onUndo(index)}>
            Undo
          </button>
        </>
      ) : null}
    </li>
  );
});

interface CardLineProps {
  index: number;
  title: string;
  summary: string;
  onOpen(index: number): void;
}

const CardLine = memo(function CardLine({ index, title, summary, onOpen }: CardLineProps) {
  return (
    <li className="wizard-card wizard-card--line">
      <button type="button" className="wizard-card__open" onClick={() => onOpen(index)}>
        {title}
        {summary ? <span className="muted"> — {summary}</span> : null}
      </button>
    </li>
  );
});
