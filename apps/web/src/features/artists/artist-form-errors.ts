// Where a refused artist save's problems go: each field error next to its field (the first focused), a store id the
// store does not know under that store's field instead of the snackbar, anything else listed with the form.
import type { Path, UseFormSetError } from 'react-hook-form';
import type { ApiRequestError } from '../../app/api-error.ts';
import type { ErrorHandlingOptions } from '../../app/errors/use-api-error-handler.ts';
import { type ArtistFormValues, formFieldOfServerPath } from './artist-form.ts';

/** The server's code for a store artist id the store does not know (details.field names the field). */
export const STORE_ARTIST_NOT_FOUND = 'ART00003';

/** The form field an unknown store artist id is about, or null for any other error. */
export function storeArtistFieldOf(error: ApiRequestError): string | null {
  return error.code === STORE_ARTIST_NOT_FOUND && typeof error.details.field === 'string'
    ? formFieldOfServerPath(error.details.field)
    : null;
}

/**
 * Hands a refused save to the app's error handler and puts its problems on the form; returns the messages that name
 * no field of the form.
 */
export function placeRefusal(
  error: ApiRequestError,
  setError: UseFormSetError<ArtistFormValues>,
  handleError: (error: ApiRequestError, options: ErrorHandlingOptions) => unknown,
): string[] {
  // A store id the store does not know is a problem of that field: say it there rather than in the snackbar.
  const storeField = storeArtistFieldOf(error);
  const unplaced: string[] = [];
  let isFirst = true;
  handleError(error, {
    silent: storeField !== null,
    setFieldError: (path, message) => {
      const field = formFieldOfServerPath(path);
      if (!field) {
        unplaced.push(message);
        return;
      }
      setError(field as Path<ArtistFormValues>, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    },
  });
  if (storeField) {
    setError(storeField as Path<ArtistFormValues>, { type: 'server', message: error.message }, { shouldFocus: true });
  }
  return unplaced;
}
