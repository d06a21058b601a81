// The new-contact wizard: text or vCard in → one proposal per card → correct → confirm each.
import { useEffect, useRef, useState } from 'react';
import type { Contact, ContactInput, WizardPrepared } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { ContactForm } from '../contacts/ContactForm';
import { useInlineDrafts } from '../../stores/inlineDraftStore';
import { WIZARD_DRAFT, WizardInput } from './WizardInput';

type Outcome = { kind: 'created'; contact: Contact } | { kind: 'skipped' };

interface WizardProps {
  onDone(lastCreated: Contact | null): void;
  onCancel(): void;
}

export function Wizard(props: WizardProps) {
  // Done or cancelled, the text read is let go; left for another view, it is kept.
  const onDone = (last: Contact | null) => {
    useInlineDrafts.getState().forget(WIZARD_DRAFT);
    props.onDone(last);
  };
  const onCancel = () => {
    useInlineDrafts.getState().forget(WIZARD_DRAFT);
    props.onCancel();
  };
  const [prepared, setPrepared] = useState<WizardPrepared | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const prepare = async (text: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await api().invoke('wizard.prepare', { text });
      if (!result.drafts.length) setError('No contact was found in this text. Add a name, an email address or a phone number.');
      else {
        setPrepared(result);
        setOutcomes({});
      }
    } catch (e) {
      setError(issuesByPath(e).text ?? errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  // One card settled, the next takes the keyboard (its form was there already, so autoFocus,
  // which acts once on mount, does not); none left, Done takes it.
  const cards = useRef<HTMLOListElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const settled = Object.keys(outcomes).length;
  useEffect(() => {
    if (!prepared || settled === 0) return;
    const next = prepared.drafts.findIndex((_, i) => !outcomes[i]);
    if (next === -1) done.current?.focus();
    else cards.current?.children[next]?.querySelector<HTMLElement>('input, textarea')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  if (!prepared) return <WizardInput busy={busy} error={error} onSubmit={(t) => void prepare(t)} onCancel={onCancel} />;

  const count = prepared.drafts.length;
  const remaining = prepared.drafts.map((_, i) => i).filter((i) => !outcomes[i]);
  const created = Object.values(outcomes).filter((o): o is Extract<Outcome, { kind: 'created' }> => o.kind === 'created');
  const settle = (index: number, outcome: Outcome) => setOutcomes((o) => ({ ...o, [index]: outcome }));

  return (
    <div className="wizard-review">
      <header className="pane__header">
        <h2>
          Review {count === 1 ? 'the contact' : `${count} contacts`} found
        </h2>
        <p className="muted">
          {prepared.source === 'service'
            ? 'Read by the contact service. Correct anything that is wrong, then create each contact.'
            : 'Read on this computer (the service is not reachable). Correct anything that is wrong; the contacts sync later.'}
        </p>
      </header>
      {remaining.length === 0 ? (
        <div className="banner banner--info" role="status">
          {created.length === 0 ? 'No contact was created.' : `${created.length} ${created.length === 1 ? 'contact' : 'contacts'} created: ${created.map((c) => c.contact.name).join(', ')}.`}
          <div className="form-actions">
            <button ref={done} type="button" className="button button--primary" onClick={() => onDone(created.at(-1)?.contact ?? null)}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <p className="muted" role="status">
          {remaining.length} of {count} left to review.
        </p>
      )}
      <ol ref={cards} className="wizard-cards">
        {prepared.drafts.map((draft, index) => {
          const outcome = outcomes[index];
          if (outcome) {
            return (
              <li key={index} className="wizard-card wizard-card--settled">
                {outcome.kind === 'created' ? `✓ ${outcome.contact.name} was created.` : `Skipped ${draft.contact.name || 'this card'}.`}
              </li>
            );
          }
          return (
            <li key={index} className="wizard-card">
              <ContactForm
                contact={null}
                initial={draft.contact}
                title={count > 1 ? `Card ${index + 1} of ${count}: ${draft.contact.name || 'no name found'}` : `Check ${draft.contact.name || 'the contact'}`}
                submitLabel="Create contact"
                cancelLabel="Skip"
                autoFocus={index === remaining[0]}
                issuePrefix="contact."
                create={(contact: ContactInput) => api().invoke('wizard.confirm', { confirmationToken: draft.confirmationToken, contact })}
                onSaved={(contact) => settle(index, { kind: 'created', contact })}
                onCancel={() => settle(index, { kind: 'skipped' })}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
