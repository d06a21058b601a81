// Escape leaves an inline form (edit, add task, write an email) the way Close would — what was
// typed stays kept in its drafts store — unless a part inside (an open picker) took the key first
// by calling preventDefault, so Escape there closes only that part.
import type { KeyboardEvent } from 'react';

export function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
}
