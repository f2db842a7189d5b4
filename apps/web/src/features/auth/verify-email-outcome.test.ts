import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-error.ts';
import { verificationFromError } from './verify-email-outcome.ts';

describe('verification link refused -> welcome page state', () => {
  it('leads a link opened again to sign-in, not to an error', () => {
    const error = new ApiRequestError({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'このメールアドレスは確認済みです。ログインしてご利用ください。',
      statusCode: 409,
      source: 'api',
    });
    expect(verificationFromError(error)).toEqual({ status: 'alreadyVerified' });
  });

  it('shows the message of an invalid or expired link', () => {
    const error = new ApiRequestError({
      code: 'TOKEN_INVALID',
      message: 'このリンクは無効か、有効期限が切れています',
      statusCode: 400,
      source: 'api',
    });
    expect(verificationFromError(error)).toEqual({
      status: 'failed',
      message: 'このリンクは無効か、有効期限が切れています',
    });
  });

  it('shows a network failure as a failure', () => {
    expect(
      verificationFromError(new ApiRequestError({ code: 'unknown', message: 'offline', source: 'network' })),
    ).toEqual({ status: 'failed', message: 'offline' });
  });
});
