// Commands chosen in the desktop app's menu (the 'app.command' event). In a browser they never
// arrive; the same actions have keyboard shortcuts there.
import { useEffect } from 'react';
import { api } from '../api';
import { openExport, useUi } from '../stores/uiStore';
import { newContact } from './useShortcuts';

export function useAppCommands(): void {
  useEffect(
    () =>
      api().on('app.command', ({ command }) => {
        const ui = useUi.getState();
        if (command === 'newContact') newContact();
        else if (command === 'search') ui.focusSearch();
        else if (command === 'palette') ui.setPaletteOpen(true);
        else if (command === 'exportContacts') openExport();
      }),
    [],
  );
}
