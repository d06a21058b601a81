// "Test connection": one authenticated GET of the first contact page, and the exact reason
// when it fails — unreachable, TLS, a token refused (401) or without access (403), an address
// that redirects (and the one to enter instead), or an answer that is not a contact service.
import type { ConnectionTest } from '../../preload/contract';
import { RemoteClient } from './client';
import { RemoteFailure } from './errors';
import { Redirected } from './redirect';

export async function testConnection(serviceUrl: string | null, token: string | null, timeoutMs = 10_000): Promise<ConnectionTest> {
  if (!serviceUrl) return { ok: false, reason: 'not_configured', message: 'Enter the address of your contact service.' };
  if (!token) return { ok: false, reason: 'not_configured', message: 'Enter an access token for the contact service.' };
  const client = new RemoteClient({ baseUrl: serviceUrl, token, timeoutMs });
  try {
    const page = await client.listPage(1);
    const n = page.totalItems ?? page.contacts.length;
    return { ok: true, reason: 'ok', message: `Connected: the service holds ${n} contact${n === 1 ? '' : 's'}.` };
  } catch (error) {
    if (!(error instanceof RemoteFailure)) throw error;
    if (error instanceof Redirected) return redirected(serviceUrl, error);
    switch (error.kind) {
      case 'tls':
        return { ok: false, reason: 'tls', message: `A secure connection could not be made: ${error.message}. Check the address, or the service's certificate.` };
      case 'unauthorized':
        // A 401 is the service's answer; without a status the token could not even be sent.
        if (error.status !== 401) return { ok: false, reason: 'unauthorized', message: `${error.message}.` };
        return { ok: false, reason: 'unauthorized', message: 'The service refused the token (401). Create a new token and paste it here.' };
      case 'malformed':
        return { ok: false, reason: 'not_a_contact_service', message: `Something answered at ${serviceUrl}, but not a contact service: ${error.message}${withoutApiHint(serviceUrl) && `.${withoutApiHint(serviceUrl)}`}` };
      case 'rejected':
        // The service knows the token (a refused one is a 401) but does not let it read contacts.
        if (error.status === 403) {
          return { ok: false, reason: 'unauthorized', message: `The service does not let this token read its contacts (${error.message}). Ask whoever runs the service for a token with access to contacts, and paste it here.` };
        }
        return { ok: false, reason: 'not_a_contact_service', message: `Something answered at ${serviceUrl}, but not a contact service: it refused the contact list (${error.message}).${withoutApiHint(serviceUrl)}` };
      default:
        if (error.status !== null) {
          return { ok: false, reason: 'unreachable', message: `The service answered with an error: ${error.message}. Try again later.` };
        }
        return { ok: false, reason: 'unreachable', message: `Nothing answered at ${serviceUrl}. ${error.message}. Check the address and your connection.` };
    }
  }
}

/** The address redirects: the service is elsewhere (say where, as an address the form takes), or that is no service's answer. */
function redirected(serviceUrl: string, error: Redirected): ConnectionTest {
  const to = error.location ? ` to ${error.location}` : '';
  const message = error.movedTo
    ? `The service is not at ${serviceUrl}: it redirects${to}. Enter ${error.movedTo} as the service address.`
    : `Something answered at ${serviceUrl}, but not a contact service: it redirects${to}, which Rolodeck does not follow (the token would go along). Check the address.`;
  return { ok: false, reason: 'not_a_contact_service', message };
}

/**
 * The service's routes are under /api already (/api/contacts): an address pasted with /api on
 * the end asks for /api/api/contacts. Say what to enter instead.
 */
function withoutApiHint(serviceUrl: string): string {
  const match = /^(.*?)\/api\/*$/.exec(serviceUrl);
  return match ? ` Enter the service's address without /api: ${match[1]}` : '';
}
