// Requests to the service that the user can stop: the service writing a contact's email
// (drafting, refining) and reading contacts out of text (the wizard's prepare). A model behind
// either can take a minute and more, and a Stop must not wait for it. A stopped request answers at
// once with a "stopped" error and its answer, should one still come, is never read, so nothing
// is written: the email stays as it was, and no card is found.
import { ApiError } from './errors';

export const STOPPED_MESSAGE = 'Stopped. Nothing was changed.';

/** The error a stopped request answers with; its code tells it from a failure. */
export const isStopped = (error: unknown): boolean => error instanceof ApiError && error.code === 'stopped';

export class StoppableRequests {
  /** By what the asker names the request by: a contact for an email, a read id for the wizard. */
  private readonly inFlight = new Map<string, Set<AbortController>>();

  /**
   * Runs `work` (the request to the service, given a signal the contact's stop aborts). Once its
   * answer is in and not stopped, the request leaves the list at once: a stop after that finds
   * nothing to stop and says so, since the answer is about to be written.
   */
  async run<T>(key: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const mine = this.inFlight.get(key) ?? new Set<AbortController>();
    this.inFlight.set(key, mine.add(controller));
    try {
      const answer = await work(controller.signal);
      if (controller.signal.aborted) throw new ApiError('stopped', STOPPED_MESSAGE);
      return answer;
    } catch (error) {
      // Whatever the abort made of it (a connection cancelled, a session retried), it was the stop.
      if (controller.signal.aborted) throw new ApiError('stopped', STOPPED_MESSAGE);
      throw error;
    } finally {
      mine.delete(controller);
      if (!mine.size && this.inFlight.get(key) === mine) this.inFlight.delete(key);
    }
  }

  /** The keys with requests running. */
  keys(): string[] {
    return [...this.inFlight.keys()];
  }

  /** Stops every request under this key (one per window asking); false when there was none. */
  stop(key: string): boolean {
    const mine = this.inFlight.get(key);
    if (!mine?.size) return false;
    this.inFlight.delete(key); // a second stop, while these wind down, has nothing left to stop
    for (const controller of mine) controller.abort();
    return true;
  }
}
