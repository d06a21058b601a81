// Settings → Your data: when Rolodeck last copied the store (it does once a day, main/core/
// backups.ts), where the copies are, and a copy made now on request. A damaged store can start
// again from the newest copy (Rolodeck offers it at start).
import { useEffect, useState } from 'react';
import type { StoreCopies as Copies } from '../../../../preload/contract';
import { api, errorMessage } from '../../api';
import { busyButton } from '../../lib/busyButton';
import { formatCount, formatDateTime } from '../../lib/format';

type Phase = { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | { kind: 'failed'; message: string };

export function StoreCopies() {
  const [copies, setCopies] = useState<Copies | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  useEffect(() => {
    let current = true;
    api()
      .invoke('settings.storeCopies', {})
      .then(
        (found) => current && setCopies(found),
        () => {}, // the line is a hint: without it, Settings still works
      );
    return () => {
      current = false;
    };
  }, []);

  const copyNow = () => {
    setPhase({ kind: 'copying' });
    api()
      .invoke('settings.copyStore', {})
      .then(
        (made) => {
          setCopies(made);
          setPhase({ kind: 'copied' });
        },
        (error: unknown) => setPhase({ kind: 'failed', message: errorMessage(error) }),
      );
  };

  return (
    <div className="field">
      <span className="field__label">Copies</span>
      <p className="field__hint" id="store-copies-words">
        {!copies
          ? 'Rolodeck copies your data once a day.'
          : copies.newest
            ? `Rolodeck copies your data once a day and keeps the newest copy of each of the last ${formatCount(copies.keep)} days, in ${copies.folder}. Newest copy: ${formatDateTime(copies.newest)}.`
            : `Rolodeck copies your data once a day and keeps the newest copy of each of the last ${formatCount(copies.keep)} days, in ${copies.folder}. No copy yet: the first is made a minute after Rolodeck starts.`}{' '}
        A copy made here is kept with the day's others (the newest five) until the next day's copy. If the store is ever damaged, Rolodeck offers to start from the newest copy.
      </p>
      <div className="form-actions">
        <button type="button" className="button" aria-describedby="store-copies-words" {...busyButton(phase.kind === 'copying', copyNow)}>
          Make a copy now
        </button>
        <span role="status">{phase.kind === 'copying' ? 'Copying…' : phase.kind === 'copied' ? 'Copied.' : ''}</span>
      </div>
      {phase.kind === 'failed' ? (
        <div className="banner banner--error" role="alert">
          {phase.message}
        </div>
      ) : null}
    </div>
  );
}
