// Global keyboard shortcuts:
//   Ctrl/Cmd+K  command palette          Ctrl/Cmd+F or /  search contacts
//   Ctrl/Cmd+N or n  new contact         j / k (or ↓ / ↑ in the list)  next / previous contact
//   e  edit the selected contact         g then c, p, t, y, s  go to a view
// Single keys act only when the focus is not where letters are typed.
import { useEffect } from 'react';
import { shortcutLetter } from '../lib/shortcutLetter';
import { useContactList } from '../stores/contactListStore';
import { useUi, type View } from '../stores/uiStore';

/** Inputs that take no typed letters: on them (a task's checkbox just ticked) the shortcuts work. */
const untyped = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** Whether a key pressed on `target` is typing: text fields, and selects (a letter picks an option). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !untyped.has(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable;
}

export function newContact(): void {
  const ui = useUi.getState();
  ui.setView('contacts');
  ui.setPane({ mode: 'create' });
}

const goKeys: Record<string, View> = { c: 'contacts', p: 'pipeline', t: 'tasks', y: 'sync', s: 'settings' };

/** Whether the keyboard is in the wizard (its text step or its review). */
const wizardHasKeyboard = (target: EventTarget | null): boolean => target instanceof Element && target.closest('.wizard-review, .wizard-input') !== null;

export function useShortcuts(): void {
  useEffect(() => {
    let goPending = 0;
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const ui = useUi.getState();
      const key = shortcutLetter(e);
      if (mod && !e.shiftKey && !e.altKey && key === 'k') {
        e.preventDefault();
        ui.setPaletteOpen(!ui.paletteOpen);
        return;
      }
      if (ui.paletteOpen || e.defaultPrevented) return;
      if (mod && !e.shiftKey && !e.altKey && key === 'f') {
        e.preventDefault();
        ui.focusSearch();
        return;
      }
      if (mod && !e.shiftKey && !e.altKey && key === 'n') {
        e.preventDefault();
        newContact();
        return;
      }
      if (mod || e.altKey || isTyping(e.target)) return;
      // Shifted, a letter is another key (G is not g).
      const letter = e.shiftKey ? e.key : key;
      if (goPending && Date.now() - goPending < 1500 && goKeys[letter]) {
        e.preventDefault();
        goPending = 0;
        ui.setView(goKeys[letter]!);
        return;
      }
      goPending = 0;
      if (letter === 'g') {
        goPending = Date.now();
      } else if (letter === 'n') {
        e.preventDefault();
        newContact();
      } else if (e.key === '/') {
        e.preventDefault();
        ui.focusSearch();
      } else if (wizardHasKeyboard(e.target)) {
        // On the wizard's buttons, j, k and e would put another contact in its place: a stray
        // key would leave a review (or its Create all) behind.
        return;
      } else if (letter === 'e' && ui.view === 'contacts' && useContactList.getState().selectedId) {
        e.preventDefault();
        ui.setPane({ mode: 'edit' });
      } else if (ui.view === 'contacts' && (letter === 'j' || letter === 'k') && !(e.target instanceof HTMLElement && e.target.id === 'contact-list')) {
        e.preventDefault();
        useContactList.getState().move(letter === 'j' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
