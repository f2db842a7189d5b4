import { verifyEmail } from '@otodoke/contract';
import { type ApiResult, callApi } from '../../app/api-client.ts';

const pending = new Map<string, Promise<ApiResult<typeof verifyEmail>>>();

/** A verification token works once: remounts (and React's development double effects) share one request. */
export function verifyEmailOnce(token: string): Promise<ApiResult<typeof verifyEmail>> {
  let request = pending.get(token);
  if (!request) {
    request = callApi(verifyEmail, { body: { token } });
    pending.set(token, request);
  }
  return request;
}
