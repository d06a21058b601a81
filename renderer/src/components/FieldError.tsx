// A field's validation message, under it; its id is what the input's aria-describedby names.
/**
 * `alert`: read out as it appears — for a form with no banner of its own, where this message is
 * the only word that the action was refused (a message only described by its field is heard only
 * when the user goes back to that field).
 */
export function FieldError({ id, message, alert = false }: { id: string; message: string | null | undefined; alert?: boolean }) {
  return message ? (
    <p className="field__error" id={id} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  ) : null;
}
