/**
 * Rows per contacts.list request. A page is more than a screenful (50 rows of 56 px is 2,800 px),
 * so one request answers a keystroke; it stays small because every row is read, sent and
 * mapped before the list can paint. The benchmarks measure requests of exactly this size.
 */
export const PAGE_SIZE = 50;
