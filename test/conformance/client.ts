// A tiny HTTP client for the contact service, as any client would use it: fetch, Bearer token,
// JSON in and out. Shared by the conformance suite and the server tests.

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding), e.g. malformed JSON. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Omit the Authorization header, or send this token instead. */
  token?: string | null;
}

export class ServiceClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const token = options.token === undefined ? this.token : options.token;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let body: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // leave as text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  /** Creates a contact and returns its representation (throws unless 201). */
  async createContact(input: Record<string, unknown>): Promise<any> {
    const response = await this.post('/api/contacts', input);
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
    return response.body;
  }
}

/** A unique suffix so runs against a shared deployment never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
