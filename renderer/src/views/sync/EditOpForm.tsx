// Correct what a refused change sends (same fields), then send it again.
import { useState, type FormEvent } from 'react';
import type { RejectedOp } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { TextField } from '../../components/TextField';
import { fieldLabel } from '../../lib/fieldLabels';

type Draft = Record<string, string>;

function toDraft(sent: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [key, value] of Object.entries(sent)) {
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
    else payload[key] = text === '' && before === null ? null : text;
  }
  return payload;
}

export function EditOpForm({ op, onDone, onCancel }: { op: RejectedOp; onDone(): void; onCancel(): void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(op.sent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await api().invoke('sync.editOp', { opId: op.opId, payload: toPayload(op.sent, draft) });
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
      {failure ? (
        <div className="banner banner--error" role="alert">
          {failure}
        </div>
      ) : null}
      {Object.keys(draft).map((key) => (
        <TextField
          key={key}
          label={fieldLabel(key)}
          multiline={Array.isArray(op.sent[key]) || key === 'additionalInfo' || key === 'meetingContext' || key === 'text'}
          hint={Array.isArray(op.sent[key]) ? 'One per line.' : undefined}
          value={draft[key]!}
          onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
          error={errors[key]}
        />
      ))}
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
