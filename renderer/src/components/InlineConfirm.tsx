// A question asked inline, under what it is about, before an action that cannot be taken back
// ("Delete “…” from this computer?", "Discard the draft …?", "Send this email again?"): the
// keyboard starts on the safe answer, so a stray Enter does nothing; Escape is Cancel (and does not close the form around it); while the action runs the
// question stays, and refused, the keyboard is back on its button beside the reason.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api';
import { closeOnEscape } from '../lib/closeOnEscape';

interface InlineConfirmProps {
  question: ReactNode;
  /** What the action may do beyond its name, read out with the question. */
  note?: string | null;
  /** A warning (a second copy may go out) or a plain hint (what stays on the service); default warning. */
  noteKind?: 'warning' | 'hint';
  confirmLabel: string;
  busyLabel: string;
  /** The safe answer, where the keyboard starts (default "Cancel"). */
  cancelLabel?: string;
  /** Runs the action; rejects with the reason when refused. */
  onConfirm(): Promise<void>;
  onCancel(): void;
}

export function InlineConfirm({ question, note, noteKind = 'warning', confirmLabel, busyLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: InlineConfirmProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The button was disabled while working, which took the keyboard from it.
  useEffect(() => {
    if (error) confirmButton.current?.focus();
  }, [error]);
  const cancel = () => {
    if (!working) onCancel();
  };

  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(errorMessage(e));
      setWorking(false);
    }
  };

  return (
    <div className="inline-confirm" role="group" aria-labelledby={`${id}-question`} aria-describedby={note ? `${id}-note` : undefined} onKeyDown={closeOnEscape(cancel)}>
      <p className="inline-confirm__question" id={`${id}-question`}>
        {question}
      </p>
      {note ? (
        <p className={`${noteKind === 'warning' ? 'banner banner--warning' : 'field__hint'} inline-confirm__note`} id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <div className="inline-confirm__actions">
        <button ref={confirmButton} type="button" className="button button--danger" onClick={() => void confirm()} disabled={working} aria-describedby={error ? `${id}-error` : undefined}>
          {working ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button" autoFocus onClick={cancel} disabled={working}>
          {cancelLabel}
        </button>
      </div>
      {error ? (
        <p className="field__error inline-confirm__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
