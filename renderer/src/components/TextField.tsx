// A labelled text input (or textarea) with its validation message right below it.
import { useId } from 'react';
import { FieldError } from './FieldError';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** 'password' for a secret: masked, never spell-checked or offered for autofill. */
  type?: 'text' | 'url' | 'email' | 'tel' | 'number' | 'password';
  placeholder?: string;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
  readOnly?: boolean;
  name?: string;
}

export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    value: props.value,
    placeholder: props.placeholder,
    required: props.required,
    autoFocus: props.autoFocus,
    readOnly: props.readOnly,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          {...(props.type === 'password' ? { spellCheck: false, autoComplete: 'off' } : {})}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.hint ? (
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
