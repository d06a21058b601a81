// Reloads what is on screen when the core says data changed (a write here, or sync).
import { useEffect } from 'react';
import { api } from '../api';
import { coalesce } from '../lib/coalesce';
import { useContactDetail } from '../stores/contactDetailStore';
import { useContactList } from '../stores/contactListStore';
import { useDataVersion } from '../stores/dataVersionStore';

/** Contacts changed many times in a row (Create all, a sync pass): the list reloads at most this often. */
const CONTACTS_RELOAD_MS = 200;

export function useDataEvents(): void {
  useEffect(() => {
    const reloadContacts = coalesce(() => {
      useContactList.getState().refresh();
      // The contact chosen now: the one on screen may be the previous one while the chosen
      // one loads, and reloading that would win over it and leave the pane empty.
      const selectedId = useContactList.getState().selectedId;
      if (selectedId) void useContactDetail.getState().load(selectedId);
    }, CONTACTS_RELOAD_MS);
    return api().on('data.changed', ({ entities }) => {
      useDataVersion.getState().bump(entities);
      if (entities.includes('contacts')) reloadContacts();
    });
  }, []);
}
