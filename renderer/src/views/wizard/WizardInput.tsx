// Wizard step 1: paste text (a signature, an email, a vCard, rows of a spreadsheet) or drop a
// .vcf, .csv or .tsv file. The text is
// kept (wizardTextStore) until the wizard is done or cancelled, so another view loses nothing.
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useWizardText, useWizardTextNotKept } from '../../stores/wizardTextStore';
import { countCards, withoutBinaryProperties } from '../../lib/vcardBatches';
import { readTable } from '../../lib/csvBatches';
import { fileOpening, markFiles } from '../../lib/fileParts';
import { SNIFF_BYTES, decodeFileText, refusedFile } from '../../lib/fileText';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { carriesFiles } from '../../lib/fileDropGuard';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid';
import { useStopTakesKeyboard } from '../../hooks/useStopTakesKeyboard';

/** vCards, and CSV/TSV exports of contacts (a .txt too: Outlook and Excel write "Unicode text" so). */
const FILE_TYPES = '.vcf,.csv,.tsv,.txt,text/vcard,text/x-vcard,text/csv,text/tab-separated-values,text/plain';

/** Files named one by one in the note; more are counted ("5 files"). */
const NAMED_FILES = 3;

/** What a loaded file holds, when it is many cards or a table with a header: " (3,000 rows)". */
function foundIn(text: string): string {
  const cards = countCards(text);
  if (cards) return cards > 1 ? ` (${cards.toLocaleString()} cards)` : '';
  const table = readTable(text);
  return table?.headed && table.rows.length > 1 ? ` (${table.rows.length.toLocaleString()} rows)` : '';
}

interface WizardInputProps {
  busy: boolean;
  /** What a long read has done so far ("Reading cards: 400 of 2,000…"), or how it ended (stopped). */
  status?: string;
  /** Why the text was not read: a new object each time, so the same refusal again moves the keyboard again (to the text, which it describes). */
  error?: { message: string };
  onSubmit(text: string): void;
  /** Stops the read in progress (the service may take a minute); the text stays. */
  onStop(): void;
  onCancel(): void;
}

export function WizardInput({ busy, status, error, onSubmit, onStop, onCancel }: WizardInputProps) {
  const id = useId();
  const [text, setText] = useState(() => useWizardText.getState().text);
  // What the box holds when a file's read ends (the user may type meanwhile).
  const textNow = useRef(text);
  textNow.current = text;
  const [dragging, setDragging] = useState(false);
  const [fileNote, setFileNote] = useState<string | null>(null);
  /** Why the files dropped last were not read; the text box keeps what it held. */
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // Refused (too long, nothing found, the service's answer), the keyboard goes to the text, which
  // the refusal is about, and the refusal is read out there.
  const form = useFocusFirstInvalid(error);
  // While the text is read, the keyboard is on Stop, then back in the text.
  const { ask: findButton, stop: stopButton } = useStopTakesKeyboard(busy, () => textArea.current);

  useEffect(() => useWizardText.getState().keep(text.trim() ? text : ''), [text]);
  const notKept = useWizardTextNotKept();

  // A file is read in the encoding it was written in (an Outlook card in Windows-1252, too). Its
  // pictures are left out as it is read: Rolodeck keeps none, and a phone's export with photos
  // would otherwise be megabytes in the text box and in the kept draft.
  const readFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    for (const file of files) {
      const refused = refusedFile(file.name, file.size, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
      if (refused) {
        setFileNote(null);
        setFileError(refused);
        return;
      }
    }
    setFileError(null);
    // Each file is its own text (its own header, its own cards), one after another in the box,
    // a blank line between; where each starts is kept, so each is read on its own (fileParts.ts).
    const read = await Promise.all(
      [...files].map(async (f) => ({ name: f.name, ...withoutBinaryProperties(decodeFileText(new Uint8Array(await f.arrayBuffer())).replace(/\r\n?/g, '\n')) })),
    );
    const texts = read.map((r, i) => (i < read.length - 1 ? r.text.trimEnd() : r.text));
    const all = texts.join('\n\n');
    const left = read.reduce((sum, r) => sum + r.left, 0);
    // What the user typed or pasted stays: the file's text goes after it, a blank line between.
    const typed = textNow.current.trimEnd();
    setText(typed ? `${typed}\n\n${all}` : all);
    const { files: before } = useWizardText.getState();
    useWizardText.getState().keepFiles([...(typed ? before : []), ...texts.map(fileOpening)]);
    const what =
      read.length === 1 ? `${read[0]!.name}${foundIn(all)}` : read.length <= NAMED_FILES ? read.map((r) => `${r.name}${foundIn(r.text)}`).join(', ') : `${read.length.toLocaleString()} files`;
    const pictures = left ? ` ${left.toLocaleString()} ${left === 1 ? 'photo or other attachment was' : 'photos and other attachments were'} left out: Rolodeck keeps none.` : '';
    const where = typed ? 'added after your text' : 'loaded';
    setFileNote(`${what} ${where} — check the text below, then find the contacts.${pictures}`);
  };

  // Only files are taken over: text dragged in (from the page or another program) is the
  // browser's to insert where it is dropped.
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void readFiles(event.dataTransfer.files);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Where each file loaded starts is marked, so each is read as its own text.
    onSubmit(markFiles(text, useWizardText.getState().files));
  };

  // Escape leaves the wizard as the other forms are left: the keyboard goes back to what opened
  // it (as on Cancel), and the text stays kept, to come back when the wizard is opened again.
  const leave = () => {
    const kept = useWizardText.getState();
    const { text: keptText, files: keptFiles } = kept;
    onCancel();
    useWizardText.getState().keep(keptText);
    useWizardText.getState().keepFiles(keptFiles);
  };

  return (
    // While the text is read, Escape is Stop; else it leaves the wizard, the text kept.
    <form ref={form} className="wizard-input" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} onKeyDown={closeOnEscape(busy ? onStop : leave)}>
      <header className="pane__header">
        <h2 id={`${id}-title`}>Add contacts from text</h2>
        <p className="muted">Paste an email signature, a business card's text, a vCard or rows of a spreadsheet — or drop a .vcf, .csv or .tsv file. Several cards or rows become several contacts to review.</p>
      </header>
      <div
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-text`}>Text to read</label>
        {/* Opened (from the palette, From text… or the empty pane), the wizard takes the keyboard
            here, as New contact puts it in Name. */}
        <textarea
          ref={textArea}
          id={`${id}-text`}
          autoFocus
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'Jane Doe\nHead of Sales, Example Corp\njane@example.com · +1 555 0100'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', notKept ? `${id}-not-kept` : ''].join(' ').trim() || undefined}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error.message}
          </p>
        ) : null}
        {notKept ? (
          <p className="field__hint" id={`${id}-not-kept`} role="status">
            {notKept}
          </p>
        ) : null}
        <div className="drop-zone__file">
          <span className="muted">or drop a .vcf, .csv or .tsv file here, or</span>
          <button type="button" className="button button--subtle button--small" onClick={() => fileInput.current?.click()}>
            Choose a file…
          </button>
          <input ref={fileInput} type="file" accept={FILE_TYPES} multiple className="visually-hidden" tabIndex={-1} aria-label="Contacts file" onChange={(e) => void readFiles(e.target.files)} />
        </div>
        {fileNote ? (
          <p className="field__hint" role="status">
            {fileNote}
          </p>
        ) : null}
        {fileError ? (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button ref={findButton} type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Reading…' : 'Find contacts'}
        </button>
        {busy ? (
          <button ref={stopButton} type="button" className="button" title="Stop reading (Esc)" onClick={onStop}>
            Stop
          </button>
        ) : null}
        {status ? (
          <span className="muted" role="status">
            {status}
          </span>
        ) : null}
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
