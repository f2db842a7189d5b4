// One mapper from application error codes to HTTP statuses, and the error handler that shapes every failure as
// { code, message, details, status_code } in the request's language.
import {
  APP_ERRORS,
  AppError,
  type AppErrorCode,
  type Bilingual,
  formatValidationMessage,
  VALIDATION_MESSAGES,
  type ValidationMessageId,
} from '@otodoke/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Language, pickLanguage } from './context.ts';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_SIGNED_IN: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_LOCKED: 429,
  AUTH_WAIT: 429,
  CAPTCHA_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  TOKEN_INVALID: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_RESEND_TOO_SOON: 429,
  PASSWORD_INCORRECT: 400,
  FORBIDDEN: 403,
  INVALID_LOGIN_STATE: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  ALREADY_MEMBER: 409,
  INVITE_EMAIL_MISMATCH: 403,
  LAST_MANAGER: 409,
  GOOGLE_SIGNIN_FAILED: 400,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  ART00001: 409,
  ART00002: 409,
  ART00003: 404,
  ART00004: 409,
  SONG00001: 409,
  SONG00002: 422,
  SONG00003: 409,
  SONG00004: 409,
  SONG00005: 403,
  SONG00006: 409,
  SONG00007: 409,
  BULK00001: 409,
  DIST00001: 409,
  DIST00002: 409,
  REV00001: 409,
  REV00002: 409,
  REV00003: 422,
  REV00004: 409,
  REV00005: 409,
  REV00006: 409,
  REV00007: 409,
  REV00008: 409,
  SPLIT00001: 409,
  SPLIT00002: 409,
  WDR00001: 409,
  MST00001: 409,
  MST00002: 409,
  IMM00001: 403,
  IMM00002: 404,
  IMM00003: 409,
  IMM00004: 409,
  IMM00005: 409,
  IMM00006: 409,
  IMM00007: 409,
  IMM00008: 409,
  IMM00009: 409,
  IMM00010: 409,
  IMM00011: 409,
  IMM00012: 409,
  IMM00013: 409,
  IMMERSIVE_RERUN_REFUSED: 409,
  CARD_NOT_REGISTERED: 409,
  BALANCE_INSUFFICIENT: 409,
  PAYMENT_METHOD_UNAVAILABLE: 409,
  PAYMENT_NOT_NEEDED: 409,
  PAYMENT_NOT_CANCELABLE: 409,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  PLAN_UNAVAILABLE: 409,
  PLAN_RENEWAL_NOT_OPEN: 409,
  NO_ACTIVE_PLAN: 409,
  PLAN_LIMIT_ARTISTS: 409,
  PLAN_LIMIT_MEMBERS: 409,
  CUB00001: 404,
  CUB00002: 409,
  CUB00003: 409,
  CUB00004: 409,
  CUB00005: 409,
  CUB00006: 409,
  CONTENT_STALE: 409,
  CONTENT_LAST_TRANSLATION: 409,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_FAILED: 409,
  REQUEST_TOO_LARGE: 413,
  WEBHOOK_SIGNATURE_INVALID: 400,
  UNEXPECTED: 500,
};

export function statusOf(code: AppErrorCode): number {
  return STATUS_BY_CODE[code];
}

export interface ErrorBody {
  code: string;
  message: string;
  details: Record<string, unknown>;
  status_code: number;
}

export function errorBody(code: AppErrorCode, language: Language, details: Record<string, unknown> = {}): ErrorBody {
  return { code, message: APP_ERRORS[code][language], details, status_code: STATUS_BY_CODE[code] };
}

function localiseFields(fields: Record<string, Bilingual>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, message[language]]));
}

type ZodIssueLike = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** Turns a zod issue into the spec's validation message for a field. */
function messageForIssue(issue: ZodIssueLike, language: Language): string {
  const { keyword, params } = issue;
  const origin = params.origin;
  if (keyword === 'invalid_type' && params.input === undefined) return formatValidationMessage('required', language);
  if (keyword === 'too_small' && origin === 'string') {
    return Number(params.minimum) <= 1
      ? formatValidationMessage('required', language)
      : formatValidationMessage('minLength', language, { n: Number(params.minimum) });
  }
  if (keyword === 'too_big' && origin === 'string') {
    return formatValidationMessage('maxLength', language, { n: Number(params.maximum) });
  }
  if (keyword === 'invalid_format' && params.format === 'email') return formatValidationMessage('email', language);
  // A contract refinement names its message: `{ params: { validation: 'calendarDate', min, max } }`.
  const named = params.params as ({ validation?: unknown } & Record<string, string | number>) | undefined;
  if (
    keyword === 'custom' &&
    typeof named?.validation === 'string' &&
    Object.hasOwn(VALIDATION_MESSAGES, named.validation)
  ) {
    return formatValidationMessage(named.validation as ValidationMessageId, language, named);
  }
  return language === 'ja' ? '入力内容が正しくありません' : 'This value is not valid.';
}

export function sendError(
  reply: FastifyReply,
  language: Language,
  code: AppErrorCode,
  details: Record<string, unknown> = {},
) {
  const body = errorBody(code, language, details);
  return reply.status(body.status_code).send(body);
}

export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  // Requests without a context (the payment webhook, static files) still answer in the language they ask for.
  const language = request.ctx?.language ?? pickLanguage(request, null);
  if (error instanceof AppError) {
    const details =
      error.code === 'VALIDATION_FAILED' && error.details.fields
        ? { ...error.details, fields: localiseFields(error.details.fields as Record<string, Bilingual>, language) }
        : error.details;
    return sendError(reply, language, error.code, details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation as unknown as ZodIssueLike[]) {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[name] ??= messageForIssue(issue, language);
    }
    return sendError(reply, language, 'VALIDATION_FAILED', { fields });
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return sendError(reply, language, 'NOT_FOUND');
  if (status === 429) return sendError(reply, language, 'RATE_LIMITED');
  // Fastify's bodyLimit (FST_ERR_CTP_BODY_TOO_LARGE) and any other 413: too large, not malformed.
  if (status === 413) return sendError(reply, language, 'REQUEST_TOO_LARGE', { reason: error.code ?? 'too_large' });
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
    return sendError(reply, language, 'VALIDATION_FAILED', { reason: error.code ?? 'bad_request' });
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, language, 'UNEXPECTED');
}
