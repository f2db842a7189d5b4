import {
  clickMyOneTimeAlert,
  getAcknowledgement,
  getInvite,
  getMe,
  getMySong,
  signIn,
  signOut,
  startGoogleSignIn,
} from '@otodoke/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client.ts';
import { ApiRequestError, normaliseErrorCode, toApiRequestError } from './api-error.ts';
import { requestContext } from './request-context.ts';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  requestContext.setLanguage('ja');
  requestContext.setAcid(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastCall(): FetchArgs {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call as FetchArgs;
}

describe('callApi requests', () => {
  it('sends snake_case bodies, the CSRF token, acid and language, without following redirects', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }, { 'x-csrf-token': 'tok-1', 'x-tcj-acid': '42' }));
    await callApi(getMe);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { next_action: null, challenge_token: null, retry_after: null, redirect_url: '/dashboard' }),
    );
    requestContext.setLanguage('en');
    const result = await callApi(signIn, { body: { email: 'a@example.com', password: 'secret', redirectUrl: '/x' } });

    const [url, init] = lastCall();
    expect(url).toBe('/api/v1/auth/signin');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.redirect).toBe('manual');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@example.com', password: 'secret', redirect_url: '/x' });
    const headers = new Headers(init.headers);
    expect(headers.get('X-CSRF-TOKEN')).toBe('tok-1');
    expect(headers.get('x-tcj-acid')).toBe('42');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(result).toEqual({ nextAction: null, challengeToken: null, retryAfter: null, redirectUrl: '/dashboard' });
  });

  it('does not send the CSRF token on GET, fills path params and converts query keys', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { account_name: 'A', email: 'e', has_individual: false, status_id: 10 }),
    );
    const invite = await callApi(getInvite, { params: { token: 'a/b' } });
    expect(lastCall()[0]).toBe('/api/v1/invites/a%2Fb');
    expect(new Headers(lastCall()[1].headers).has('X-CSRF-TOKEN')).toBe(false);
    expect(invite.accountName).toBe('A');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { authorization_url: 'u', provider_name: 'p', is_simulator: true }),
    );
    await callApi(startGoogleSignIn, { query: { returnTo: 'creators' } });
    expect(lastCall()[0]).toBe('/api/v1/auth/google?return_to=creators');
  });

  it('fills camelCase path placeholders from the snake-cased params', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { acknowledged: false, acknowledged_at: null }));
    await callApi(getAcknowledgement, { params: { serviceId: 'karaoke' } });
    expect(lastCall()[0]).toBe('/api/vf/acknowledges/karaoke');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { code: 'NOT_FOUND', message: 'x', details: {}, status_code: 404 }),
    );
    await expect(callApi(getMySong, { params: { songId: 7 } })).rejects.toBeInstanceOf(ApiRequestError);
    expect(lastCall()[0]).toBe('/api/v2/me/songs/7');
  });

  it('reports a changed x-tcj-acid to listeners', async () => {
    const seen: Array<[number | null, number | null]> = [];
    const stop = requestContext.onAcidChange((acid, previous) => seen.push([acid, previous]));
    requestContext.setAcid(1);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }, { 'x-tcj-acid': '2' }));
    await callApi(signOut);
    stop();
    expect(seen).toEqual([
      [1, null],
      [2, 1],
    ]);
  });
});

describe('callApi errors', () => {
  it('turns an API error body into ApiRequestError with camelCased details', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: '修正が必要な項目があります',
        details: { fields: { company_name: '必須入力項目です' } },
        status_code: 400,
      }),
    );
    const error = await callApi(signIn, { body: { email: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.message).toBe('修正が必要な項目があります');
    expect(apiError.statusCode).toBe(400);
    expect(apiError.isClientError).toBe(true);
    expect(apiError.fieldErrors).toEqual({ companyName: '必須入力項目です' });
  });

  it('falls back to the HTTP status as code when the body is not an API error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    const error = (await callApi(getMe).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.code).toBe(502);
    expect(error.statusCode).toBe(502);
    expect(error.isClientError).toBe(false);
    expect(error.message).toBe('エラーが発生しました。時間を置いて再度お試しください。');
  });

  it('treats an HTML body on a 2xx answer as a redirect error', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = (await callApi(getMe).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.code).toBe(302);
    expect(error.message).toBe('Redirect response from the API');
    expect(error.details).toEqual({ originalUrl: '/api/v1/me', redirectUrl: '/api/v1/me' });
    expect(error.source).toBe('apiRedirect');
    expect(error.isWarning).toBe(true);
  });

  it('treats a refused redirect as a redirect error', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 302, headers: { location: '/creators' } }));
    const error = (await callApi(getMe).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.code).toBe(302);
    expect(error.details).toEqual({ originalUrl: '/api/v1/me', redirectUrl: '/creators' });
  });

  it('reports network failures and timeouts without an HTTP status', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const network = (await callApi(getMe).catch((e: unknown) => e)) as ApiRequestError;
    expect(network.source).toBe('network');
    expect(network.code).toBe('NETWORK_ERROR');
    expect(network.statusCode).toBeNull();
    expect(network.isClientError).toBe(false);

    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = callApi(getMe).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    const timeout = (await pending) as ApiRequestError;
    expect(timeout.source).toBe('timeout');
    expect(timeout.isWarning).toBe(true);
  });
});

describe('a 403 from the one-time alert', () => {
  const forbidden = { code: 'FORBIDDEN', message: '操作を実行する権限が不足しています', details: {} };

  it('is a warning only (spec 8), where a 403 from elsewhere is an error', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, forbidden));
    const alert = (await callApi(clickMyOneTimeAlert, { body: { id: 3, part: 'close' } }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(alert.statusCode).toBe(403);
    expect(alert.requestUrl).toBe('/api/v2/me/one_time_alert');
    expect(alert.isWarning).toBe(true);

    fetchMock.mockResolvedValueOnce(jsonResponse(403, forbidden));
    const other = (await callApi(getMe).catch((e: unknown) => e)) as ApiRequestError;
    expect(other.isWarning).toBe(false);
  });
});

describe('error normalisation', () => {
  it('takes the body code, else the error code, else the HTTP status, else -1', () => {
    expect(normaliseErrorCode('ART1', 'ECONNRESET', 500)).toBe('ART1');
    expect(normaliseErrorCode(undefined, 'ECONNRESET', 500)).toBe('ECONNRESET');
    expect(normaliseErrorCode(undefined, undefined, 404)).toBe(404);
    expect(normaliseErrorCode(undefined, undefined, null)).toBe(-1);
    expect(normaliseErrorCode('', undefined, undefined)).toBe(-1);
  });

  it("gives any thrown value a code ('unknown' when missing) and a message ('Unknown error' when missing)", () => {
    const plain = toApiRequestError({});
    expect(plain.code).toBe('unknown');
    expect(plain.message).toBe('Unknown error');
    const withCode = toApiRequestError({ code: 'MST1', message: 'mastering failed', status_code: 409 });
    expect(withCode.code).toBe('MST1');
    expect(withCode.statusCode).toBe(409);
    expect(withCode.isClientError).toBe(true);
    const fromError = toApiRequestError(new Error('boom'));
    expect(fromError.code).toBe('unknown');
    expect(fromError.message).toBe('boom');
  });

  it('counts 400 to 499 as client-side failures', () => {
    const make = (statusCode: number) => new ApiRequestError({ code: 1, message: 'm', statusCode, source: 'api' });
    expect(make(399).isClientError).toBe(false);
    expect(make(400).isClientError).toBe(true);
    expect(make(499).isClientError).toBe(true);
    expect(make(500).isClientError).toBe(false);
  });
});
