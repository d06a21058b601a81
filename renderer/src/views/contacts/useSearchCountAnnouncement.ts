// The list's count is read out once per search the user typed, when its answer is in. Not as a
// live region on the count itself: a sync pulling contacts changes the total many times a second,
// and each change was read out, over whatever the user was listening to.
import { useEffect, useState } from 'react';
import { useFleetingAnnouncement } from '../../hooks/useFleetingAnnouncement';
import { useContactList } from '../../stores/contactListStore';

/** What the search said it found, in words of their own (the count beside the list shows digits only). */
export function searchCountWords(query: string, total: number, capped: boolean): string {
  const q = `“${query.trim()}”`;
  if (capped) return `More than ${total.toLocaleString()} contacts found for ${q}. Type more to narrow.`;
  if (total === 0) return `No contact found for ${q}.`;
  return `${total.toLocaleString()} ${total === 1 ? 'contact' : 'contacts'} found for ${q}.`;
}

/** The text for a polite live region: the count of each typed search's answer, said once. */
export function useSearchCountAnnouncement(): string {
  const query = useContactList((s) => s.query);
  const resultsFor = useContactList((s) => s.resultsFor);
  const total = useContactList((s) => s.total);
  const capped = useContactList((s) => s.capped);
  // The search last said, and how many were said: the same words for another search are news.
  const [said, setSaid] = useState<{ query: string; words: string; n: number } | null>(null);
  useEffect(() => {
    if (!query.trim() || resultsFor !== query || total === null) return;
    // The same search with a new total (a sync meanwhile) is not said again.
    setSaid((last) => (last?.query === query ? last : { query, words: searchCountWords(query, total, capped), n: (last?.n ?? 0) + 1 }));
  }, [query, resultsFor, total, capped]);
  // Cleared, the next search is news even if it is the one said before.
  useEffect(() => {
    if (!query.trim()) setSaid((last) => (last ? { ...last, query: '' } : last));
  }, [query]);
  return useFleetingAnnouncement(said?.words ?? null, said?.n ?? 0);
}
