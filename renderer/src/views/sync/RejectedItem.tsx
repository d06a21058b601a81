// A change the service refused, or whose outcome is unknown: retry, correct, or discard it.
import { useLayoutEffect, useRef, useState } from 'react';
import type { PipelineState, RejectedOp, TaskType } from '../../../../preload/contract';
import { ClampedText } from '../../components/ClampedText';
import { InlineConfirm } from '../../components/InlineConfirm';
import { busyButton } from '../../lib/busyButton';
import { fieldLabel, formatValue } from '../../lib/fieldLabels';
import { formatDateTime, formatRelative } from '../../lib/format';
import { taskTypeLabels } from '../../lib/taskLabels';
import { keptDraft, useInlineDrafts } from '../../stores/inlineDraftStore';
import { EditOpForm, correctionKey, editableKeys } from './EditOpForm';
import { stateName } from './pipelineStateNames';
import { useContactList } from '../../stores/contactListStore';
import { useUi } from '../../stores/uiStore';

/** Opens the contact's email editor on this email, where it can be corrected and sent again. */
function openEmail(contactId: string, draftId: string): void {
  useContactList.getState().select(contactId);
  const ui = useUi.getState();
  ui.setPane({ mode: 'read' });
  ui.setView('contacts');
  ui.requestSection('email', draftId);
}

interface RejectedItemProps {
  op: RejectedOp;
  states: PipelineState[];
  busy: boolean;
  onRetry(): void;
  onDiscard(): void;
  onEdited(): void;
}

/** What Discard does, by the kind of change (main/sync/rejected.ts, discardOp). */
const discardQuestion: Record<RejectedOp['kind'], string> = {
  'contact.update': 'Discard this change? Your local values go back to what the service has.',
  'contact.pipeline': 'Discard this change? Your local values go back to what the service has.',
  'contact.extend': 'Discard this note? It is taken out here too, and the service never gets it.',
  'contact.create': 'Stop sending this contact? It stays on this computer only: the service never gets it, nor its later changes, and its emails waiting to go become drafts again.',
  'task.create': 'Stop sending this task? It stays on this computer only, and the service never gets it.',
  'email.send': 'Stop sending this email? It becomes a draft again, to edit or delete.',
};

function sentValue(key: string, value: unknown, states: PipelineState[]): string {
  if (key === 'stateId') return stateName(value, states);
  if (key === 'emailData' && value && typeof value === 'object') {
    const email = value as { to?: string; subject?: string };
    return `To ${email.to || '(no recipient)'}: ${email.subject?.trim() ? `“${email.subject}”` : '(no subject)'}`;
  }
  // Which field a note was added to: its name, not its key.
  if (key === 'field' && typeof value === 'string') return fieldLabel(value);
  // A task's due date and type as the task list shows them (not "2026-03-06T04:30:00.000Z", which
  // reads as the next day, nor "follow_up").
  if (key === 'dueDate' && typeof value === 'string') return formatDateTime(value);
  if (key === 'type' && typeof value === 'string' && value in taskTypeLabels) return taskTypeLabels[value as TaskType];
  return formatValue(value);
}

export function RejectedItem({ op, states, busy, onRetry, onDiscard, onEdited }: RejectedItemProps) {
  const canEdit = op.kind !== 'email.send' && editableKeys(op.sent).length > 0;
  // Open again with the corrections typed, when the user went to another view (or restarted) meanwhile.
  const [editing, setEditing] = useState(() => keptDraft(correctionKey(op.opId)) !== undefined);
  const [confirming, setConfirming] = useState(false);
  /** Asked before Send again when the service may not recognise the first attempt (a second copy). */
  const [confirmingSend, setConfirmingSend] = useState(false);
  const unknownOutcome = op.state === 'needs_attention';
  const draftId = op.kind === 'email.send' && typeof op.sent.draftId === 'string' ? op.sent.draftId : null;

  // Opening or closing the edit form or a question replaces the buttons the keyboard was on: it
  // moves to what took their place (the form's first field, the safe answer — "Keep it", or
  // Cancel, which InlineConfirm takes itself — or back to the button that opened it) instead of
  // falling to the page body.
  const item = useRef<HTMLLIElement>(null);
  const opened = useRef<'edit' | 'discard' | 'send' | null>(null);
  useLayoutEffect(() => {
    const now = editing ? 'edit' : confirming ? 'discard' : confirmingSend ? 'send' : null;
    const was = opened.current;
    opened.current = now;
    if (now === was) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !item.current?.contains(focused)) return; // the user has moved on
    const find = (selector: string) => item.current?.querySelector<HTMLElement>(selector);
    if (now === 'edit') find('input, select, textarea')?.focus();
    else if (now === 'discard') find('[data-keep]')?.focus();
    else find(was === 'edit' ? '[data-edit]' : was === 'send' ? '[data-retry]' : '[data-discard]')?.focus();
  }, [editing, confirming, confirmingSend]);

  return (
    <li ref={item} className="rejected" data-item={op.opId}>
      <div className="rejected__head">
        <strong>{op.description}</strong>
        <span className="muted"> · {formatRelative(op.updatedAt)}</span>
      </div>
      <p className={unknownOutcome ? 'rejected__why rejected__why--unknown' : 'rejected__why'}>
        {unknownOutcome ? 'Rolodeck cannot tell whether this went through. Check before sending it again. ' : 'The service refused this change: '}
        {op.error}
      </p>
      {/* Asking, the question reads it out with itself. */}
      {op.sendAgainWarning && !confirmingSend ? (
        <p className="banner banner--warning" role="note">
          {op.sendAgainWarning}
        </p>
      ) : null}
      {editing ? (
        <EditOpForm
          op={op}
          states={states}
          onDone={() => {
            setEditing(false);
            onEdited();
          }}
          onCancel={() => {
            useInlineDrafts.getState().forget(correctionKey(op.opId));
            setEditing(false);
          }}
        />
      ) : (
        <>
          <dl className="rejected__sent">
            {Object.entries(op.sent)
              .filter(([key]) => key === 'stateId' || !/Id$|^id$/.test(key))
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{fieldLabel(key)}</dt>
                  {/* A value may be a note of thousands of characters: a few lines of it, the rest on request. */}
                  <dd>
                    <ClampedText text={sentValue(key, value, states)} />
                  </dd>
                </div>
              ))}
          </dl>
          {op.current ? (
            <p className="muted" role="note">
              Changed here since it was sent: Retry sends it as it was sent, so the service can recognise it; Edit starts from it as it is now.
            </p>
          ) : null}
          {confirming ? (
            <div className="banner banner--warning" role="alert">
              {discardQuestion[op.kind]}
              <div className="form-actions">
                <button type="button" className="button button--small button--danger" {...busyButton(busy, onDiscard)}>
                  Discard change
                </button>
                <button type="button" className="button button--small" data-keep onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </div>
            </div>
          ) : confirmingSend ? (
            // As the email's editor asks (UnsureSend), the warning read out with the question.
            <InlineConfirm
              question="Send this email again?"
              note={op.sendAgainWarning}
              confirmLabel="Send again anyway"
              busyLabel="Sending…"
              onConfirm={async () => onRetry()}
              onCancel={() => setConfirmingSend(false)}
            />
          ) : (
            <div className="conflict__actions">
              <button
                type="button"
                className="button button--primary button--small"
                data-retry
                {...busyButton(busy, op.sendAgainWarning ? () => setConfirmingSend(true) : onRetry)}
              >
                {unknownOutcome ? 'Send again' : 'Retry'}
              </button>
              {draftId ? (
                <button type="button" className="button button--small" onClick={() => openEmail(op.contactId, draftId)}>
                  Open email
                </button>
              ) : null}
              {canEdit ? (
                <button type="button" className="button button--small" data-edit {...busyButton(busy, () => setEditing(true))}>
                  Edit
                </button>
              ) : null}
              <button type="button" className="button button--small button--ghost button--danger" data-discard {...busyButton(busy, () => setConfirming(true))}>
                Discard…
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
