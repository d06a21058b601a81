// The remote client: one method per service endpoint, over node:http(s) (http-exchange.ts) with a
// timeout on every request. Answers are parsed tolerantly (parse.ts); failures are classified (errors.ts).
import { createHash, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { serializeItem } from 'structured-headers';
import { serviceAddress } from '../../preload/contract/settings';
import { RemoteFailure, networkFailure, parseRetryAfter } from './errors';
import { Redirected, movedServiceAddress } from './redirect';
import { exchange, type AnswerHeaders, type ExchangeAnswer } from './http-exchange';
import { MalformedResponse, idFromIri, parsePage, parseStates, parseWith, problemFields, problemMessage, remoteContactSchema, type ParsedPage, type RemoteContact, type RemoteState } from './parse';

export interface ClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  /**
   * How long a request that has the service write something may take: drafting or refining an
   * email, sending one, reading pasted text in the wizard. The service may be waiting on a
   * language model (the reference service gives one up to 60 s) or on mail delivery, and a
   * timeout here would hide its own, clearer answer; a send cut short would be left unclear.
   */
  writingTimeoutMs?: number;
  /** Aborts every request in flight (the engine stopping). */
  signal?: AbortSignal;
  /** The largest answer read (default: http-exchange's MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: AnswerHeaders;
}

/**
 * A contact from a write's answer. `replayed`: the service answered from its Idempotency-Key
 * record, so the contact is as it was at the first attempt — possibly older than what a pull
 * has seen since. Such a body must not be merged as the service's current state.
 */
export interface WriteAnswer {
  contact: RemoteContact | null;
  replayed: boolean;
}

/**
 * A create's answer. The spec does not show it: a 2xx made the contact whatever its body says.
 * `id`: the new contact's id, from the contact in the body, its `@id`, or the Location header;
 * null when the answer names none.
 */
export interface CreateAnswer extends WriteAnswer {
  id: string | null;
}

/**
 * Text from the service's answer with the token taken out. An error's words reach the window
 * (Test connection, the sync status, a refused change), and an address on the token's origin
 * that echoes what it was sent (a debugging route, a proxy's error page) would otherwise hand
 * the token to it: the token never leaves the main process, whoever's words carry it. A token of
 * a few characters guards nothing, and taking out every "a" of a message would garble it.
 */
export function withoutToken(text: string, token: string): string {
  if (token.length < 4) return text;
  const spellings = new Set([token, encodeURIComponent(token), JSON.stringify(token).slice(1, -1)]);
  let out = text;
  for (const spelling of spellings) out = out.split(spelling).join('[token]');
  return out;
}

const replayed = (a: Answer) => /^(true|1)$/i.test(a.headers.get('idempotent-replayed') ?? '');

interface RequestOptions {
  body?: unknown;
  idempotencyKey?: string;
  /** Statuses that are answers, not failures (e.g. 404 for "is it gone?"). */
  accept?: number[];
  /**
   * A change whose 2xx is the whole answer (the spec shows no body): a body that is not JSON is
   * read as none, instead of leaving a change the service accepted unsettled.
   */
  bodyOptional?: boolean;
  /** Waits this long for the answer instead of the client's usual timeout. */
  timeoutMs?: number;
  /** Aborts this request alone (the user stopped it), besides the engine's abort of them all. */
  signal?: AbortSignal;
}

/** The default of ClientOptions.writingTimeoutMs. */
export const WRITING_TIMEOUT_MS = 90_000;

/**
 * A 409 is "the first request under this Idempotency-Key is still running" (server/http/
 * idempotency.ts) when it says when to come back or names an idempotency problem: retried. Any
 * other conflict (a duplicate, say) is the service refusing the change.
 */
function isKeyInFlight(status: number, body: unknown, retryAfterMs: number | null): boolean {
  if (status !== 409) return false;
  const type = (body as { type?: unknown } | null)?.type;
  return retryAfterMs !== null || (typeof type === 'string' && /idempotenc/i.test(type));
}

/** Every 4xx but 401: for a listing outside the spec, "this service has none for us". */
/** Far more pages than any pipeline has: a listing that goes on (a next link to itself) is not used. */
const MAX_STATE_PAGES = 50;
const NO_SUCH_LISTING = Array.from({ length: 100 }, (_, i) => 400 + i).filter((status) => status !== 401);

/**
 * A 401 is the service refusing the token when its challenge asks for a bearer token, or names
 * none. One that asks only for another kind of sign-in (Basic: a web server's password prompt,
 * in front of an HTML page) is not a contact service's: answers that scheme, else null.
 */
function otherSignIn(challenge: string | null): string | null {
  if (!challenge?.trim() || /(^|,)\s*bearer(\s|,|$)/i.test(challenge)) return null;
  return /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)/.exec(challenge)?.[1] ?? 'another';
}

/** The contact in a write's answer, if the body is one (the spec does not say it is). */
const contactIn = (body: unknown): RemoteContact | null => {
  const parsed = remoteContactSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** The id a create's answer names: the contact's own, its `@id`, or the Location it points to. */
function createdId(answer: Answer, contact: RemoteContact | null): string | null {
  if (contact) return contact.id;
  const iri = (answer.body as { '@id'?: unknown } | null)?.['@id'];
  if (typeof iri === 'string' && iri) return idFromIri(iri);
  const location = answer.headers.get('location');
  return location ? idFromIri(location.replace(/[?#].*$/, '')) : null;
}

export class RemoteClient {
  readonly baseUrl: string;
  /** Names the service and token without the token: Idempotency-Keys are kept per token (sync/key-scope.ts). */
  readonly keyScope: string;
  private readonly origin: string | null;
  /** The base address's path ('' or e.g. '/crm'): a service may live under one. */
  private readonly basePath: string;
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly writingTimeoutMs: number;
  private readonly signal: AbortSignal | undefined;
  private readonly maxAnswerBytes: number | undefined;

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.origin = URL.canParse(this.baseUrl) ? new URL(this.baseUrl).origin : null; // a bad address fails at its first request
    this.basePath = URL.canParse(this.baseUrl) ? new URL(this.baseUrl).pathname.replace(/\/+$/, '') : '';
    this.token = options.token;
    // The address as the service it names: saved again in another spelling (HTTP://, a default
    // port), it is still the service that holds the keys. An address in its usual form hashes as before.
    this.keyScope = createHash('sha256').update(`${serviceAddress(this.baseUrl)}\n${options.token}`).digest('base64url').slice(0, 22);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.writingTimeoutMs = Math.max(this.timeoutMs, options.writingTimeoutMs ?? WRITING_TIMEOUT_MS);
    this.signal = options.signal;
    // Each request in flight listens for the engine's abort: more than ten at once is expected.
    if (this.signal) setMaxListeners(0, this.signal);
    this.maxAnswerBytes = options.maxAnswerBytes;
  }

  /**
   * A path such as /api/contacts?page=2, or an IRI the service gave us, as an absolute URL. The
   * token goes to the service's own origin only: an absolute link to any other (a proxy's
   * internal name, or an answer that points elsewhere) is read as a path on this service.
   */
  url(path: string): string {
    if (/^https?:\/\//i.test(path)) {
      const target = new URL(path);
      if (target.origin === this.origin) return path;
      path = `${target.pathname}${target.search}`;
    }
    return `${this.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  /**
   * A link the service gave (its next page), as a path to request. A link is read as links are
   * on the web: a service under a path (https://host/crm) writes its links from the host's root
   * (/crm/api/contacts?page=2), so the base's path it already holds is not added again (the
   * page asked for was /crm/crm/api/…). A link without it is a path under the base, as before.
   */
  private linkPath(link: string): string {
    let path = link;
    if (/^https?:\/\//i.test(link)) {
      const target = new URL(link);
      if (target.origin === this.origin) return link;
      path = `${target.pathname}${target.search}`; // another origin: read as a path here (url())
    }
    const base = this.basePath;
    if (!base || !path.startsWith('/')) return path;
    return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) ? path.slice(base.length) || '/' : path;
  }

  /** The engine's signal, with the request's own when it has one. */
  private signalFor(own: AbortSignal | undefined): AbortSignal | undefined {
    if (!own) return this.signal;
    return this.signal ? AbortSignal.any([this.signal, own]) : own;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const what = `${method} ${path.replace(/\?.*/, '')}`;
    // As the interface says: every request accepts application/json, every body is application/json.
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${this.token}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    // As the draft has it: a String of RFC 8941, "8e03978e-…" with its quotes.
    if (options.idempotencyKey) headers['idempotency-key'] = serializeItem(options.idempotencyKey);
    let answer: ExchangeAnswer;
    try {
      answer = await exchange(this.url(path), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        timeoutMs: options.timeoutMs ?? this.timeoutMs,
        signal: this.signalFor(options.signal),
        maxAnswerBytes: this.maxAnswerBytes,
      });
    } catch (error) {
      throw networkFailure(error, what, method);
    }
    const { status } = answer;
    const ok = status >= 200 && status < 300;
    // An answer that is not a success is read for its words, and words reach the window: the
    // token comes out of the whole text before anything is made of it. Cut first (a text body is
    // kept to its first 300 characters), a token across the cut would leave its first characters,
    // which no longer spell the token and so were not taken out.
    const raw = ok ? answer.text : withoutToken(answer.text, this.token);
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        if (ok && !options.bodyOptional) throw new RemoteFailure('malformed', new MalformedResponse(what, 'not JSON').message, status);
        body = ok ? null : raw;
      }
    }
    if (ok || options.accept?.includes(status)) return { status, body, headers: answer.headers };
    if (status >= 300 && status < 400) {
      // Not followed. A read was not answered: the address is wrong. A write may have been
      // applied before the redirect (post-redirect-get): that is for the engine to settle.
      const said = answer.headers.get('location');
      const location = said === null ? null : withoutToken(said, this.token);
      const movedTo = location === null ? null : movedServiceAddress(this.baseUrl, this.url(path), location);
      const advice = movedTo ? `: enter ${movedTo} as the service address in Settings` : location ? ', which Rolodeck does not follow: check the service address in Settings' : '';
      const message = `${what}: the service redirects${location ? ` to ${location}` : ''}${advice}`;
      throw new Redirected(method === 'GET' ? 'rejected' : 'ambiguous', message, status, location, movedTo);
    }
    const message = withoutToken(`${what}: ${problemMessage(status, body)}`, this.token);
    const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'));
    if (status === 401) {
      const scheme = otherSignIn(answer.headers.get('www-authenticate'));
      if (scheme === null) throw new RemoteFailure('unauthorized', 'The service refused the token (401): enter a new token in Settings', status);
      // Nothing was done, and an access token will not get in: this is not a contact service.
      const words = `${what}: it asks for a user name and password (HTTP 401, ${scheme} sign-in), not an access token`;
      throw new RemoteFailure(method === 'GET' ? 'malformed' : 'not_sent', withoutToken(words, this.token), status);
    }
    if (status === 429 || status === 503 || isKeyInFlight(status, body, retryAfterMs)) throw new RemoteFailure('not_sent', message, status, retryAfterMs);
    if (status >= 500) throw new RemoteFailure('ambiguous', message, status, retryAfterMs);
    if (status === 408) throw new RemoteFailure('ambiguous', message, status, retryAfterMs);
    throw new RemoteFailure('rejected', message, status, null, problemFields(body).map((field) => withoutToken(field, this.token)));
  }

  private contact(body: unknown, what: string): RemoteContact {
    try {
      return parseWith(remoteContactSchema, body, what);
    } catch (error) {
      throw new RemoteFailure('malformed', (error as Error).message);
    }
  }

  async listPage(pathOrPage: string | number): Promise<ParsedPage> {
    const path = typeof pathOrPage === 'number' ? `/api/contacts?page=${pathOrPage}` : this.linkPath(pathOrPage);
    const answer = await this.request('GET', path);
    try {
      return parsePage(answer.body);
    } catch (error) {
      throw new RemoteFailure('malformed', (error as Error).message);
    }
  }

  async findByEmail(email: string): Promise<RemoteContact[]> {
    const answer = await this.request('GET', `/api/contacts?email=${encodeURIComponent(email)}`);
    try {
      return parsePage(answer.body).contacts;
    } catch (error) {
      throw new RemoteFailure('malformed', (error as Error).message);
    }
  }

  /** The contact, or null when the service answers 404 (it is gone). */
  async getContact(remoteId: string): Promise<RemoteContact | null> {
    const answer = await this.request('GET', `/api/contacts/${encodeURIComponent(remoteId)}`, { accept: [404, 410] });
    if (answer.status === 404 || answer.status === 410) return null;
    return this.contact(answer.body, 'contact');
  }

  /**
   * The service's pipeline states, or null when it has no such listing for us. The interface does
   * not name one, so no answer to it may stop the contacts syncing: a refusal (404, 405, 403…),
   * a failure (5xx) or a page that is no listing (an HTML 200) all mean "none this pass", and the
   * states come from the contacts. Only a refused token or no connection end the pass here, as
   * they would at the listing.
   */
  /**
   * Every pipeline state, following pages (hydra:next, else page numbers while totalItems says
   * more); null when the service has no such list or a page fails: a partial list would read
   * as states the service removed.
   */
  async pipelineStates(): Promise<RemoteState[] | null> {
    const states: RemoteState[] = [];
    let path: string | null = '/api/pipeline_states';
    for (let page = 1; path; page++) {
      if (page > MAX_STATE_PAGES) return null;
      let answer: Answer;
      try {
        answer = await this.request('GET', path, { accept: NO_SUCH_LISTING });
      } catch (error) {
        if (error instanceof RemoteFailure && (error.kind === 'unauthorized' || error.kind === 'not_sent' || error.kind === 'tls')) throw error;
        return null;
      }
      if (answer.status >= 400) return null;
      let parsed: ReturnType<typeof parseStates>;
      try {
        parsed = parseStates(answer.body);
      } catch {
        return null;
      }
      states.push(...parsed.states);
      const more = parsed.states.length > 0 && parsed.totalItems !== null && states.length < parsed.totalItems;
      path = parsed.next ? this.linkPath(parsed.next) : more ? `/api/pipeline_states?page=${page + 1}` : null;
    }
    return states;
  }

  async createContact(body: Record<string, unknown>, key: string): Promise<CreateAnswer> {
    const answer = await this.request('POST', '/api/contacts', { body, idempotencyKey: key, bodyOptional: true });
    const contact = contactIn(answer.body);
    return { contact, id: createdId(answer, contact), replayed: replayed(answer) };
  }

  /** Updates; answers the contact when the service returns it (a 204 or a summary is success too). */
  async patchContact(remoteId: string, body: Record<string, unknown>, key: string): Promise<WriteAnswer> {
    const answer = await this.request('PATCH', `/api/contacts/${encodeURIComponent(remoteId)}`, {
      body,
      idempotencyKey: key,
      bodyOptional: true,
    });
    return { contact: contactIn(answer.body), replayed: replayed(answer) };
  }

  /** Appends text; answers the contact when the service returns it (the spec does not say). */
  async extend(remoteId: string, body: { text: string; field: string }, key: string): Promise<WriteAnswer> {
    const answer = await this.request('POST', `/api/contacts/${encodeURIComponent(remoteId)}/extend`, { body, idempotencyKey: key, bodyOptional: true });
    return { contact: contactIn(answer.body), replayed: replayed(answer) };
  }

  async setPipelineState(remoteId: string, stateId: string | null, key: string): Promise<WriteAnswer> {
    const answer = await this.request('PATCH', `/api/contacts/${encodeURIComponent(remoteId)}/pipeline-state`, {
      body: { stateId },
      idempotencyKey: key,
      bodyOptional: true,
    });
    return { contact: contactIn(answer.body), replayed: replayed(answer) };
  }

  async createTask(remoteId: string, body: Record<string, unknown>, key: string): Promise<{ id: string | null }> {
    const answer = await this.request('POST', `/api/contacts/${encodeURIComponent(remoteId)}/tasks`, { body, idempotencyKey: key, bodyOptional: true });
    const b = (answer.body ?? {}) as { id?: unknown; '@id'?: unknown };
    const id = typeof b.id === 'string' ? b.id : typeof b['@id'] === 'string' ? b['@id'].split('/').pop()! : null;
    return { id };
  }

  /** `signal`: stops this request (the user's Stop); the answer, if one comes, is not read. */
  async wizardPrepare(text: string, signal?: AbortSignal): Promise<unknown> {
    return (await this.request('POST', '/api/contacts/prepare', { body: { text }, idempotencyKey: randomUUID(), timeoutMs: this.writingTimeoutMs, signal })).body;
  }

  async wizardConfirm(confirmationToken: string, overrides: Record<string, unknown>, key: string): Promise<RemoteContact> {
    // `key`: the card's id when the app has one, so a confirm repeated after a restart is answered
    // from the service's record instead of refused for a token already used.
    // The interface shows no answer: a contact, or only its @id or Location, are all success.
    const answer = await this.request('POST', '/api/contacts/confirm', { body: { confirmationToken, overrides }, idempotencyKey: key, bodyOptional: true, timeoutMs: this.writingTimeoutMs });
    const contact = contactIn(answer.body);
    if (contact) return contact;
    const id = createdId(answer, null);
    if (!id) throw new RemoteFailure('malformed', 'The service confirmed the contact but its answer names none (no contact, @id or Location).');
    const created = await this.getContact(id);
    if (!created) throw new RemoteFailure('malformed', `The service confirmed contact ${id}, but has no such contact.`);
    return created;
  }

  /** `signal`: stops this request (the user's Stop); the answer, if one comes, is not read. */
  async emailPrepare(remoteId: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    return (await this.request('POST', `/api/contacts/${encodeURIComponent(remoteId)}/emails/prepare`, { body, idempotencyKey: randomUUID(), timeoutMs: this.writingTimeoutMs, signal })).body;
  }

  async emailRefine(remoteId: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    return (await this.request('POST', `/api/contacts/${encodeURIComponent(remoteId)}/emails/refine`, { body, idempotencyKey: randomUUID(), timeoutMs: this.writingTimeoutMs, signal })).body;
  }

  async emailSend(remoteId: string, body: Record<string, unknown>, key: string): Promise<unknown> {
    return (await this.request('POST', `/api/contacts/${encodeURIComponent(remoteId)}/emails/send`, { body, idempotencyKey: key, bodyOptional: true, timeoutMs: this.writingTimeoutMs })).body;
  }
}
