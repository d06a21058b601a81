// How a request to the service can fail, classified for the push loop and the UI:
// - not_sent: the request surely did not take effect (connection refused, 429, 503) → retry;
// - ambiguous: it may have taken effect (connection lost mid-way, timeout, other 5xx,
//   truncated response) → reconcile before retrying; never resend an email on our own;
// - unauthorized: 401, or a token no request can carry → pause sync until a new token;
// - rejected: any other 4xx → the service refused this change; show it, go on;
// - tls / malformed: reported as errors of the pass.
import { AnswerTooLarge, TlsHandshakeFailed } from './http-exchange';
import { MalformedResponse } from './parse';

export type FailureKind = 'not_sent' | 'ambiguous' | 'unauthorized' | 'rejected' | 'tls' | 'malformed';

export class RemoteFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status: number | null = null,
    /** Milliseconds the service asked us to wait (Retry-After). */
    readonly retryAfterMs: number | null = null,
    /** The properties a refusal names (its violations' propertyPath), e.g. ['sessionId']. */
    readonly fields: readonly string[] = [],
  ) {
    super(message);
    this.name = 'RemoteFailure';
  }

  get retryable(): boolean {
    return this.kind === 'not_sent' || this.kind === 'ambiguous';
  }
}

const TLS_CODES = /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH|ERR_OSSL)/;
/** Why no connection was made, in words (the code stays at the end for whoever looks it up). */
const NOT_CONNECTED: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening at that address',
  ENOTFOUND: 'no such host name',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  EADDRNOTAVAIL: 'the address is not available',
};

/**
 * Node refuses to send a header holding a line break or a character outside Latin-1. The only
 * header that carries what a user typed is Authorization, so this is the token (one saved before
 * the token field refused such characters): the user is asked for a token, as after a 401,
 * rather than told the service is unreachable, and nothing was sent.
 */
const TOKEN_UNSENDABLE =
  'The saved access token cannot be sent: it has a line break or an invisible character in it. Paste the token again in Settings';

/** The first error code along the cause chain (an abort says nothing about the network). */
function causeCode(error: unknown): string | null {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && !e.code.startsWith('ABORT')) return e.code;
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * Classifies an error of the transport (http-exchange.ts): refused, TLS, timeout, lost, or an
 * answer that could not be read (too large, broken compression). An unreadable answer to a
 * read is malformed; to a change it leaves the change unsettled (it may have been applied).
 */
export function networkFailure(error: unknown, what: string, method: string): RemoteFailure {
  const code = causeCode(error);
  const name = (error as Error)?.name;
  const unreadable = (detail: string) => new RemoteFailure(method === 'GET' ? 'malformed' : 'ambiguous', new MalformedResponse(what, detail).message);
  if (error instanceof AnswerTooLarge) return unreadable(error.message);
  if (code?.startsWith('Z_')) return unreadable(`its compressed body could not be read (${code})`);
  if (error instanceof TlsHandshakeFailed) return new RemoteFailure('tls', `TLS error talking to the service: ${error.message}`);
  if (code && TLS_CODES.test(code)) return new RemoteFailure('tls', `TLS error talking to the service (${code})`);
  if (code === 'ERR_INVALID_CHAR') return new RemoteFailure('unauthorized', TOKEN_UNSENDABLE);
  if (code && code in NOT_CONNECTED) return new RemoteFailure('not_sent', `The service is unreachable: ${NOT_CONNECTED[code]} (${code})`);
  if (name === 'TimeoutError') return new RemoteFailure('ambiguous', `${what}: the service did not answer in time`);
  return new RemoteFailure('ambiguous', `${what}: connection lost (${code ?? (error as Error)?.message ?? 'unknown'})`);
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * A request's failure as a window says it beside what it concerns (an email, a wizard's text):
 * without the request line ("POST /api/contacts/…/emails/send: "), which the list of queued
 * changes keeps, and with the status after `subject`: "The service refused to send this email
 * (HTTP 422): emailData.to: …". A failure where nothing answered is its words alone.
 */
export function failureWords(message: string, subject: string): string {
  const rest = message.replace(/^(?:GET|POST|PATCH|PUT|DELETE) \/\S*: /, '');
  const http = /^HTTP (\d{3})(?:: ([\s\S]*))?$/.exec(rest);
  if (http) return `${subject} (HTTP ${http[1]})${http[2] ? `: ${http[2]}` : ''}`;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
