// A change the service refused, or whose outcome is unknown: retry, correct, or discard it.
import { useState } from 'react';
import type { RejectedOp } from '../../../../preload/contract';
import { fieldLabel, formatValue } from '../../lib/fieldLabels';
import { formatRelative } from '../../lib/format';
import { EditOpForm } from './EditOpForm';

interface RejectedItemProps {
  op: RejectedOp;
  busy: boolean;
  onRetry(): void;
  onDiscard(): void;
  onEdited(): void;
}

export function RejectedItem({ op, busy, onRetry, onDiscard, onEdited }: RejectedItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unknownOutcome = op.state === 'needs_attention';
  return (
    <li className="rejected">
      <div className="rejected__head">
        <strong>{op.description}</strong>
        <span className="muted"> · {formatRelative(op.updatedAt)}</span>
      </div>
      <p className={unknownOutcome ? 'rejected__why rejected__why--unknown' : 'rejected__why'}>
        {unknownOutcome ? 'Rolodeck cannot tell whether this went through. Check before sending it again. ' : 'The service refused this change: '}
        {op.error}
      </p>
      {editing ? (
        <EditOpForm
          op={op}
          onDone={() => {
            setEditing(false);
            onEdited();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="rejected__sent">
            {Object.entries(op.sent).map(([key, value]) => (
              <div key={key}>
                <dt>{fieldLabel(key)}</dt>
                <dd>{formatValue(value)}</dd>
              </div>
            ))}
          </dl>
          {confirming ? (
            <div className="banner banner--warning" role="alert">
              Discard this change? Your local values go back to what the service has.
              <div className="form-actions">
                <button type="button" className="button button--small button--danger" onClick={onDiscard} disabled={busy}>
                  Discard change
                </button>
                <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <div className="conflict__actions">
              <button type="button" className="button button--primary button--small" onClick={onRetry} disabled={busy}>
                {unknownOutcome ? 'Send again' : 'Retry'}
              </button>
              <button type="button" className="button button--small" onClick={() => setEditing(true)} disabled={busy}>
                Edit
              </button>
              <button type="button" className="button button--small button--ghost button--danger" onClick={() => setConfirming(true)} disabled={busy}>
                Discard…
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
