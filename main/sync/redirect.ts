// A redirect from the service. The client never follows one (the token would go along to wherever
// it points, and a change may have been applied before it), so the user is told which address to
// enter instead: the form takes a service's base address, never the page the redirect names.
import { serviceAddress } from '../../preload/contract/settings';
import { RemoteFailure, type FailureKind } from './errors';

export class Redirected extends RemoteFailure {
  constructor(
    kind: FailureKind,
    message: string,
    status: number,
    /** Where the service sent the request, as it said it (the token taken out). */
    readonly location: string | null,
    /** The service address that target stands for, when it is the page asked for elsewhere. */
    readonly movedTo: string | null,
  ) {
    super(kind, message, status);
  }
}

/**
 * The service address a redirect points to: its target with the path that was asked for
 * (/api/contacts…) and the query taken off, e.g. https://crm.example.com for
 * https://crm.example.com/api/contacts?page=1. Null when the target is not that page somewhere
 * else (a sign-in page), or is where the request went already (a trailing slash added): then
 * there is no other address to give.
 */
export function movedServiceAddress(baseUrl: string, requestUrl: string, location: string): string | null {
  let target: URL;
  let asked: URL;
  try {
    asked = new URL(requestUrl);
    target = new URL(location, asked);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const base = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const page = asked.pathname.slice(base.length).replace(/\/+$/, ''); // '/api/contacts'
  const path = target.pathname.replace(/\/+$/, '');
  if (!page || !path.endsWith(page)) return null;
  const moved = `${target.origin}${path.slice(0, -page.length)}`;
  return serviceAddress(moved) === serviceAddress(baseUrl) ? null : moved;
}
