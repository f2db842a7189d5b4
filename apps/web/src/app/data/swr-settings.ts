// SWR settings of spec 9: dedupe 2 s, focus throttle 5 s, retry every 5 s (10 s slow) up to 10 times, slow-loading
// 3 s (5 s slow), and no retry for client errors (4xx).
import type { SWRConfiguration } from 'swr';
import { ApiRequestError } from '../api-error.ts';
import { SWR_SETTINGS } from '../constants.ts';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export function shouldRetry(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.isClientError);
}

export function buildSwrSettings(slow: boolean): SWRConfiguration {
  const errorRetryInterval = slow ? SWR_SETTINGS.errorRetryIntervalSlow : SWR_SETTINGS.errorRetryInterval;
  return {
    dedupingInterval: SWR_SETTINGS.dedupingInterval,
    focusThrottleInterval: SWR_SETTINGS.focusThrottleInterval,
    errorRetryInterval,
    errorRetryCount: SWR_SETTINGS.errorRetryCount,
    loadingTimeout: slow ? SWR_SETTINGS.loadingTimeoutSlow : SWR_SETTINGS.loadingTimeout,
    shouldRetryOnError: shouldRetry,
    // A steady interval rather than SWR's exponential back-off: the spec says "retry after 5 seconds".
    onErrorRetry(error, _key, config, revalidate, { retryCount }) {
      if (!shouldRetry(error)) return;
      if (retryCount > (config.errorRetryCount ?? SWR_SETTINGS.errorRetryCount)) return;
      setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval);
    },
  };
}
