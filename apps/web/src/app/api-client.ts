// The shared HTTP client (spec 7): typed from the contract objects, camelCase on this side, snake_case on the wire.
import type { BodyOf, EndpointContract, ParamsOf, QueryOf, ResponseOf } from '@otodoke/contract';
import { type CamelCaseKeysDeep, camelizeKeys, snakifyKeys, toQueryString, toSnakeKey } from './api-case.ts';
import { ApiRequestError, errorFromResponse, networkError, redirectError, timeoutError } from './api-error.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';
import { parseAcid, requestContext } from './request-context.ts';

/** The part of a contract the client needs at run time. */
export type EndpointRef = Pick<EndpointContract, 'method' | 'path'>;

type ArgField<K extends string, T> = unknown extends T
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: CamelCaseKeysDeep<T> }
    : Partial<T> extends T
      ? { [P in K]?: CamelCaseKeysDeep<T> }
      : { [P in K]: CamelCaseKeysDeep<T> };

/** Arguments of a call, camelCased; each part is required exactly when the contract declares it. */
export type CallArgs<C> = ArgField<'params', ParamsOf<C>> &
  ArgField<'query', QueryOf<C>> &
  ArgField<'body', BodyOf<C>> & { signal?: AbortSignal };

/** A call's result as the web app sees it. */
export type ApiResult<C> = CamelCaseKeysDeep<ResponseOf<C>>;

type CallRest<C> = Partial<CallArgs<C>> extends CallArgs<C> ? [args?: CallArgs<C>] : [args: CallArgs<C>];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Fills `{name}` segments of a contract path (same rule as the contract's buildPath). Params arrive snake-cased like
 * every other key, while the spec writes some placeholders in camelCase (`{songId}`), so both spellings are looked up.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? params[toSnakeKey(name)];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Stores the CSRF token and account id every answer carries. */
function captureHeaders(headers: Headers): void {
  requestContext.setCsrfToken(headers.get('x-csrf-token'));
  const acid = headers.get('x-tcj-acid');
  if (acid !== null) requestContext.setAcid(parseAcid(acid));
}

function buildHeaders(method: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': requestContext.language });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const { acid, csrfToken } = requestContext;
  if (acid !== null) headers.set('x-tcj-acid', String(acid));
  if (csrfToken && STATE_CHANGING.has(method)) headers.set('X-CSRF-TOKEN', csrfToken);
  return headers;
}

async function readBody(response: Response): Promise<{ json: unknown; isHtml: boolean }> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text)) return { json: undefined, isHtml: true };
  if (!text) return { json: undefined, isHtml: false };
  try {
    return { json: JSON.parse(text), isHtml: false };
  } catch {
    return { json: undefined, isHtml: false };
  }
}

function combineSignals(timeout: AbortSignal, external: AbortSignal | undefined): AbortSignal {
  if (!external) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([timeout, external]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  timeout.addEventListener('abort', abort);
  external.addEventListener('abort', abort);
  return controller.signal;
}

/**
 * Calls one endpoint. Resolves with the camelCased response; rejects with ApiRequestError for anything but a
 * 2xx JSON answer (redirects are not followed; a 2xx HTML answer is a redirect error).
 */
export async function callApi<C extends EndpointRef>(contract: C, ...[args]: CallRest<C>): Promise<ApiResult<C>> {
  const call = (args ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const url =
    fillPath(contract.path, snakifyKeys(call.params ?? {}) as Record<string, unknown>) +
    toQueryString(call.query as Record<string, unknown> | undefined);
  const hasBody = call.body !== undefined && contract.method !== 'GET';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const language = requestContext.language;

  let response: Response;
  try {
    response = await fetch(url, {
      method: contract.method,
      headers: buildHeaders(contract.method, hasBody),
      body: hasBody ? JSON.stringify(snakifyKeys(call.body)) : undefined,
      credentials: 'include',
      redirect: 'manual',
      signal: combineSignals(timeout.signal, call.signal),
    });
  } catch (error) {
    clearTimeout(timer);
    if (timeout.signal.aborted) throw timeoutError(language);
    if (call.signal?.aborted) throw error;
    throw networkError(error, language);
  }

  try {
    captureHeaders(response.headers);
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw redirectError(url, response.headers.get('location') ?? response.url);
    }
    const { json, isHtml } = await readBody(response);
    if (response.status >= 200 && response.status < 300) {
      if (isHtml) throw redirectError(url, response.url || url);
      return camelizeKeys(json) as ApiResult<C>;
    }
    throw errorFromResponse(response.status, json, language, url);
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (timeout.signal.aborted) throw timeoutError(language);
    throw networkError(error, language);
  } finally {
    clearTimeout(timer);
  }
}
