// Reloads what is on screen when the core says data changed (a write here, or sync).
import { useEffect } from 'react';
import { api } from '../api';
import { useContactDetail } from '../stores/contactDetailStore';
import { useContactList } from '../stores/contactListStore';
import { useDataVersion } from '../stores/dataVersionStore';

export function useDataEvents(): void {
  useEffect(
    () =>
      api().on('data.changed', ({ entities }) => {
        useDataVersion.getState().bump(entities);
        if (entities.includes('contacts')) {
          useContactList.getState().refresh();
          // The contact chosen now: the one on screen may be the previous one while the chosen
          // one loads, and reloading that would win over it and leave the pane empty.
          const selectedId = useContactList.getState().selectedId;
          if (selectedId) void useContactDetail.getState().load(selectedId);
        }
      }),
    [],
  );
}
