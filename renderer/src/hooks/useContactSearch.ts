// A few contacts matching some text, for the task form's contact picker and the command palette:
// the last answer, with the text it was found for, so a caller shows matches only for what is
// typed now (or keeps the earlier ones while the new answer is on its way). Empty text asks nothing.
import { useEffect, useState } from 'react';
import type { ContactSummary } from '../../../preload/contract';
import { api } from '../api';

export interface ContactMatches {
  query: string;
  items: ContactSummary[];
}

export function useContactSearch(query: string, limit: number): ContactMatches | null {
  const [answer, setAnswer] = useState<ContactMatches | null>(null);
  useEffect(() => {
    if (!query.trim()) {
      setAnswer(null);
      return;
    }
    let current = true;
    void api()
      .invoke('contacts.list', { query, limit })
      .then((page) => current && setAnswer({ query, items: page.items }))
      .catch(() => current && setAnswer({ query, items: [] }));
    return () => {
      current = false;
    };
  }, [query, limit]);
  return answer;
}
