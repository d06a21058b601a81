// Shared by the online-only handlers (wizard, email): the remote client, and a service
// failure turned into an error the user can act on.
import type { RemoteClient } from '../../sync/client';
import { RemoteFailure, failureWords } from '../../sync/errors';
import { MalformedResponse } from '../../sync/parse';
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

/** True when the failure means the service gave nothing usable (offline, TLS, 5xx…): the wizard reads the text here instead. */
export function isConnectivity(error: unknown): boolean {
  return error instanceof RemoteFailure && (error.kind === 'not_sent' || error.kind === 'ambiguous' || error.kind === 'tls' || error.kind === 'malformed');
}

/**
 * The service's own words after "HTTP 502: " (client.ts, problemMessage), when it gave any: the
 * reason it failed. An HTML error page of a proxy in front of it is no words for the user.
 */
function serviceReason(error: RemoteFailure): string | null {
  const reason = /\bHTTP \d{3}: ([\s\S]+)$/.exec(error.message)?.[1]?.trim();
  return reason && !reason.startsWith('<') ? reason : null;
}

/**
 * A failure of an online action in the user's words. `needs`: what was being done ("Writing an
 * email with the service"); `failed`: what the service could not do, said when it answered with
 * a 5xx ("The service could not write the email"). "Offline" is said only when nothing answered:
 * a service that answers is reachable, and sending the user to check the network (while its email
 * writer or its mail server is what failed) would be wrong.
 */
export function toApiError(error: unknown, needs: string, failed: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RemoteFailure) {
    if (error.kind === 'unauthorized') return new ApiError('unauthorized', 'The service refused the token (401): enter a new token in Settings.');
    if (error.kind === 'rejected') return new ApiError('service_error', failureWords(error.message, 'The service refused'));
    if (error.status !== null && error.status >= 500) {
      const reason = serviceReason(error);
      return new ApiError('service_error', `${failed} (HTTP ${error.status}).${reason ? ` It said: “${reason}”` : ''}`);
    }
    if (error.status !== null) return new ApiError('service_error', `${needs} failed: ${error.message}`);
    return new ApiError('offline', `${needs} needs a connection to the contact service, which did not answer (${error.message}). Try again when you are back online.`);
  }
  if (error instanceof MalformedResponse) return new ApiError('service_error', `${needs} failed: ${error.message}`);
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
