// A drafting session the service no longer knows (its data reset, the session expired, another
// deployment behind the same address). The email itself is whole on this computer, so the app
// goes on without that session: refine starts a new one from the email, a send goes without it.
import { RemoteFailure } from './errors';

/** True when the service refused a request because of its sessionId (nothing was written). */
export function isUnknownSession(error: unknown): boolean {
  if (!(error instanceof RemoteFailure) || error.kind !== 'rejected') return false;
  if (error.fields.some((f) => f === 'sessionId')) return true;
  // A service that answers 404/410 for a missing session rather than a violation.
  return (error.status === 404 || error.status === 410) && /session/i.test(error.message);
}
