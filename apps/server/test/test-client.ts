// A browser-like client over fastify.inject: keeps cookies, the CSRF token and the account id from headers.
import type { FastifyInstance } from 'fastify';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body's bytes (`send` only). */
  bytes?: Buffer;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  acid: number | null = null;
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  /** The client address the server sees (the socket's); fastify.inject's default when null. */
  remoteAddress: string | null = null;

  private readonly http: FastifyInstance;
  language: 'ja' | 'en';

  constructor(http: FastifyInstance, language: 'ja' | 'en') {
    this.http = http;
    this.language = language;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    if (method !== 'GET' && this.csrfToken === null) await this.request('GET', '/api/v1/me');
    const response = await this.http.inject({
      method,
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        cookie: this.cookieHeader(),
        'user-agent': this.userAgent,
        'accept-language': this.language,
        ...(this.csrfToken && method !== 'GET' ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(this.acid ? { 'x-tcj-acid': String(this.acid) } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const csrf = response.headers['x-csrf-token'];
    if (typeof csrf === 'string') this.csrfToken = csrf;
    const contentType = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: (contentType.includes('json') ? response.json() : {}) as T,
      headers: response.headers as Record<string, string | string[] | undefined>,
      text: response.body,
    };
  }

  /** Any method with a raw body and headers (tus), with the session cookie, CSRF token and acid as usual. */
  async send(
    method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
    url: string,
    options: { payload?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    if (method !== 'GET' && method !== 'HEAD' && this.csrfToken === null) await this.request('GET', '/api/v1/me');
    const isSafe = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    const response = await this.http.inject({
      method,
      url,
      headers: {
        cookie: this.cookieHeader(),
        'user-agent': this.userAgent,
        'accept-language': this.language,
        ...(this.csrfToken && !isSafe ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(this.acid ? { 'x-tcj-acid': String(this.acid) } : {}),
        ...options.headers,
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: contentType.includes('json') && response.body !== '' ? response.json() : {},
      headers: response.headers as Record<string, string | string[] | undefined>,
      text: response.body,
      bytes: response.rawPayload,
    };
  }

  get<T = Record<string, unknown>>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = Record<string, unknown>>(url: string, body: unknown = {}) {
    return this.request<T>('POST', url, body);
  }
  put<T = Record<string, unknown>>(url: string, body: unknown = {}) {
    return this.request<T>('PUT', url, body);
  }
  patch<T = Record<string, unknown>>(url: string, body: unknown = {}) {
    return this.request<T>('PATCH', url, body);
  }
  delete<T = Record<string, unknown>>(url: string) {
    return this.request<T>('DELETE', url);
  }
}
