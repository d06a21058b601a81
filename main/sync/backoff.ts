// Exponential backoff with jitter, and the service's Retry-After taking precedence.
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Upper bound on a Retry-After we honour (a broken proxy could ask for a day). */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 5 * 60_000, maxRetryAfterMs: 60 * 60_000 };

/** Milliseconds to wait before attempt number `attempts + 1`. */
export function retryDelay(options: BackoffOptions, attempts: number, retryAfterMs: number | null, random = Math.random): number {
  if (retryAfterMs !== null) return Math.min(options.maxRetryAfterMs, retryAfterMs);
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  // "Equal jitter": never less than half the ceiling, so retries thin out, never in lockstep.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * When an op recorded as due at `nextAttemptAt` may be attempted (ms since epoch; 0: now). A time
 * further ahead than any wait this app sets was written by a clock since set back: waiting for
 * it could hold the change for hours, so it is due now.
 */
export function dueTime(options: BackoffOptions, nextAttemptAt: string | null, now = Date.now()): number {
  const due = nextAttemptAt ? Date.parse(nextAttemptAt) : 0;
  if (!Number.isFinite(due)) return 0;
  return due - now > Math.max(options.maxMs, options.maxRetryAfterMs) ? 0 : due;
}
