// The email drafts of one contact, reloaded when drafts change.
import { useCallback, useEffect, useState } from 'react';
import type { EmailDraft } from '../../../preload/contract';
import { api, errorMessage } from '../api';
import { useDataVersion } from '../stores/dataVersionStore';

export function useDrafts(contactId: string) {
  const version = useDataVersion((s) => s.versions.drafts);
  const [drafts, setDrafts] = useState<EmailDraft[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setDrafts(await api().invoke('email.drafts', { contactId }));
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
      setDrafts([]);
    }
  }, [contactId]);
  useEffect(() => {
    void load();
  }, [load, version]);
  return { drafts, error, reload: load };
}
