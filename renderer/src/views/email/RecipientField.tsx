// The email's To: one text field holding the address the email goes to — what it shows is what
// is sent. The contact's addresses are offered as suggestions (a datalist: ↓ lists them), and any
// other address can be typed. A choice list of the contact's addresses once showed its first
// address for a draft addressed to another one (an address corrected on the contact since, or
// one the service filled in) while Send went to that other, and left no way to type one.
import { useId } from 'react';
import { FieldError } from '../../components/FieldError';

interface RecipientFieldProps {
  contactName: string;
  /** The contact's addresses, offered as suggestions. */
  addresses: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string;
  readOnly: boolean;
  /** Where the keyboard starts when the instruction cannot be used (useDisclosureFocus). */
  start: boolean;
}

/** What the field says under it, if anything: whether the address is one of the contact's, and where the others are. */
function recipientHint({ contactName, addresses, value, readOnly }: Pick<RecipientFieldProps, 'contactName' | 'addresses' | 'value' | 'readOnly'>): string | null {
  if (readOnly) return null;
  const typed = value.trim().toLowerCase();
  if (!addresses.length) return typed ? null : `${contactName} has no email address yet: type one, or add it to the contact.`;
  if (typed && !addresses.includes(typed)) return `Not one of ${contactName}’s addresses on the contact: check it, or pick one of theirs (↓ lists them).`;
  if (addresses.length > 1) return `${contactName} has ${addresses.length} addresses: ↓ lists them, or type another.`;
  return null;
}

export function RecipientField({ contactName, addresses, value, onChange, error, readOnly, start }: RecipientFieldProps) {
  const id = useId();
  const hint = recipientHint({ contactName, addresses, value, readOnly });
  const suggest = !readOnly && addresses.length > 0;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-start={start ? '' : undefined}>
      <label htmlFor={id}>To</label>
      {/* Text, not type="email": Chromium turns a typed müller.de into xn--mller-kva.de in the value, so the field would send what it does not show. */}
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        readOnly={readOnly}
        list={suggest ? `${id}-addresses` : undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {suggest ? (
        <datalist id={`${id}-addresses`}>
          {addresses.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
