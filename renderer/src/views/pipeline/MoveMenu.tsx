// "Move to…": the keyboard- and screen-reader-friendly way to change a card's column. A menu
// button rather than a native <select>: a select picks the option the arrow keys reach (and, in
// Chromium, even one Escape closes on), so a card moved while the user only looked through the
// columns. Here the arrows browse, Enter or a click moves, Escape or Tab leaves it where it is.
// The menu opens inside the card, so a column's scrolling never clips it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NONE, type Column } from '../../stores/pipelineStore';

interface MoveMenuProps {
  contactId: string;
  contactName: string;
  currentKey: string;
  columns: Pick<Column, 'key' | 'title'>[];
  /** Whether its card holds the board's Tab stop: only that card's "Move to…" is in the Tab order. */
  tabbable: boolean;
  onMove(toKey: string): void;
}

/** The button's element id: the card is drawn anew in its new column, and the focus follows it there. */
export const moveMenuDomId = (contactId: string) => `move-menu-${contactId}`;

const titleOf = (column: Pick<Column, 'key' | 'title'>) => (column.key === NONE ? 'Not in pipeline' : column.title);

export function MoveMenu({ contactId, contactName, currentKey, columns, tabbable, onMove }: MoveMenuProps) {
  const id = moveMenuDomId(contactId);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const targets = columns.filter((c) => c.key !== currentKey);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    // A click anywhere else closes it, as any menu.
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const move = (toKey: string) => {
    setOpen(false);
    onMove(toKey);
    // The card now lives in another column: keep the keyboard on it there.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return setOpen(false); // the focus goes on where Tab takes it
    else if (event.key.length === 1 && event.key !== ' ') {
      // Typing a letter goes to the next column whose name starts with it.
      const letter = event.key.toLowerCase();
      const next = [...all.slice(at + 1), ...all.slice(0, at + 1)].find((b) => b.textContent?.trim().toLowerCase().startsWith(letter));
      next?.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation(); // Escape closes the menu, not the view around it
  };

  return (
    <span className="move-menu">
      <button
        ref={button}
        id={id}
        type="button"
        className="move-menu__button"
        tabIndex={tabbable ? 0 : -1}
        aria-label={`Move ${contactName} to`}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => (open ? setOpen(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Move to…
      </button>
      {open ? (
        <ul ref={menu} id={`${id}-list`} role="menu" aria-label={`Move ${contactName} to`} className="move-menu__list" onKeyDown={onMenuKeyDown}>
          {targets.map((c) => (
            <li key={c.key} role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="move-menu__item" onClick={() => move(c.key)}>
                {titleOf(c)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
