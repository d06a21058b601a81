// Text cut with "…" (one line, text-overflow: ellipsis) shows its whole text as a tooltip, as a
// desktop list does: only when it is cut, so a short name does not get a tooltip repeating it.
// Measured as the pointer comes in, not at each render: a list of thousands of rows measures
// only the one under the pointer. Screen readers already have the whole text (the element's
// text is not cut, only its drawing).
import type { MouseEvent } from 'react';

export function titleWhenCut(event: MouseEvent<HTMLElement>): void {
  const el = event.currentTarget;
  const cut = el.scrollWidth > el.clientWidth;
  if (cut) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
}
