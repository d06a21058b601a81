// "Show more" under a list of items (each carrying its key in `data-item`): the keyboard goes to
// the first item it brought in, as in the task buckets and the pipeline's columns, so the user
// reads on from there; the button itself may go with the last page, and the focus with it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** `list`: the element holding the items; `shown`: the keys of the items shown, in the order shown. */
export function useKeyboardToFirstShown(list: RefObject<HTMLElement | null>, shown: string[], onMore: () => void) {
  const moreButton = useRef<HTMLButtonElement>(null);
  const before = useRef<Set<string> | null>(null);

  useLayoutEffect(() => {
    const had = before.current;
    if (!had) return;
    const first = shown.find((key) => !had.has(key));
    if (first === undefined) return; // not in yet
    before.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== moreButton.current) return; // the user has moved on
    list.current?.querySelector<HTMLButtonElement>(`[data-item="${CSS.escape(first)}"] button`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.join('\u0000')]);

  const more = () => {
    before.current = new Set(shown);
    onMore();
  };

  return { moreButton, more };
}
