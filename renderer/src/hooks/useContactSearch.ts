// A few contacts matching some text, for pickers and the command palette.
import { useEffect, useState } from 'react';
import type { ContactSummary } from '../../../preload/contract';
import { api } from '../api';

export function useContactSearch(query: string, limit = 6): ContactSummary[] {
  const [results, setResults] = useState<ContactSummary[]>([]);
  useEffect(() => {
    if (!query.trim()) {
      setResults([]);
      return;
    }
    let current = true;
    void api()
      .invoke('contacts.list', { query, limit })
      .then((page) => current && setResults(page.items))
      .catch(() => current && setResults([]));
    return () => {
      current = false;
    };
  }, [query, limit]);
  return results;
}
