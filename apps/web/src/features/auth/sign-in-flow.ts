// The sign-in state machine of spec 4 as the screen sees it: each server answer moves the flow to one stage.
import type { SignInResult } from '@otodoke/contract';
import type { CamelCaseKeysDeep } from '../../app/api-case.ts';
import type { ApiRequestError } from '../../app/api-error.ts';

export type SignInResultView = CamelCaseKeysDeep<SignInResult>;
export type CodeAction = 'tfa' | 'verify_device';

export type SignInStage =
  | { kind: 'credentials'; captchaRequired: boolean }
  | { kind: 'code'; action: CodeAction; challengeToken: string }
  | { kind: 'locked'; retryAfter: number | null; message: string | null }
  | { kind: 'wait'; retryAfter: number }
  | { kind: 'done'; redirectUrl: string | null }
  | { kind: 'unknown' };

/** When the server asks to wait without saying how long. */
export const DEFAULT_WAIT_SECONDS = 30;

export const START_STAGE: SignInStage = { kind: 'credentials', captchaRequired: false };

/** The stage a successful sign-in answer leads to. */
export function stageFromResult(result: SignInResultView): SignInStage {
  switch (result.nextAction) {
    case null:
    case 'setlsid':
      return { kind: 'done', redirectUrl: result.redirectUrl };
    case 'tfa':
    case 'verify_device':
      return result.challengeToken
        ? { kind: 'code', action: result.nextAction, challengeToken: result.challengeToken }
        : { kind: 'unknown' };
    case 'captcha':
      return { kind: 'credentials', captchaRequired: true };
    case 'locked':
      return { kind: 'locked', retryAfter: result.retryAfter, message: null };
    case 'wait':
      return { kind: 'wait', retryAfter: result.retryAfter ?? DEFAULT_WAIT_SECONDS };
    default:
      return { kind: 'unknown' };
  }
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The stage an error answer leads to, or null when the error is an ordinary one to show on the form. An
 * AUTH_INVALID_CREDENTIALS error with details.next_action = 'captcha' means the next try needs the captcha.
 */
export function stageFromError(error: ApiRequestError): SignInStage | null {
  const nextAction = error.details.nextAction;
  const retryAfter = numberOrNull(error.details.retryAfter);
  if (nextAction === 'captcha') return { kind: 'credentials', captchaRequired: true };
  if (nextAction === 'locked') return { kind: 'locked', retryAfter, message: error.message };
  if (nextAction === 'wait' || error.statusCode === 429) {
    return { kind: 'wait', retryAfter: retryAfter ?? DEFAULT_WAIT_SECONDS };
  }
  return null;
}
