// The contact open in the detail pane, loaded in full with contacts.get.
import { create } from 'zustand';
import type { Contact } from '../../../preload/contract';
import { api, ApiError, errorMessage } from '../api';

interface ContactDetailState {
  contact: Contact | null;
  loadingId: string | null;
  error: string | null;
  /** The contact could not be loaded because the store has no such contact (deleted, on the service or elsewhere). */
  missing: boolean;
  load(id: string | null): Promise<void>;
  /** Takes a contact a write returned, without another round trip. */
  put(contact: Contact): void;
}

export const useContactDetail = create<ContactDetailState>((set, get) => ({
  contact: null,
  loadingId: null,
  error: null,
  missing: false,
  async load(id) {
    if (!id) {
      set({ contact: null, loadingId: null, error: null, missing: false });
      return;
    }
    set({ loadingId: id, error: null, missing: false });
    try {
      const contact = await api().invoke('contacts.get', { id });
      if (get().loadingId === id) set({ contact, loadingId: null });
    } catch (error) {
      if (get().loadingId === id) set({ loadingId: null, error: errorMessage(error), missing: error instanceof ApiError && error.code === 'not_found', contact: null });
    }
  },
  put(contact) {
    set({ contact });
  },
}));
