// After a refused submit, the keyboard goes to the first field marked invalid (aria-invalid), so
// the user corrects it at once instead of hunting for it from the submit button. Pass the errors
// state: each new value (a submit refused again) moves the keyboard again.
import { useEffect, useRef } from 'react';

export function useFocusFirstInvalid<Form extends HTMLElement = HTMLFormElement>(errors: unknown) {
  const form = useRef<Form>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
