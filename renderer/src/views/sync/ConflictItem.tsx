// One field both sides changed: show both values (long notes clamped, so the choice stays at
// hand) and let the user keep one.
import type { PipelineState, SyncConflict } from '../../../../preload/contract';
import { ClampedText } from '../../components/ClampedText';
import { busyButton } from '../../lib/busyButton';
import { fieldLabel, formatValue } from '../../lib/fieldLabels';
import { formatRelative } from '../../lib/format';
import { stateName } from './pipelineStateNames';

interface ConflictItemProps {
  conflict: SyncConflict;
  /** For a conflict over the contact's pipeline state: its values are state ids. */
  states: PipelineState[];
  busy: boolean;
  onResolve(choice: 'mine' | 'theirs'): void;
}

export function ConflictItem({ conflict, states, busy, onResolve }: ConflictItemProps) {
  const deleted = conflict.field === 'deleted';
  const shown = (value: unknown) => (conflict.field === 'pipelineStateId' ? stateName(value, states) : formatValue(value));
  const label = fieldLabel(conflict.field);
  return (
    <li className="conflict" data-item={`${conflict.contactId}:${conflict.field}`}>
      <div className="conflict__field">
        <strong>{deleted ? 'Deleted on the service' : label}</strong>
        <span className="muted"> · noticed {formatRelative(conflict.detectedAt)}</span>
      </div>
      {deleted ? (
        <p>The contact was deleted on the service, but here it holds work the service does not have: a change not yet sent, a task not done, or an email not sent. Keep it (it is created again on the service), or let it go with that work.</p>
      ) : (
        <dl className="conflict__values">
          <div>
            <dt>Yours (this computer)</dt>
            <dd>
              <ClampedText text={shown(conflict.mine)} />
            </dd>
          </div>
          <div>
            <dt>Theirs (the service)</dt>
            <dd>
              <ClampedText text={shown(conflict.theirs)} />
            </dd>
          </div>
          <div className="conflict__base">
            <dt>Before either change</dt>
            <dd>
              <ClampedText text={shown(conflict.base)} />
            </dd>
          </div>
        </dl>
      )}
      {/* Busy, the pressed button keeps the keyboard (busyButton) until the conflict leaves the list.
          Each name starts with the button's visible words (said by voice control, WCAG 2.5.3), then says
          which conflict it decides. */}
      <div className="conflict__actions">
        <button type="button" className="button button--primary button--small" {...busyButton(busy, () => onResolve('mine'))} aria-label={deleted ? `Keep my contact: ${conflict.contactName}` : `Keep mine for ${label} of ${conflict.contactName}`}>
          {deleted ? 'Keep my contact' : 'Keep mine'}
        </button>
        <button type="button" className="button button--small" {...busyButton(busy, () => onResolve('theirs'))} aria-label={deleted ? `Delete it here too: ${conflict.contactName}` : `Take theirs for ${label} of ${conflict.contactName}`}>
          {deleted ? 'Delete it here too' : 'Take theirs'}
        </button>
      </div>
    </li>
  );
}
