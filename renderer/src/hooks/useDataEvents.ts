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
          const { contact, load } = useContactDetail.getState();
          if (contact) void load(contact.id);
        }
      }),
    [],
  );
}
