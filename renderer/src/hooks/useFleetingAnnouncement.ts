// A live region's text that is said once and then taken away. A region that kept its words would
// be heard a second time by a screen reader browsing past it, beside the visible text it repeats;
// emptied, it leaves only the visible text to browse. Emptying a region is not read out.
import { useEffect, useRef, useState } from 'react';
import { ANNOUNCEMENT_CLEARS_AFTER_MS } from '../lib/announcementTiming';

/**
 * The text for a live region: each new `message` for a while, then nothing. Null keeps what was
 * last said (and says nothing new); the same message again is not said again.
 */
export function useFleetingAnnouncement(message: string | null): string {
  const said = useRef('');
  if (message !== null) said.current = message;
  const latest = said.current;
  const [shown, setShown] = useState('');
  useEffect(() => {
    setShown(latest);
    if (!latest) return;
    const timer = setTimeout(() => setShown(''), ANNOUNCEMENT_CLEARS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  return shown;
}
