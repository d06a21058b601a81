// A button busy with the action it started stays focusable: `disabled` would drop the keyboard
// to the page body at once (Tab and Escape start over from the top). Instead it says it is busy
// (aria-disabled, shown like a disabled button) and ignores presses until the action is done.
import type { MouseEvent } from 'react';

export function busyButton(busy: boolean, action?: () => void) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent) => {
      // A submit button's press would submit its form: stopped here too while busy.
      if (busy) event.preventDefault();
      else action?.();
    },
  };
}
