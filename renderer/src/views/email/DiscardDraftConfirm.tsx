// "Discard this draft?", inline under the email's buttons: deleting a draft cannot be undone, so
// it is asked first (it once went at one press). As the task deletion's question
// (tasks/TaskDeleteConfirm.tsx): the keyboard starts on Cancel, so a stray Enter deletes nothing;
// Escape is Cancel (and does not close the email); refused, the keyboard is back on Discard
// draft beside the reason.
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { closeOnEscape } from '../../lib/closeOnEscape';

interface DiscardDraftConfirmProps {
  subject: string;
  /** Deletes the draft; rejects with the reason when refused. */
  onDiscard(): Promise<void>;
  onCancel(): void;
}

export function DiscardDraftConfirm({ subject, onDiscard, onCancel }: DiscardDraftConfirmProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const discardButton = useRef<HTMLButtonElement>(null);
  // The button was disabled while discarding, which took the keyboard from it.
  useEffect(() => {
    if (error) discardButton.current?.focus();
  }, [error]);
  const cancel = () => {
    if (!discarding) onCancel();
  };

  const confirm = async () => {
    setDiscarding(true);
    setError(null);
    try {
      await onDiscard();
    } catch (e) {
      setError(errorMessage(e));
      setDiscarding(false);
    }
  };

  return (
    <div className="draft-discard" role="group" aria-labelledby={`${id}-question`} onKeyDown={closeOnEscape(cancel)}>
      <p className="draft-discard__question" id={`${id}-question`}>
        Discard the draft “{subject.trim() || '(no subject)'}”? Its text and its history are deleted from this computer.
      </p>
      <div className="draft-discard__actions">
        <button ref={discardButton} type="button" className="button button--danger" onClick={() => void confirm()} disabled={discarding} aria-describedby={error ? `${id}-error` : undefined}>
          {discarding ? 'Discarding…' : 'Discard draft'}
        </button>
        <button type="button" className="button" autoFocus onClick={cancel} disabled={discarding}>
          Cancel
        </button>
      </div>
      {error ? (
        <p className="field__error draft-discard__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
