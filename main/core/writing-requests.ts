// The requests that have the service write a contact's email (drafting, refining), so the user
// can stop one: a model can take a minute and more, and a Stop must not wait for it. A stopped
// request answers at once with a "stopped" error and its answer, should one still come, is never
// read, so nothing is written: the email stays as it was before it was asked for.
import { ApiError } from './errors';

export const STOPPED_MESSAGE = 'Stopped. Nothing was changed.';

/** The error a stopped request answers with; its code tells it from a failure. */
export const isStopped = (error: unknown): boolean => error instanceof ApiError && error.code === 'stopped';

export class WritingRequests {
  /** By contact: the editor that asks knows the contact even before a new email has an id. */
  private readonly inFlight = new Map<string, Set<AbortController>>();

  /**
   * Runs `work` (the request to the service, given a signal the contact's stop aborts). Once its
   * answer is in and not stopped, the request leaves the list at once: a stop after that finds
   * nothing to stop and says so, since the answer is about to be written.
   */
  async run<T>(contactId: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const mine = this.inFlight.get(contactId) ?? new Set<AbortController>();
    this.inFlight.set(contactId, mine.add(controller));
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
      if (!mine.size && this.inFlight.get(contactId) === mine) this.inFlight.delete(contactId);
    }
  }

  /** Stops every request writing this contact's email (one per window asking); false when there was none. */
  stop(contactId: string): boolean {
    const mine = this.inFlight.get(contactId);
    if (!mine?.size) return false;
    this.inFlight.delete(contactId); // a second stop, while these wind down, has nothing left to stop
    for (const controller of mine) controller.abort();
    return true;
  }
}
