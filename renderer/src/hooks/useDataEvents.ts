// Reloads what is on screen when the core says data changed (a write here, or sync).
import { useEffect } from 'react';
import { api } from '../api';
import { coalesce } from '../lib/coalesce';
import { followReplacedContacts } from '../lib/replacedContacts';
import { useContactDetail } from '../stores/contactDetailStore';
import { useContactList } from '../stores/contactListStore';
import { useDataVersion } from '../stores/dataVersionStore';

/** Contacts changed many times in a row (Create all, a sync pass): the list reloads at most this often. */
const CONTACTS_RELOAD_MS = 200;

export function useDataEvents(): void {
  useEffect(() => {
    const reloadContacts = coalesce(() => {
      useContactList.getState().refresh();
      // A contact shown or kept in a form may have been replaced (folded into another): the
      // window moves to the one standing for it first, then reloads what it shows.
      void followReplacedContacts().then(() => {
        // The contact chosen now: the one on screen may be the previous one while the chosen
        // one loads, and reloading that would win over it and leave the pane empty.
        const selectedId = useContactList.getState().selectedId;
        if (selectedId) void useContactDetail.getState().load(selectedId);
      });
    }, CONTACTS_RELOAD_MS);
    // Forms kept from before a restart may name a contact replaced meanwhile.
    void followReplacedContacts();
    return api().on('data.changed', ({ entities }) => {
      useDataVersion.getState().bump(entities);
      if (entities.includes('contacts')) reloadContacts();
    });
  }, []);
}
