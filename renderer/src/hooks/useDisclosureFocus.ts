// A button that gives way to an inline form ("Add task", "Write an email"): when the form opens,
// its first field takes the keyboard; when it closes, the button that opened it takes it back.
// Without this, focus falls to the page body each time and a keyboard user starts over.
import { useEffect, useRef } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';
/** A form can mark where the user starts when it is not its first field (data-start on it or around it). */
const START = `[data-start]:is(${FIELD}), [data-start] :is(${FIELD})`;

export function useDisclosureFocus<Panel extends HTMLElement = HTMLElement>(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) (panel.current?.querySelector<HTMLElement>(START) ?? panel.current?.querySelector<HTMLElement>(FIELD))?.focus();
    // Only when focus was lost with the form: a click elsewhere keeps its focus.
    if (!open && wasOpen.current && (document.activeElement === document.body || !document.activeElement)) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { opener, panel };
}
