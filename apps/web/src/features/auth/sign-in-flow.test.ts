import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-error.ts';
import { type SignInResultView, stageFromError, stageFromResult } from './sign-in-flow.ts';

const result = (over: Partial<SignInResultView>): SignInResultView => ({
  nextAction: null,
  challengeToken: null,
  retryAfter: null,
  redirectUrl: null,
  ...over,
});

describe('sign-in result -> stage', () => {
  it('finishes on no next action (and setlsid), keeping the redirect', () => {
    expect(stageFromResult(result({ redirectUrl: '/dashboard/profile' }))).toEqual({
      kind: 'done',
      redirectUrl: '/dashboard/profile',
    });
    expect(stageFromResult(result({ nextAction: 'setlsid' })).kind).toBe('done');
  });

  it('asks for the mailed code on tfa and verify_device', () => {
    expect(stageFromResult(result({ nextAction: 'tfa', challengeToken: 'c1' }))).toEqual({
      kind: 'code',
      action: 'tfa',
      challengeToken: 'c1',
    });
    expect(stageFromResult(result({ nextAction: 'verify_device', challengeToken: 'c2' }))).toEqual({
      kind: 'code',
      action: 'verify_device',
      challengeToken: 'c2',
    });
    expect(stageFromResult(result({ nextAction: 'tfa' })).kind).toBe('unknown');
  });

  it('shows the captcha, the lock and the wait', () => {
    expect(stageFromResult(result({ nextAction: 'captcha' }))).toEqual({ kind: 'credentials', captchaRequired: true });
    expect(stageFromResult(result({ nextAction: 'locked', retryAfter: 900 }))).toEqual({
      kind: 'locked',
      retryAfter: 900,
      message: null,
    });
    expect(stageFromResult(result({ nextAction: 'wait', retryAfter: 12 }))).toEqual({ kind: 'wait', retryAfter: 12 });
    expect(stageFromResult(result({ nextAction: 'wait' }))).toEqual({ kind: 'wait', retryAfter: 30 });
  });
});

describe('sign-in error -> stage', () => {
  const error = (details: Record<string, unknown>, statusCode = 401, code = 'AUTH_INVALID_CREDENTIALS') =>
    new ApiRequestError({
      code,
      message: 'メールアドレスまたはパスワードが違います',
      details,
      statusCode,
      source: 'api',
    });

  it('requires the captcha next time when the server says so', () => {
    expect(stageFromError(error({ nextAction: 'captcha' }))).toEqual({ kind: 'credentials', captchaRequired: true });
  });

  it('shows the server message for a lock, and waits on 429', () => {
    expect(stageFromError(error({ nextAction: 'locked', retryAfter: 600 }, 423, 'AUTH_LOCKED'))).toEqual({
      kind: 'locked',
      retryAfter: 600,
      message: 'メールアドレスまたはパスワードが違います',
    });
    expect(stageFromError(error({ retryAfter: 5 }, 429, 'RATE_LIMITED'))).toEqual({ kind: 'wait', retryAfter: 5 });
  });

  it('leaves ordinary errors to the form', () => {
    expect(stageFromError(error({}))).toBeNull();
  });
});
