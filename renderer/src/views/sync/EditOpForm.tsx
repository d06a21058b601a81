// Correct what a refused change sends (same fields), then send it again.
import { useId, useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import type { PipelineState, RejectedOp, TaskType } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { TextField } from '../../components/TextField';
import { fieldLabel } from '../../lib/fieldLabels';
import { ErrorBanner } from '../../components/ErrorBanner';
import { busyButton } from '../../lib/busyButton';
import { localDateTimeToIso } from '../../lib/taskLabels';
import { TaskDateField } from '../tasks/TaskDateField';
import { TaskTimeField } from '../tasks/TaskTimeField';
import { TaskTypeField } from '../tasks/TaskTypeField';
import { keptDraft, useInlineDrafts, useKeepInlineDraft } from '../../stores/inlineDraftStore';

type Draft = Record<string, string>;

/**
 * Keys a person can sensibly correct (not ids, not nested objects). Not the field a note is added
 * to: the note is already in that field here, and sent to another the service would hold it
 * there while this computer kept it where it was, for good.
 */
export function editableKeys(sent: Record<string, unknown>): string[] {
  return Object.keys(sent).filter((key) => {
    const value = sent[key];
    if (key === 'stateId') return true;
    if (key === 'field') return false;
    if (/Id$|^id$/.test(key)) return false;
    return value === null || typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
  });
}

/** A task's due time in the draft, beside its local date under `dueDate`. */
const DUE_TIME = 'dueDate:time';

function toDraft(sent: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const key of editableKeys(sent)) {
    const value = sent[key];
    // A task's due instant is corrected as its local date and time, as Reschedule does.
    if (key === 'dueDate' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
      draft.dueDate = format(new Date(value), 'yyyy-MM-dd');
      draft[DUE_TIME] = format(new Date(value), 'HH:mm');
    } else if (Array.isArray(value)) draft[key] = value.map(String).join('\n');
    else if (value === null || typeof value === 'string' || typeof value === 'number') draft[key] = value === null ? '' : String(value);
  }
  return draft;
}

function toPayload(sent: Record<string, unknown>, draft: Draft): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...sent };
  for (const [key, text] of Object.entries(draft)) {
    const before = sent[key];
    if (key === DUE_TIME) continue;
    if (key === 'dueDate' && DUE_TIME in draft) {
      payload[key] = localDateTimeToIso(text, draft[DUE_TIME]!) ?? '';
      continue;
    }
    if (key === 'type') {
      payload[key] = text === '' ? null : text;
      continue;
    }
    if (Array.isArray(before)) payload[key] = text.split('\n').map((l) => l.trim()).filter(Boolean);
    else if (typeof before === 'number') payload[key] = Number(text);
    else if (key === 'stateId') payload[key] = text === '' ? null : text;
    else payload[key] = text === '' && before === null ? null : text;
  }
  return payload;
}

/** Where the corrections typed for a refused change are kept until sent or cancelled. */
export const correctionKey = (opId: RejectedOp['opId']) => `op-edit:${opId}`;

interface EditOpFormProps {
  op: RejectedOp;
  states: PipelineState[];
  onDone(): void;
  onCancel(): void;
}

export function EditOpForm({ op, states, onDone, onCancel }: EditOpFormProps) {
  const id = useId();
  // A task changed here since its refused create was sent: corrected from the task as it is now,
  // not from the request, or saving would put its old title or date back.
  const start = op.current ?? op.sent;
  const draftKey = correctionKey(op.opId);
  // Corrections typed and not yet sent come back after another view or a restart.
  const [draft, setDraft] = useState<Draft>(() => {
    const fresh = toDraft(start);
    const kept = keptDraft<Draft>(draftKey) ?? {};
    for (const key of Object.keys(fresh)) if (typeof kept[key] === 'string') fresh[key] = kept[key];
    return fresh;
  });
  useKeepInlineDraft(draftKey, draft, Object.entries(toDraft(start)).some(([key, value]) => draft[key] !== value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The button only looks disabled while sending (it keeps the keyboard): Enter in a field would send again.
    if (saving) return;
    if (DUE_TIME in draft && !localDateTimeToIso(draft.dueDate ?? '', draft[DUE_TIME]!)) {
      setErrors({ dueDate: 'Pick a due date' });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await api().invoke('sync.editOp', { opId: op.opId, payload: toPayload(start, draft) });
      useInlineDrafts.getState().forget(draftKey);
      onDone();
    } catch (e) {
      const issues = issuesByPath(e, 'payload.');
      setErrors(Object.fromEntries(Object.entries(issues).map(([k, v]) => [k.split('.')[0]!, v])));
      setFailure(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="edit-op" onSubmit={submit} noValidate aria-label={`Correct: ${op.description}`}>
      <ErrorBanner message={failure} />
      {Object.keys(draft).map((key) =>
        key === DUE_TIME ? null : key === 'dueDate' && DUE_TIME in draft ? (
          <div key={key} className="task-form__row">
            <TaskDateField value={draft.dueDate ?? ''} onChange={(dueDate) => setDraft((d) => ({ ...d, dueDate }))} error={errors.dueDate} />
            <TaskTimeField date={draft.dueDate ?? ''} value={draft[DUE_TIME]!} onChange={(time) => setDraft((d) => ({ ...d, [DUE_TIME]: time }))} />
          </div>
        ) : key === 'type' ? (
          <TaskTypeField key={key} value={(draft.type ?? '') as TaskType | ''} onChange={(type) => setDraft((d) => ({ ...d, type }))} error={errors.type} />
        ) : key === 'stateId' ? (
          <div key={key} className={`field${errors[key] ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-state`}>Pipeline state</label>
            <select id={`${id}-state`} value={draft[key]} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}>
              <option value="">Not in pipeline</option>
              {states.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {errors[key] ? <p className="field__error">{errors[key]}</p> : null}
          </div>
        ) : (
        <TextField
          key={key}
          label={fieldLabel(key)}
          multiline={Array.isArray(start[key]) || key === 'additionalInfo' || key === 'meetingContext' || key === 'text'}
          hint={Array.isArray(start[key]) ? 'One per line.' : undefined}
          value={draft[key]!}
          onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
          error={errors[key]}
        />
        ),
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary button--small" {...busyButton(saving)}>
          {saving ? 'Sending…' : 'Save and send again'}
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
