// Global keyboard shortcuts: Ctrl/Cmd+K palette, Ctrl/Cmd+F or / search, Ctrl/Cmd+N new contact,
// n new contact and j/k next and previous contact (when not typing), g then c/p/t/s to switch view.
import { useEffect } from 'react';
import { useContactList } from '../stores/contactListStore';
import { useUi } from '../stores/uiStore';

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

export function newContact(): void {
  const ui = useUi.getState();
  ui.setView('contacts');
  ui.setPane({ mode: 'create' });
}

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const ui = useUi.getState();
      const key = e.key.toLowerCase();
      if (mod && !e.shiftKey && !e.altKey && key === 'k') {
        e.preventDefault();
        ui.setPaletteOpen(!ui.paletteOpen);
        return;
      }
      if (ui.paletteOpen) return;
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
      if (e.key === 'n' && !e.shiftKey) {
        e.preventDefault();
        newContact();
      } else if (e.key === '/') {
        e.preventDefault();
        ui.focusSearch();
      } else if (ui.view === 'contacts' && (e.key === 'j' || e.key === 'k') && !(e.target instanceof HTMLElement && e.target.id === 'contact-list')) {
        e.preventDefault();
        useContactList.getState().move(e.key === 'j' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
