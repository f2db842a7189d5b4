// One place that turns a failed call into what the user sees (server error catalogue, spec 6 and 8).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { API_ERROR_CODES, type ApiRequestError, toApiRequestError } from '../api-error.ts';
import { useForbiddenOperation, useSnackbar } from '../global-layer/global-layer-hooks.ts';
import { signInPath } from '../routing/paths.ts';

export interface ErrorHandlingOptions {
  /** Receives each field message of a VALIDATION_FAILED answer (camelCase names), e.g. react-hook-form's setError. */
  setFieldError?: (field: string, message: string) => void;
  /** Leave the snackbar alone (the caller shows the message itself). */
  silent?: boolean;
}

/** Errors the shell handles by moving the user elsewhere or opening a dialog, whatever screen asked. */
export function isShellError(error: ApiRequestError): boolean {
  return (
    (error.statusCode === 401 && error.code === API_ERROR_CODES.notSignedIn) ||
    (error.statusCode === 503 && error.code === API_ERROR_CODES.maintenance) ||
    error.code === API_ERROR_CODES.invalidLoginState
  );
}

/**
 * Returns `handleError(error, options)`: signs-in again on NOT_SIGNED_IN, goes to /maintenance on MAINTENANCE, opens
 * the forbidden-operation alert on INVALID_LOGIN_STATE, maps VALIDATION_FAILED onto form fields, and shows every
 * other message (already in the user's language) in the snackbar. Returns the normalised error.
 */
export function useApiErrorHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const { showSnackbar } = useSnackbar();
  const showForbidden = useForbiddenOperation();
  const { t } = useTranslation();

  return useCallback(
    (thrown: unknown, options: ErrorHandlingOptions = {}): ApiRequestError => {
      const error = toApiRequestError(thrown);
      if (error.statusCode === 401 && error.code === API_ERROR_CODES.notSignedIn) {
        navigate(signInPath(location.pathname + location.search), { replace: true });
        return error;
      }
      if (error.statusCode === 503 && error.code === API_ERROR_CODES.maintenance) {
        navigate('/maintenance', { replace: true });
        return error;
      }
      if (error.code === API_ERROR_CODES.invalidLoginState) {
        showForbidden();
        return error;
      }
      if (error.code === API_ERROR_CODES.validationFailed && options.setFieldError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) options.setFieldError(field, message);
      }
      if (!options.silent) showSnackbar(error.message || t('global.genericError'), 'error');
      return error;
    },
    [navigate, location.pathname, location.search, showSnackbar, showForbidden, t],
  );
}
