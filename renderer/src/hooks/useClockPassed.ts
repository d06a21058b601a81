// A timer set for a moment of the wall clock does not count the time the computer slept: after
// waking past that moment it fires late, up to as late as the sleep was long. The page notices the
// clock has passed the moment when the window is shown or focused again, and, for a window left
// in front (which gets neither event on waking), at a light check of the clock once a minute.
import { useEffect } from 'react';
import { CLOCK_CHECK_MS } from '../lib/clockCheck';

/** Calls `onPassed` once the wall clock is at or past `moment` (ms since the epoch), if it is noticed before the timer. */
export function useClockPassed(moment: number | null, onPassed: () => void) {
  useEffect(() => {
    if (moment === null) return;
    let done = false;
    const check = () => {
      if (done || Date.now() < moment) return;
      done = true;
      onPassed();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    window.addEventListener('pageshow', check);
    const interval = setInterval(check, CLOCK_CHECK_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      window.removeEventListener('pageshow', check);
      clearInterval(interval);
    };
  }, [moment, onPassed]);
}
