// Shared by the online-only handlers (wizard, email): the remote client, and a service
// failure turned into an error the user can act on.
import type { RemoteClient } from '../../sync/client';
import { RemoteFailure } from '../../sync/errors';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import { isStopped } from '../stoppable-requests';

export function onlineClient(ctx: CoreContext, needs: string): RemoteClient {
  const client = ctx.sync?.client();
  if (client) return client;
  const problem = ctx.sync?.configProblem();
  if (problem) throw new ApiError('offline', `${needs} needs the contact service. ${problem}`);
  throw new ApiError('offline', `${needs} needs the contact service, and none is set up: add its address and a token in Settings.`);
}

/** True when the failure means "could not talk to the service" (offline, TLS, 5xx…). */
export function isConnectivity(error: unknown): boolean {
  return error instanceof RemoteFailure && (error.kind === 'not_sent' || error.kind === 'ambiguous' || error.kind === 'tls' || error.kind === 'malformed');
}

export function toApiError(error: unknown, needs: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RemoteFailure) {
    if (error.kind === 'unauthorized') return new ApiError('unauthorized', 'The service refused the token (401): enter a new token in Settings.');
    if (error.kind === 'rejected') return new ApiError('service_error', `The service refused: ${error.message}`);
    return new ApiError('offline', `${needs} needs a connection to the contact service, which did not answer (${error.message}). Try again when you are back online.`);
  }
  return new ApiError('internal', `${needs} failed: ${(error as Error)?.message ?? String(error)}`);
}

/** Runs an online request with `client`, telling the engine whether the service answered. */
export async function online<T>(ctx: CoreContext, client: RemoteClient, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    ctx.sync?.noteOutcome(client, true);
    return result;
  } catch (error) {
    // A request the user stopped says nothing about the service: it is not "offline" for it.
    if (!isStopped(error)) ctx.sync?.noteOutcome(client, false, error);
    throw error;
  }
}
