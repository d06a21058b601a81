// While the service works on a request (writing an email, reading the wizard's text), the button
// that asked is disabled and a Stop stands beside it; when the work ends, Stop goes. Either way
// the keyboard would fall to the page body, where Escape no longer reaches the form and Tab
// starts over. It moves to Stop instead, then back to where the user types (`back`). Focus the
// user put elsewhere meanwhile (typing in the email) stays.
import { useEffect, useRef } from 'react';

export function useStopTakesKeyboard(busy: boolean, back: () => HTMLElement | null | undefined) {
  const ask = useRef<HTMLButtonElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const focused = document.activeElement;
    const dropped = !focused || focused === document.body;
    if (busy) {
      wasBusy.current = true;
      if (dropped || focused === ask.current) stop.current?.focus();
    } else if (wasBusy.current) {
      wasBusy.current = false;
      if (dropped) back()?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);
  return { ask, stop };
}
