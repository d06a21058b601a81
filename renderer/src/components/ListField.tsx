// An editable list of strings (email addresses, phone numbers): one input a row, add and remove.
// Add puts the keyboard in the new row; Remove, whose button goes with its row, hands it to the
// row that takes its place, or to Add after the last — not to the page body.
import { useEffect, useId, useRef } from 'react';

interface ListFieldProps {
  label: string;
  /** Singular noun for buttons and input labels, e.g. "email address". */
  itemLabel: string;
  values: string[];
  onChange(values: string[]): void;
  type: 'email' | 'tel';
  /** Error for the whole list. */
  error?: string;
  /** Errors by row index. */
  itemErrors: Record<number, string>;
  /** A row was removed (after onChange): its error goes, the errors below it move up. */
  onRemove?(index: number): void;
  /** While the form is saved: shown as it is, changed by nothing (the keyboard stays where it is). */
  readOnly?: boolean;
  /** A word under the list about what saving it does. */
  hint?: string;
}

export function ListField({ label, itemLabel, values, onChange, type, error, itemErrors, onRemove, readOnly = false, hint }: ListFieldProps) {
  const id = useId();
  const rows = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** The row to put the keyboard in once the rows are drawn again (after Add or Remove). */
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    focusRow.current = null;
    (rows.current?.querySelectorAll<HTMLInputElement>('input')[row] ?? addButton.current)?.focus();
  }, [values]);

  const update = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => {
    if (readOnly) return;
    focusRow.current = index;
    onChange(values.filter((_, i) => i !== index));
    onRemove?.(index);
  };
  const add = () => {
    if (readOnly) return;
    focusRow.current = values.length;
    onChange([...values, '']);
  };
  return (
    <fieldset className={`field list-field${error ? ' field--invalid' : ''}`} aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}>
      <legend>{label}</legend>
      {values.length === 0 ? <p className="field__hint">No {itemLabel} yet.</p> : null}
      <ul ref={rows} className="list-field__rows">
        {values.map((value, index) => {
          const inputId = `${id}-${index}`;
          const rowError = itemErrors[index];
          return (
            <li key={index} className="list-field__row">
              <label htmlFor={inputId} className="visually-hidden">
                {`${capitalize(itemLabel)} ${index + 1}`}
              </label>
              <input
                id={inputId}
                type={type}
                value={value}
                readOnly={readOnly}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${inputId}-error` : undefined}
                onChange={(e) => update(index, e.target.value)}
              />
              <button type="button" className="button button--ghost" onClick={() => remove(index)} aria-label={`Remove ${itemLabel} ${index + 1}`} aria-disabled={readOnly || undefined}>
                Remove
              </button>
              {rowError ? (
                <p className="field__error list-field__error" id={`${inputId}-error`}>
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button ref={addButton} type="button" className="button button--subtle" onClick={add} aria-disabled={readOnly || undefined}>
        Add {itemLabel}
      </button>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
