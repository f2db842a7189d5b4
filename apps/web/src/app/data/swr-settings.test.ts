import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-error.ts';
import { buildSwrSettings, shouldRetry } from './swr-settings.ts';

const apiError = (statusCode: number) => new ApiRequestError({ code: 'X', message: 'm', statusCode, source: 'api' });

describe('SWR settings (spec 9)', () => {
  it('uses dedupe 2 s, focus throttle 5 s, retry 5 s up to 10 times, slow-loading 3 s', () => {
    const settings = buildSwrSettings(false);
    expect(settings).toMatchObject({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      errorRetryCount: 10,
      loadingTimeout: 3000,
    });
  });

  it('waits longer on a slow connection (retry 10 s, slow-loading 5 s)', () => {
    expect(buildSwrSettings(true)).toMatchObject({ errorRetryInterval: 10000, loadingTimeout: 5000 });
  });

  it('does not retry client errors (4xx), retries the rest', () => {
    expect(shouldRetry(apiError(404))).toBe(false);
    expect(shouldRetry(apiError(401))).toBe(false);
    expect(shouldRetry(apiError(500))).toBe(true);
    expect(shouldRetry(new ApiRequestError({ code: 'TIMEOUT', message: 'm', source: 'timeout' }))).toBe(true);
  });

  it('retries after the fixed interval and stops after the tenth retry', () => {
    vi.useFakeTimers();
    const settings = buildSwrSettings(false);
    const revalidate = vi.fn();
    const config = { ...settings } as Parameters<NonNullable<typeof settings.onErrorRetry>>[2];
    const options = (retryCount: number) => ({ retryCount, dedupe: true });
    settings.onErrorRetry?.(apiError(500), 'key', config, revalidate, options(1));
    vi.advanceTimersByTime(4999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    settings.onErrorRetry?.(apiError(500), 'key', config, revalidate, options(11));
    settings.onErrorRetry?.(apiError(403), 'key', config, revalidate, options(1));
    vi.advanceTimersByTime(10000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
