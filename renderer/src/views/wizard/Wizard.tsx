// The new-contact wizard: text or vCard in → one proposal per card → correct → confirm each, or all (useCreateAll).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, errorMessage, issuesByPath } from '../../api';
import { busyButton } from '../../lib/busyButton';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { giveKeyboardBack } from '../../lib/keyboardBack';
import { useFormDrafts } from '../../stores/formDraftStore';
import { useSync } from '../../stores/syncStore';
import { WIZARD_CARD_DRAFT, useWizardReview, type CardOutcome } from '../../stores/wizardReviewStore';
import { useWizardText } from '../../stores/wizardTextStore';
import { useCreateAll } from './useCreateAll';
import { useSecondContacts, type SecondContacts } from './useSecondContacts';
import { useCreateAllRun } from '../../stores/wizardCreateAllStore';
import { WizardCards } from './WizardCards';
import { WizardInput } from './WizardInput';
import { withoutBinaryProperties } from '../../lib/vcardBatches';
import { tooLongMessage, wizardBatches } from '../../lib/wizardBatches';
import type { WizardPrepared } from '../../../../preload/contract';

interface WizardProps {
  onDone(lastCreated: { id: string } | null): void;
  onCancel(): void;
}

/** A read that failed part way: the text it was, what it had found, and where it stopped. */
interface PartialRead {
  text: string;
  result: WizardPrepared;
  /** The batch that failed, and the cards or rows read before it. */
  next: number;
  done: number;
}

export const STOPPED_READING = 'Stopped — no contact was read. Your text is still here.';

/** The names of the contacts created, the first few of a long list and how many more. */
function namesOf(names: string[]): string {
  const SHOWN = 5;
  return names.length <= SHOWN + 1 ? names.join(', ') : `${names.slice(0, SHOWN).join(', ')} and ${(names.length - SHOWN).toLocaleString()} more`;
}

/**
 * Said once a card the service read was created on this computer because the service refused the
 * token: where the contacts are, and what gets them to the service.
 */
function keptUntilTokenWords(count: number): string {
  return count === 1
    ? 'The service refused the token: the contact created is kept on this computer and goes to the service once a new token is saved in Settings.'
    : `The service refused the token: the ${count.toLocaleString()} contacts created are kept on this computer and go to the service once a new token is saved in Settings.`;
}

/** Lets go of the cards' kept corrections (all of them: a review may be started over). */
function forgetCardDrafts(): void {
  const { drafts, forget } = useFormDrafts.getState();
  for (const key of Object.keys(drafts)) if (key.startsWith(WIZARD_CARD_DRAFT)) forget(key);
}

/** The start of the contacts view, where the keyboard goes when what opened the wizard is gone. */
const contactsStart = () => document.getElementById('contact-search');

export function Wizard(props: WizardProps) {
  // What had the keyboard when the wizard opened (From text…, the empty pane's button).
  const [opener] = useState(() => document.activeElement);
  // Done or cancelled, the text read and the review are let go; left for a contact or another
  // view, both are kept (wizardTextStore, wizardReviewStore) and come back as they were. The
  // wizard goes, and with it the keyboard (on Done, Cancel): it goes back where it came from.
  // Letting the review go stops its Create all, if one runs, before its next card (the store
  // checks the review before each): the card being created is the last.
  const finish = () => {
    useCreateAllRun.getState().stop();
    useWizardText.getState().forget();
    useWizardReview.getState().forget();
    forgetCardDrafts();
    giveKeyboardBack(opener, contactsStart);
  };
  const onDone = (last: { id: string } | null) => {
    finish();
    props.onDone(last);
  };
  const onCancel = () => {
    finish();
    props.onCancel();
  };
  const review = useWizardReview((s) => s.review);
  // Read on this computer: because the service is not reachable, or because there is none.
  const serviceSetUp = useSync((s) => Boolean(s.status?.configured));
  const waitsForToken = useSync((s) => Boolean(s.status?.authRequired));
  const prepared = review?.prepared ?? null;
  const outcomes = review?.outcomes ?? {};
  const [busy, setBusy] = useState(false);
  // Each refusal a new object: the same one again still takes the keyboard to the text.
  const [error, setError] = useState<{ message: string } | undefined>();
  const refuse = (message: string) => setError({ message });
  // The run is the review's (wizardCreateAllStore), not this component's: left for a contact or
  // another view, it goes on (shown beside From text…), and coming back shows it here with Stop.
  const createAll = useCreateAll(prepared);
  const creatingAll = createAll.progress !== null;

  // A long .vcf or CSV export is read a batch of cards or rows at a time (wizardBatches.ts), with
  // its progress shown; Cancel or leaving the wizard stops the reading between batches.
  const [reading, setReading] = useState<{ done: number; total: number; unit: 'cards' | 'rows' } | null>(null);
  const readRun = useRef(0);
  /** The read in progress, by the id main knows it by (for Stop); null when none. */
  const readId = useRef<string | null>(null);
  const [stopped, setStopped] = useState(false);
  /**
   * What a read that failed part way had read (a batch refused by the service): Find contacts on
   * the same text goes on with the batch that failed, so the batches read are not read again.
   */
  const partial = useRef<PartialRead | null>(null);
  useEffect(() => () => void readRun.current++, []);

  // Stop: the reading ends here at once (no answer of this read is used) and main stops the
  // service's request, which a model behind it may hold for a minute. The text stays as it was.
  const stop = () => {
    const id = readId.current;
    if (!id) return;
    readId.current = null;
    readRun.current++;
    setBusy(false);
    setReading(null);
    setStopped(true);
    void api()
      .invoke('wizard.stopReading', { readId: id })
      .catch(() => {}); // not reached main: its answer comes and is not used, as above
  };

  const prepare = async (text: string) => {
    const cut = wizardBatches(withoutBinaryProperties(text).text);
    if ('tooLong' in cut) {
      partial.current = null;
      refuse(tooLongMessage(cut));
      return;
    }
    const { batches, unit } = cut;
    const run = ++readRun.current;
    const id = crypto.randomUUID();
    readId.current = id;
    setBusy(true);
    setStopped(false);
    setError(undefined);
    // The same text after a failure part way: on from the batch that failed.
    const resumed = partial.current?.text === text ? partial.current : null;
    partial.current = null;
    const result: WizardPrepared = resumed?.result ?? { source: 'service', drafts: [] };
    let next = resumed?.next ?? 0;
    let done = resumed?.done ?? 0;
    const total = batches.length > 1 ? batches.reduce((sum, b) => sum + b.count, 0) : 0;
    try {
      for (; next < batches.length; next++) {
        if (total) setReading({ done, total, unit });
        const part = await api().invoke('wizard.prepare', { text: batches[next]!.text, readId: id });
        if (run !== readRun.current) return;
        result.drafts.push(...part.drafts);
        done += batches[next]!.count;
        // A connection lost part way: the cards read here are created here and synced later.
        if (part.source === 'local') result.source = 'local';
        if (part.unreadAnswer) result.unreadAnswer = part.unreadAnswer;
      }
      if (!result.drafts.length) refuse('No contact was found in this text. Add a name, an email address or a phone number.');
      else {
        forgetCardDrafts();
        useWizardReview.getState().start(result);
      }
    } catch (e) {
      if (run !== readRun.current) return;
      const message = issuesByPath(e).text ?? errorMessage(e);
      if (next > 0) {
        partial.current = { text, result, next, done };
        refuse(`${message} ${done.toLocaleString()} of ${total.toLocaleString()} ${unit} were read; Find contacts goes on from there.`);
      } else refuse(message);
    } finally {
      if (run === readRun.current) {
        readId.current = null;
        setBusy(false);
        setReading(null);
      }
    }
  };

  // One card settled, the next takes the keyboard (its form was there already, so autoFocus,
  // which acts once on mount, does not); none left, Done takes it.
  const cards = useRef<HTMLOListElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const createAllButton = useRef<HTMLButtonElement>(null);
  const progressLine = useRef<HTMLDivElement>(null);
  const settled = Object.keys(outcomes).length;
  const firstFieldOfNext = () => {
    const next = prepared?.drafts.findIndex((_, i) => !outcomes[i]) ?? -1;
    return next === -1 ? done.current : cards.current?.children[next]?.querySelector<HTMLElement>('input, textarea');
  };
  // Create all settles cards a batch at a time and ends with a last batch in the same render as
  // its end: those settles are its own, not the user's, and must not move the keyboard.
  const wasCreatingAll = useRef(false);
  // Come back to while Create all runs: the keyboard goes to its Stop, as on the first visit, so
  // Esc stops it. (After the cards' own autoFocus, which acts on mount before this.)
  useEffect(() => {
    if (creatingAll) createAllButton.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A skip undone brings its card back with the keyboard in it (WizardCards): only a card
  // settled moves the keyboard on.
  const settledBefore = useRef(settled);
  const skippedSecond = useRef(false);
  useEffect(() => {
    const fewer = settled < settledBefore.current;
    settledBefore.current = settled;
    if (fewer) return;
    // While Create all runs, the keyboard stays on its Stop button.
    if (creatingAll) {
      wasCreatingAll.current = true;
      return;
    }
    if (wasCreatingAll.current) {
      wasCreatingAll.current = false;
      // Every card settled: Done takes the keyboard. Stopped, it stays on the button (Create all
      // again); refused, the refused card's form takes it to the field to correct. Only when the
      // button went (one card or none left) does the next card, or Done, take it.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (prepared && prepared.drafts.every((_, i) => outcomes[i])) done.current?.focus();
      else if (lost) (createAllButton.current ?? firstFieldOfNext())?.focus();
      return;
    }
    if (!prepared || settled === 0) return;
    // After "Skip those N", what comes next is Create all (when more than one card is left).
    if (skippedSecond.current) {
      skippedSecond.current = false;
      (createAllButton.current ?? firstFieldOfNext())?.focus();
      return;
    }
    firstFieldOfNext()?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, creatingAll]);

  // The same list and callbacks while only the progress line changes, so the (memoised) cards
  // are not rendered again for it: with thousands of cards that was most of Create all's time.
  const remaining = useMemo(() => prepared?.drafts.map((_, i) => i).filter((i) => !outcomes[i]) ?? [], [prepared, outcomes]);
  const settle = useCallback((index: number, outcome: CardOutcome) => useWizardReview.getState().settle(index, outcome), []);
  const unskip = useCallback((index: number) => useWizardReview.getState().unsettle(index), []);
  // Cards left whose address someone in the contacts already has, or an earlier card left has:
  // Create all would make a second contact for each, so they are pointed out (and can be skipped
  // at once) before it runs.
  const second = useSecondContacts(prepared, remaining, creatingAll);
  const secondLeft = useMemo(() => remaining.filter((i) => second.known.has(i) || second.repeats.has(i)), [remaining, second]);
  const skipSecond = () => {
    skippedSecond.current = true;
    useWizardReview.getState().settleMany(secondLeft.map((i) => [i, { kind: 'skipped' }] as const));
  };

  if (!prepared)
    return (
      <WizardInput
        busy={busy}
        status={
          reading
            ? `Reading ${reading.unit}: ${reading.done.toLocaleString()} of ${reading.total.toLocaleString()}…`
            : stopped
              ? STOPPED_READING
              : undefined
        }
        error={error}
        onSubmit={(t) => void prepare(t)}
        onStop={stop}
        onCancel={onCancel}
      />
    );

  const count = prepared.drafts.length;
  const created = Object.values(outcomes).filter((o): o is Extract<CardOutcome, { kind: 'created' }> => o.kind === 'created');
  const keptHere = created.filter((c) => c.keptHere).length;
  // Its own text in the status lines, so a screen reader hears it once, not again as a count changes.
  const tokenNote = waitsForToken && keptHere ? <span> {keptUntilTokenWords(keptHere)}</span> : null;
  const showSecond = secondLeft.length > 0 && remaining.length > 1 && !creatingAll;
  const startCreateAll = () => {
    // The progress and Stop are where the user looks while it runs.
    progressLine.current?.scrollIntoView({ block: 'nearest' });
    void createAll.start(prepared, remaining);
  };

  return (
    // While Create all runs, Escape stops it (as it stops the service writing an email).
    <div className="wizard-review" onKeyDown={creatingAll ? closeOnEscape(createAll.stop) : undefined}>
      <header className="pane__header">
        <h2>
          Review {count === 1 ? 'the contact' : `${count.toLocaleString()} contacts`} found
        </h2>
        <p className="muted">
          {prepared.source === 'service'
            ? 'Read by the contact service. Correct anything that is wrong, then create each contact.'
            : prepared.unreadAnswer
              ? `Read on this computer: ${prepared.unreadAnswer}. Correct anything that is wrong; the contacts sync later.`
              : serviceSetUp
                ? 'Read on this computer (the service is not reachable). Correct anything that is wrong; the contacts sync later.'
                : 'Read on this computer. Correct anything that is wrong, then create each contact: they are kept on this computer, and synced once a contact service is set up in Settings.'}
        </p>
      </header>
      {remaining.length === 0 ? (
        <div className="banner banner--info" role="status">
          {created.length === 0 ? 'No contact was created.' : `${created.length.toLocaleString()} ${created.length === 1 ? 'contact' : 'contacts'} created: ${namesOf(created.map((c) => c.contact.name))}.`}
          {tokenNote}
          <div className="form-actions">
            <button ref={done} type="button" className="button button--primary" onClick={() => onDone(created.at(-1)?.contact ?? null)}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <div ref={progressLine} className="wizard-review__progress">
          <p className="muted" role="status">
            {createAll.progress
              ? createAll.progress.stopping
                ? `Stopping after card ${(createAll.progress.done + 1).toLocaleString()} of ${createAll.progress.total.toLocaleString()}…`
                : `Creating ${(createAll.progress.done + 1).toLocaleString()} of ${createAll.progress.total.toLocaleString()}…`
              : `${remaining.length.toLocaleString()} of ${count.toLocaleString()} left to review.`}
            {tokenNote}
          </p>
          {/* One button, Create all N then Stop, so the keyboard stays on it through a run. */}
          {remaining.length > 1 || creatingAll ? (
            // Stopping, it waits focusable (busyButton): disabled, it dropped the keyboard to the page.
            <button
              ref={createAllButton}
              type="button"
              className="button button--primary button--small"
              {...(creatingAll ? { 'aria-keyshortcuts': 'Escape', title: 'Stop creating (Esc)' } : {})}
              {...busyButton(Boolean(createAll.progress?.stopping), () => (creatingAll ? createAll.stop() : startCreateAll()))}
            >
              {creatingAll ? 'Stop' : `Create all ${remaining.length.toLocaleString()}`}
            </button>
          ) : null}
          {/* The review is kept until Done or this: the cards not yet created are let go, and a
              Create all running stops before its next card. */}
          <button type="button" className="button button--ghost button--small" onClick={onCancel}>
            Cancel the rest
          </button>
        </div>
      )}
      {/* Found a moment after the review appears: said when it is, so the region stays mounted. */}
      <p className={showSecond ? 'wizard-review__second wizard-review__second--shown' : 'wizard-review__second'}>
        <span id="wizard-second-contacts" aria-live="polite">
          {showSecond ? secondContactsWords(secondLeft, second) : ''}
        </span>
        {showSecond ? ' ' : null}
        {showSecond ? (
          <button type="button" className="button button--small" aria-describedby="wizard-second-contacts" onClick={skipSecond}>
            {secondLeft.length === 1 ? 'Skip that card' : `Skip those ${secondLeft.length.toLocaleString()}`}
          </button>
        ) : null}
      </p>
      <WizardCards prepared={prepared} outcomes={outcomes} remaining={remaining} known={second.known} repeats={second.repeats} creatingAll={creatingAll} refusal={createAll.refusal} settle={settle} unskip={unskip} listRef={cards} />
    </div>
  );
}

/** "2 cards have an email address already in your contacts: Create all makes a second contact for each." */
function secondContactsWords(cards: number[], second: SecondContacts): string {
  const inContacts = cards.some((i) => second.known.has(i));
  const onCards = cards.some((i) => !second.known.has(i) && second.repeats.has(i));
  const where = inContacts && onCards ? 'already in your contacts or on a card above' : inContacts ? 'already in your contacts' : 'on a card above';
  return cards.length === 1
    ? `1 card has an email address ${where}: Create all makes a second contact for it.`
    : `${cards.length.toLocaleString()} cards have an email address ${where}: Create all makes a second contact for each.`;
}
