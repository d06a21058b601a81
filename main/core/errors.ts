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

export const notFound = (what: string, id: string) => new ApiError('not_found', `No ${what} with id ${id}`);
