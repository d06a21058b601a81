// How to use the board by keyboard and by mouse, under the view's title. It is a disclosure: in a
// short window (200% zoom lays a laptop's screen out as 640×400) the whole paragraph took five
// lines and left the board a strip ~210 px tall, so there it starts closed, one line, and opens
// on demand; in a window of usual height it starts open. Each card's description points at the
// paragraph, which screen readers read whether it is open or not.
import { useState } from 'react';

export const KEYBOARD_HELP_ID = 'board-keyboard-help';

/** Below this height the help starts closed: the board needs the room more. */
const OPEN_FROM_HEIGHT = '(min-height: 560px)';

export function BoardHelp() {
  const [open, setOpen] = useState(() => window.matchMedia(OPEN_FROM_HEIGHT).matches);
  return (
    <details className="board-help" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Moving around and moving cards</summary>
      <p className="muted" id={KEYBOARD_HELP_ID}>
        The board is one stop for Tab: the arrow keys go from card to card (Home and End to a column’s ends), Enter opens the contact, and Tab goes on to the card’s “Move to…”. To move a card, drag it by ⠿ — or press Space, choose a column with ← and →, and press Space again. Escape cancels.
      </p>
    </details>
  );
}
