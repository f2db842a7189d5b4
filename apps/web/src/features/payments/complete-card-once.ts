import { completeCardRegistration } from '@otodoke/contract';
import { type ApiResult, callApi } from '../../app/api-client.ts';

const pending = new Map<string, Promise<ApiResult<typeof completeCardRegistration>>>();

/** A gateway session is finished once: remounts (and React's development double effects) share one request. */
export function completeCardOnce(sessionId: string): Promise<ApiResult<typeof completeCardRegistration>> {
  let request = pending.get(sessionId);
  if (!request) {
    request = callApi(completeCardRegistration, { body: { sessionId } });
    pending.set(sessionId, request);
  }
  return request;
}
