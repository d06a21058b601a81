// The steps a draft went through: each instruction and the version it produced.
import type { EmailHistoryEntry } from '../../../../preload/contract';
import { historyKindLabels } from '../../lib/draftLabels';
import { formatDateTime } from '../../lib/format';

export function DraftHistory({ history }: { history: EmailHistoryEntry[] }) {
  if (!history.length) return null;
  return (
    <section className="draft-history" aria-labelledby="draft-history-title">
      <h4 id="draft-history-title">History</h4>
      <ol className="plain-list">
        {history.map((entry, i) => (
          <li key={i} className="draft-history__entry">
            <details>
              <summary>
                <strong>{historyKindLabels[entry.kind]}</strong>
                {entry.instruction ? <span> — “{entry.instruction}”</span> : null}
                <span className="muted"> · {formatDateTime(entry.at)}</span>
              </summary>
              <p className="draft-history__subject">{entry.subject || '(no subject)'}</p>
              <p className="pre-line draft-history__body">{entry.body}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
