// An Idempotency-Key protects a change only under the token it was first sent with: the service
// keeps keys per token (server/http/idempotency.ts), so under a new token the same key is a new
// request. A change whose outcome is unknown and that the app cannot look for on the service (a
// task, a new contact without an email) is not sent again under another token: that could make
// it twice. It is shown as refused, for the user to check and retry or discard.
import type { OutboxRow } from '../../db/queries/outbox';
import type { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import { payloadOf } from './outbox-ops';

/** Whether an op whose outcome is unknown can be settled by reading the service. */
function canBeLookedFor(op: OutboxRow): boolean {
  if (op.kind === 'contact.create') return Boolean((payloadOf(op).emails as string[] | undefined)?.length);
  return op.kind === 'contact.update' || op.kind === 'contact.pipeline' || op.kind === 'contact.extend';
}

/**
 * What an op's `key_sent_under` becomes as it is marked `sending` (one write with that state):
 * its key and the current service and token; or, for an op whose outcome is unknown, the scope
 * it was first sent under. Throws (refused) when such an op cannot be looked for on the service
 * and the token has changed since.
 */
export function keySentUnder(op: OutboxRow, client: RemoteClient, wasAmbiguous: boolean): string {
  const scope = `${op.idempotency_key} ${client.keyScope}`;
  const earlier = op.key_sent_under;
  // Not unclear: no attempt under this key can have been applied, so the new token's record is the one that counts.
  if (!earlier?.startsWith(`${op.idempotency_key} `) || !wasAmbiguous) return scope;
  if (earlier !== scope && !canBeLookedFor(op)) {
    throw new RemoteFailure(
      'rejected',
      'Rolodeck cannot tell whether this change reached the service: its answer was lost, and the access token has changed since, so the service no longer recognises it. Check on the service, then retry or discard it.',
    );
  }
  return earlier;
}

/**
 * Whether the service can no longer recognise an op's last attempt: it went out under another
 * service address or token than the current one (`keyScope`), and the service keeps keys per
 * token. False when either is unknown: no service is set up now, or the op was sent before
 * scopes were recorded (migration 0007).
 */
export function sentUnderAnotherScope(op: Pick<OutboxRow, 'key_sent_under'>, keyScope: string | null): boolean {
  const sentUnder = op.key_sent_under?.split(' ')[1];
  return Boolean(keyScope && sentUnder && sentUnder !== keyScope);
}
