// The tus server with the API's error shape: every refusal tus writes itself (missing Tus-Resumable, bad headers,
// offset conflicts, sizes, unknown uploads) answers { code, message, details, status_code } as JSON in the request's
// language instead of a line of English text. The HTTP status stays tus's, which tus clients act on.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppErrorCode } from '@otodoke/domain';
import { Server as TusServer } from '@tus/server';
import type { Language } from '../../platform/http/context.ts';
import { errorBody } from '../../platform/http/errors.ts';

const requestLanguage = new AsyncLocalStorage<Language>();

function codeForStatus(status: number): AppErrorCode {
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 413) return 'UPLOAD_TOO_LARGE';
  if (status >= 500) return 'UNEXPECTED';
  if (status === 409) return 'UPLOAD_FAILED';
  return 'VALIDATION_FAILED';
}

export class JsonErrorTusServer extends TusServer {
  /** Handles one request, shaping its errors in `language`. */
  handleIn(language: Language, ...args: Parameters<TusServer['handle']>): Promise<void> {
    return requestLanguage.run(language, () => this.handle(...args));
  }

  override write(...[context, headers, status, body = '']: Parameters<TusServer['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    const code = codeForStatus(status);
    // tus's own words for a client's mistake help whoever debugs a client; a server failure's text stays in the logs.
    const details = status < 500 && body.trim() ? { reason: body.trim() } : {};
    const shaped = { ...errorBody(code, requestLanguage.getStore() ?? 'ja', details), status_code: status };
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, JSON.stringify(shaped));
  }
}
