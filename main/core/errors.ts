import type { ApiErrorBody, ErrorCode } from '../../preload/contract';

/** An error meant for the user: it crosses to the renderer with its code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.issues ? { code: this.code, message: this.message, issues: this.issues } : { code: this.code, message: this.message };
  }
}

/**
 * What the user asked about is gone: deleted in another window, or by a sync. Said in those
 * words, without its id (a window racing another met "No task with id 5d1e…").
 */
export const notFound = (what: string) => new ApiError('not_found', `This ${what} is not here any more: it was deleted (in another window, or by a sync).`);
