import { completeGoogleSignIn } from '@otodoke/contract';
import { type ApiResult, callApi } from '../../app/api-client.ts';

let pending: { query: string; request: Promise<ApiResult<typeof completeGoogleSignIn>> } | null = null;

/** The provider's answer (code, state) can be redeemed once: remounts share the one request. */
export function completeGoogleSignInOnce(
  callbackQuery: string,
  returnTo: 'creators' | 'dashboard',
): Promise<ApiResult<typeof completeGoogleSignIn>> {
  if (pending?.query !== callbackQuery) {
    pending = { query: callbackQuery, request: callApi(completeGoogleSignIn, { body: { callbackQuery, returnTo } }) };
  }
  return pending.request;
}
