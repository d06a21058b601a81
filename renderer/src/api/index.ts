// The one API object the whole renderer uses. Tests may swap it with setApi().
import type { RolodeckApi } from '../../../preload/contract';
import { connect, type Connection } from './client';

let connection: Connection | null = null;
let override: RolodeckApi | null = null;

export function getConnection(): Connection {
  if (!connection) connection = connect();
  return connection;
}

export function api(): RolodeckApi {
  return override ?? getConnection().api;
}

/** The desktop app (not a browser, nor a test's API). */
export function isDesktop(): boolean {
  return override === null && getConnection().desktop;
}

/** For tests: use this API instead of a real transport. */
export function setApi(next: RolodeckApi | null): void {
  override = next;
}

export { ApiError, errorMessage, issuesByPath } from './ApiError';
