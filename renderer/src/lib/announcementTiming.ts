// How long a fleeting announcement stays in its live region (see useFleetingAnnouncement): long
// enough for a screen reader to have queued the words, as screen-reader libraries wait.
export const ANNOUNCEMENT_CLEARS_AFTER_MS = 7_000;
