import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { SWRConfig } from 'swr';
import { toApiRequestError } from '../api-error.ts';
import { isShellError, useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { pageDataFallback } from './page-data.ts';
import { buildSwrSettings, isSlowConnection } from './swr-settings.ts';

/** SWR with the spec's fetch settings; reads failing with a shell error (sign-in, maintenance) are handled here. */
export function SwrProvider({ children }: { children: ReactNode }) {
  const handleError = useApiErrorHandler();
  // The handler changes with the location; the SWR configuration must not.
  const handleErrorRef = useRef(handleError);
  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);
  const value = useMemo(
    () => ({
      ...buildSwrSettings(isSlowConnection()),
      // A page the server rendered starts from the answers it was rendered with.
      fallback: pageDataFallback(),
      onError(error: unknown) {
        const apiError = toApiRequestError(error);
        if (isShellError(apiError)) handleErrorRef.current(apiError, { silent: true });
      },
    }),
    [],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
