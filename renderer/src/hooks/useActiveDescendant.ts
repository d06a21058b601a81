// A combobox whose highlighted option changes without the keyboard moving (a palette whose
// highlight follows what is typed, set by its owner) must say which one it is, or a screen
// reader hears nothing as the highlight moves. cmdk updates the input's aria-activedescendant
// only for moves it makes itself; this keeps it on whichever option is marked selected.
import { useEffect, type RefObject } from 'react';

export function useActiveDescendant(container: RefObject<HTMLElement | null>, inputSelector: string, optionSelector: string, active: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const sync = () => {
      const input = root.querySelector<HTMLElement>(inputSelector);
      const option = root.querySelector<HTMLElement>(`${optionSelector}[aria-selected="true"]`);
      if (!input) return;
      if (option?.id) {
        if (input.getAttribute('aria-activedescendant') !== option.id) input.setAttribute('aria-activedescendant', option.id);
      } else if (input.hasAttribute('aria-activedescendant')) {
        input.removeAttribute('aria-activedescendant');
      }
    };
    sync();
    const watcher = new MutationObserver(sync);
    watcher.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant'] });
    return () => watcher.disconnect();
  }, [container, inputSelector, optionSelector, active]);
}
