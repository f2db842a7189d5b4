// The one error type the web client throws for a failed call, normalised per spec section 8.
import { camelizeKeys } from './api-case.ts';
import type { Language } from './constants.ts';

/** Where an error came from (spec 8 "client error sources", the ones this client produces). */
export type ApiErrorSource = 'api' | 'apiRedirect' | 'timeout' | 'network' | 'unknown';

export interface ApiErrorInit {
  code: string | number;
  message: string;
  details?: Record<string, unknown>;
  statusCode?: number | null;
  source: ApiErrorSource;
  /** The address called (path and query), when known. */
  requestUrl?: string;
}

export const UNKNOWN_ERROR_CODE = 'unknown';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const REDIRECT_ERROR_MESSAGE = 'Redirect response from the API';

/** Error codes the shell reacts to (server error catalogue). */
export const API_ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  forbidden: 'FORBIDDEN',
  invalidLoginState: 'INVALID_LOGIN_STATE',
  notSignedIn: 'NOT_SIGNED_IN',
  maintenance: 'MAINTENANCE',
  invalidCredentials: 'AUTH_INVALID_CREDENTIALS',
  inviteEmailMismatch: 'INVITE_EMAIL_MISMATCH',
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
} as const;

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly code: string | number;
  readonly details: Record<string, unknown>;
  /** HTTP status of the answer; null when no answer arrived (timeout, network). */
  readonly statusCode: number | null;
  readonly source: ApiErrorSource;
  readonly requestUrl: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message || UNKNOWN_ERROR_MESSAGE);
    this.code = init.code === '' ? UNKNOWN_ERROR_CODE : init.code;
    this.details = init.details ?? {};
    this.statusCode = init.statusCode ?? null;
    this.source = init.source;
    this.requestUrl = init.requestUrl ?? null;
  }

  /** Client-side failure: the server answered 400 to 499 (spec 8). */
  get isClientError(): boolean {
    return this.statusCode !== null && this.statusCode >= 400 && this.statusCode < 500;
  }

  /**
   * Errors logged only as warnings (spec 8): timeouts, network errors, redirects, not-signed-in, and a 403 from the
   * one-time alert (an alert no longer for the account, e.g. after switching accounts).
   */
  get isWarning(): boolean {
    return (
      this.source === 'timeout' ||
      this.source === 'network' ||
      this.source === 'apiRedirect' ||
      this.statusCode === 302 ||
      (this.statusCode === 401 && this.code === API_ERROR_CODES.notSignedIn) ||
      (this.statusCode === 403 && isOneTimeAlertUrl(this.requestUrl))
    );
  }

  /** Field messages of a VALIDATION_FAILED answer, keyed by camelCase field name. */
  get fieldErrors(): Record<string, string> {
    const fields = this.details.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    const out: Record<string, string> = {};
    for (const [name, message] of Object.entries(fields)) {
      if (typeof message === 'string') out[name] = message;
      else if (Array.isArray(message) && typeof message[0] === 'string') out[name] = message[0];
    }
    return out;
  }
}

/** The spec's /one_time_alert endpoint (GET and POST /api/v2/me/one_time_alert), with or without a query. */
export function isOneTimeAlertUrl(url: string | null): boolean {
  if (url === null) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.endsWith('/one_time_alert');
}

/** Whether a body is the API's error shape: code a number or string, message a string, details an object. */
export function isApiErrorBody(body: unknown): body is { code: string | number; message: string; details?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, details } = body as Record<string, unknown>;
  const codeOk = typeof code === 'number' || (typeof code === 'string' && code.length > 0);
  const detailsOk =
    details === undefined || details === null || (typeof details === 'object' && !Array.isArray(details));
  return codeOk && typeof message === 'string' && detailsOk;
}

/** Code normalisation (spec 8): body code, else error code, else HTTP status, else -1. */
export function normaliseErrorCode(
  bodyCode: unknown,
  errorCode: unknown,
  httpStatus: number | null | undefined,
): string | number {
  for (const candidate of [bodyCode, errorCode]) {
    if (typeof candidate === 'number' || (typeof candidate === 'string' && candidate !== '')) return candidate;
  }
  if (typeof httpStatus === 'number' && httpStatus > 0) return httpStatus;
  return -1;
}

/** The domain's ERROR_MESSAGES.error and .errorRetryLater (mirrored: see domain-mirror.test.ts). */
export const FALLBACK_MESSAGES: Record<'generic' | 'retryLater', Record<Language, string>> = {
  generic: { ja: 'エラーが発生しました', en: 'An error occurred.' },
  retryLater: {
    ja: 'エラーが発生しました。時間を置いて再度お試しください。',
    en: 'An error occurred. Please try again later.',
  },
};

/** Builds the error for a non-2xx answer from its status and (possibly unparsable) body. */
export function errorFromResponse(
  status: number,
  body: unknown,
  language: Language,
  requestUrl?: string,
): ApiRequestError {
  const called = requestUrl === undefined ? {} : { requestUrl };
  if (isApiErrorBody(body)) {
    return new ApiRequestError({
      code: normaliseErrorCode(body.code, undefined, status),
      message: body.message,
      details: isRecord(body.details) ? camelizeKeys(body.details) : {},
      statusCode: status,
      source: 'api',
      ...called,
    });
  }
  const record = isRecord(body) ? body : {};
  return new ApiRequestError({
    code: normaliseErrorCode(record.code, record.error, status),
    message: typeof record.message === 'string' ? record.message : FALLBACK_MESSAGES.retryLater[language],
    details: isRecord(record.details) ? camelizeKeys(record.details) : {},
    statusCode: status,
    source: 'api',
    ...called,
  });
}

/** A 2xx answer carrying HTML, or a redirect the client refused to follow (spec 8). */
export function redirectError(originalUrl: string, redirectUrl: string): ApiRequestError {
  return new ApiRequestError({
    code: 302,
    message: REDIRECT_ERROR_MESSAGE,
    details: { originalUrl, redirectUrl },
    statusCode: 302,
    source: 'apiRedirect',
  });
}

export function timeoutError(language: Language): ApiRequestError {
  return new ApiRequestError({
    code: 'TIMEOUT',
    message: FALLBACK_MESSAGES.retryLater[language],
    source: 'timeout',
  });
}

export function networkError(cause: unknown, language: Language): ApiRequestError {
  const code = isRecord(cause) ? cause.code : undefined;
  return new ApiRequestError({
    code: normaliseErrorCode(undefined, code ?? 'NETWORK_ERROR', null),
    message: FALLBACK_MESSAGES.retryLater[language],
    source: 'network',
  });
}

/**
 * Any thrown value as an ApiRequestError: missing code becomes 'unknown', missing message 'Unknown error'
 * (spec 8 "error shape").
 */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const record = isRecord(error) ? error : {};
  const code = normaliseErrorCode(record.code, undefined, numberOrNull(record.statusCode ?? record.status_code));
  return new ApiRequestError({
    code: code === -1 ? UNKNOWN_ERROR_CODE : code,
    message: typeof record.message === 'string' && record.message ? record.message : UNKNOWN_ERROR_MESSAGE,
    details: isRecord(record.details) ? record.details : {},
    statusCode: numberOrNull(record.statusCode ?? record.status_code),
    source: 'unknown',
  });
}

export function genericErrorMessage(language: Language): string {
  return FALLBACK_MESSAGES.generic[language];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
