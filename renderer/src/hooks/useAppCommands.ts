// Commands from the desktop menu (Electron main sends 'app.command' { command }). The event is
// not in the contract yet, so it is subscribed by name; in a browser it simply never arrives.
import { useEffect } from 'react';
import type { EventName } from '../../../preload/contract';
import { api } from '../api';
import { useUi } from '../stores/uiStore';
import { newContact } from './useShortcuts';

export function useAppCommands(): void {
  useEffect(() => {
    const on = api().on as (event: EventName, listener: (payload: unknown) => void) => () => void;
    try {
      return on('app.command' as EventName, onCommand);
    } catch {
      // A transport that only knows the contract's events.
      return undefined;
    }
    function onCommand(payload: unknown) {
      const command = (payload as { command?: string } | null)?.command;
      const ui = useUi.getState();
      if (command === 'newContact') newContact();
      else if (command === 'search') ui.focusSearch();
      else if (command === 'palette') ui.setPaletteOpen(true);
    }
  }, []);
}
