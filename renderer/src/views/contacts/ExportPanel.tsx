// "Export contacts": every contact, or the ones the search finds, as a vCard file (for address
// books) or a CSV file (for spreadsheets), saved as a download. Opened by "Export…" beside "From
// text…", by the palette's "Export contacts…" or the desktop's File › Export Contacts…; the
// keyboard starts on the format; Esc or Close leaves it. While the file is made (and, in the
// desktop app, until the save dialog is answered) the button says so and the panel is busy; what
// was saved, or why nothing was (a cancelled dialog, a failed write), is said in words and read out.
import { useEffect, useId, useRef, useState } from 'react';
import type { ExportFormat } from '../../../../preload/contract';
import { api, errorMessage, isDesktop } from '../../api';
import { useFleetingAnnouncement } from '../../hooks/useFleetingAnnouncement';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { saveTextFile } from '../../lib/saveFile';
import { useContactList } from '../../stores/contactListStore';

const formats: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'vcard', label: 'vCard (.vcf)', hint: 'For Apple Contacts, Google Contacts, Outlook and phones.' },
  { value: 'csv', label: 'CSV (.csv)', hint: 'For Excel, Numbers or Google Sheets: one row per contact.' },
];

const contactsWord = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'contact' : 'contacts'}`;

export function ExportPanel({ onClose }: { onClose(): void }) {
  const id = useId();
  const query = useContactList((s) => s.query.trim());
  const total = useContactList((s) => s.total);
  const capped = useContactList((s) => s.capped);
  const [format, setFormat] = useState<ExportFormat>('vcard');
  const [scope, setScope] = useState<'search' | 'all'>('search');
  const [busy, setBusy] = useState(false);
  // While busy: making the file, then (the desktop app) waiting for the save dialog's answer.
  const [phase, setPhase] = useState<'making' | 'saving'>('making');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Each export's outcome is said, even the same words as the last one (cancelled twice).
  const [exports, setExports] = useState(0);
  const announced = useFleetingAnnouncement(saved, exports);
  const first = useRef<HTMLInputElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);

  useEffect(() => first.current?.focus(), []);
  // The button was disabled while working, which took the keyboard from it.
  useEffect(() => {
    if (!busy && (error || saved)) exportButton.current?.focus();
  }, [busy, error, saved]);

  const searching = Boolean(query);
  const limited = searching && scope === 'search';
  const matches = total === null ? 'the contacts that match' : `the ${capped ? `${total.toLocaleString()}+` : total.toLocaleString()} that match`;

  const run = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const file = await api().invoke('contacts.export', { format, ...(limited ? { query } : {}) });
      setPhase('saving');
      const outcome = await saveTextFile(file.text, file.fileName, file.mimeType, isDesktop() ? api() : null);
      if (outcome.state !== 'failed') setExports((n) => n + 1); // a failure is said by its alert
      if (outcome.state === 'saved') setSaved(`Exported ${contactsWord(file.count)} to “${outcome.fileName}”.`);
      else if (outcome.state === 'cancelled') setSaved('Nothing was exported: the save was cancelled.');
      else setError(`“${outcome.fileName}” could not be written. Choose another folder, or make room on the disk, and export again.`);
    } catch (e) {
      setError(`The contacts could not be exported: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
      setPhase('making');
    }
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <section className="export-panel" aria-labelledby={`${id}-title`} aria-busy={busy} onKeyDown={closeOnEscape(close)}>
      <h2 className="export-panel__title" id={`${id}-title`}>
        Export contacts
      </h2>
      <fieldset className="export-panel__group" disabled={busy}>
        <legend>Format</legend>
        {formats.map((f, i) => (
          <label key={f.value} className="export-panel__choice">
            <input ref={i === 0 ? first : undefined} type="radio" name={`${id}-format`} value={f.value} checked={format === f.value} onChange={() => setFormat(f.value)} aria-describedby={`${id}-${f.value}-hint`} />
            <span>
              {f.label}
              <span className="field__hint export-panel__hint" id={`${id}-${f.value}-hint`}>
                {f.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {searching ? (
        <fieldset className="export-panel__group" disabled={busy}>
          <legend>Contacts</legend>
          <label className="export-panel__choice">
            <input type="radio" name={`${id}-scope`} checked={scope === 'search'} onChange={() => setScope('search')} />
            <span>
              Only {matches} “{query}”
            </span>
          </label>
          <label className="export-panel__choice">
            <input type="radio" name={`${id}-scope`} checked={scope === 'all'} onChange={() => setScope('all')} />
            <span>All contacts</span>
          </label>
        </fieldset>
      ) : (
        <p className="export-panel__scope">{total === null ? 'All contacts.' : `All ${contactsWord(total)}.`}</p>
      )}
      <div className="export-panel__actions">
        <button ref={exportButton} type="button" className="button button--primary" onClick={() => void run()} disabled={busy} aria-describedby={error ? `${id}-error` : saved ? `${id}-saved` : undefined}>
          {busy ? 'Exporting…' : 'Export'}
        </button>
        <button type="button" className="button" onClick={close} disabled={busy}>
          Close
        </button>
      </div>
      {busy ? (
        <p className="muted export-panel__status" role="status">
          {phase === 'making' ? 'Making the file… a large address book takes a few seconds.' : 'Saving the file where you choose…'}
        </p>
      ) : null}
      {saved && !busy ? (
        <p className="export-panel__status" id={`${id}-saved`}>
          {saved}
        </p>
      ) : null}
      {/* Said once, then emptied: browsing past the panel hears the visible line only. */}
      <div className="visually-hidden" role="status" aria-atomic="true">
        {announced}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
