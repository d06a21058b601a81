// An editable list of strings (email addresses, phone numbers): one input a row, add and remove.
import { useId } from 'react';

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
}

export function ListField({ label, itemLabel, values, onChange, type, error, itemErrors }: ListFieldProps) {
  const id = useId();
  const update = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => onChange(values.filter((_, i) => i !== index));
  return (
    <fieldset className={`field list-field${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {values.length === 0 ? <p className="field__hint">No {itemLabel} yet.</p> : null}
      <ul className="list-field__rows">
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
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${inputId}-error` : undefined}
                onChange={(e) => update(index, e.target.value)}
              />
              <button type="button" className="button button--ghost" onClick={() => remove(index)} aria-label={`Remove ${itemLabel} ${index + 1}`}>
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
      <button type="button" className="button button--subtle" onClick={() => onChange([...values, ''])}>
        Add {itemLabel}
      </button>
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
