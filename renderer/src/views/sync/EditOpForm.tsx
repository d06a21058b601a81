// Correct what a refused change sends (same fields), then send it again.
import { useId, useState, type FormEvent } from 'react';
import type { PipelineState, RejectedOp } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { TextField } from '../../components/TextField';
import { fieldLabel } from '../../lib/fieldLabels';
import { ErrorBanner } from '../../components/ErrorBanner';

type Draft = Record<string, string>;

/** Keys a person can sensibly correct (not ids, not nested objects). */
export function editableKeys(sent: Record<string, unknown>): string[] {
  return Object.keys(sent).filter((key) => {
    const value = sent[key];
    if (key === 'stateId') return true;
    if (/Id$|^id$/.test(key)) return false;
    return value === null || typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
  });
}

function toDraft(sent: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const key of editableKeys(sent)) {
    const value = sent[key];
    if (Array.isArray(value)) draft[key] = value.map(String).join('\n');
    else if (value === null || typeof value === 'string' || typeof value === 'number') draft[key] = value === null ? '' : String(value);
  }
  return draft;
}

function toPayload(sent: Record<string, unknown>, draft: Draft): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...sent };
  for (const [key, text] of Object.entries(draft)) {
    const before = sent[key];
    if (Array.isArray(before)) payload[key] = text.split('\n').map((l) => l.trim()).filter(Boolean);
    else if (typeof before === 'number') payload[key] = Number(text);
    else if (key === 'stateId') payload[key] = text === '' ? null : text;
    else payload[key] = text === '' && before === null ? null : text;
  }
  return payload;
}

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
  const [draft, setDraft] = useState<Draft>(() => toDraft(start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await api().invoke('sync.editOp', { opId: op.opId, payload: toPayload(start, draft) });
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
        key === 'stateId' ? (
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
        <button type="submit" className="button button--primary button--small" disabled={saving}>
          {saving ? 'Sending…' : 'Save and send again'}
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
