// A live region's text that is said once and then taken away. A region that kept its words would
// be heard a second time by a screen reader browsing past it, beside the visible text it repeats;
// emptied, it leaves only the visible text to browse. Emptying a region is not read out.
import { useEffect, useRef, useState } from 'react';
import { ANNOUNCEMENT_CLEARS_AFTER_MS } from '../lib/announcementTiming';

const REFILL_AFTER_MS = 50;

/**
 * The text for a live region: each new `message` for a while, then nothing. Null keeps what was
 * last said (and says nothing new); the same message again is not said again, unless `times`
 * (how many times something was to be said) has grown: the same outcome of a second try is news.
 */
export function useFleetingAnnouncement(message: string | null, times = 0): string {
  const said = useRef('');
  if (message !== null) said.current = message;
  const latest = said.current;
  const [shown, setShown] = useState('');
  useEffect(() => {
    // Emptied first, then filled a moment later (in a render of its own: set in the same one, the
    // text would not change at all): a region whose text is set to what it already holds is not
    // read out again.
    setShown('');
    if (!latest) return;
    const fill = setTimeout(() => setShown(latest), REFILL_AFTER_MS);
    const timer = setTimeout(() => setShown(''), ANNOUNCEMENT_CLEARS_AFTER_MS);
    return () => {
      clearTimeout(fill);
      clearTimeout(timer);
    };
  }, [latest, times]);
  return shown;
}
