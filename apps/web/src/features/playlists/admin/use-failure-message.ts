// Shows why an operator's action failed: the first field message of a refusal (e.g. "add a release on sale before
// publishing") rather than the generic "some fields need correcting", and the shell's own handling otherwise.
import { useCallback } from 'react';
import { isShellError, useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';

export function useFailureMessage(): (thrown: unknown, onField?: (field: string, message: string) => boolean) => void {
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  return useCallback(
    (thrown, onField) => {
      const error = handleError(thrown, { silent: true });
      if (isShellError(error)) return;
      const unshown = Object.entries(error.fieldErrors).filter(([field, message]) => !onField?.(field, message));
      showSnackbar(unshown[0]?.[1] ?? error.message, 'error');
    },
    [handleError, showSnackbar],
  );
}
