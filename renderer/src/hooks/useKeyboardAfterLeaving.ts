// An item decided in a list (a conflict resolved, a refused change retried or discarded) leaves
// it, and its buttons with the keyboard, which would fall to the page body. The keyboard goes to
// the next item's first button instead, else the one before, else the list's heading. Each item
// carries its key in the `data-item` attribute; `busy` is the key of the item being decided.
import { useLayoutEffect, useRef } from 'react';

export function useKeyboardAfterLeaving<List extends HTMLElement>(shown: string[], busy: string | null) {
  const list = useRef<List>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<{ key: string; after: string[]; before: string[] } | null>(null);

  useLayoutEffect(() => {
    const left = leaving.current;
    if (!left) return;
    if (shown.includes(left.key)) {
      if (busy === null) leaving.current = null; // refused: it stays, and so does the keyboard
      return;
    }
    leaving.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return; // the user has moved on
    const target = [...left.after, ...left.before].find((key) => shown.includes(key));
    const button = target ? list.current?.querySelector<HTMLButtonElement>(`[data-item="${CSS.escape(target)}"] button`) : null;
    (button ?? heading.current)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.join('\u0000'), busy]);

  /** Called as the item `key` is decided, before it may leave. */
  const leave = (key: string) => {
    const at = shown.indexOf(key);
    leaving.current = { key, after: shown.slice(at + 1), before: shown.slice(0, at).reverse() };
  };

  return { list, heading, leave };
}
