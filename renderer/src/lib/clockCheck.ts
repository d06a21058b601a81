// How often a window left in front looks at the wall clock for a moment its timer may have slept
// past (see useClockPassed): a comparison, no request, so once a minute costs nothing.
export const CLOCK_CHECK_MS = 60_000;
