// The sync engine's refusals of a user's action on its queue (a retry, an edit, a discard, a
// cancelled send, a conflict's choice) as errors for the window, with their code and words.
import { OpError } from '../../sync/op-error';
import { ResolveError } from '../../sync/resolve';
import { ApiError } from '../errors';

export function asApiError(error: unknown): never {
  if (error instanceof OpError) throw new ApiError(error.code, error.message);
  if (error instanceof ResolveError) throw new ApiError(error.code, error.message);
  throw error;
}
