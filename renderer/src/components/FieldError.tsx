// A field's validation message, under it; its id is what the input's aria-describedby names.
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null;
}
