import { API_ERROR_CODES, toApiRequestError } from '../../app/api-error.ts';

/** What the welcome page shows for a verification link. */
export type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; email: string }
  | { status: 'alreadyVerified' }
  | { status: 'failed'; message: string };

/**
 * A refused verification: a link opened again (the address is already confirmed) leads to sign-in; any other
 * failure shows the server's message and offers a new mail.
 */
export function verificationFromError(error: unknown): Verification {
  const apiError = toApiRequestError(error);
  if (apiError.code === API_ERROR_CODES.emailAlreadyVerified) return { status: 'alreadyVerified' };
  return { status: 'failed', message: apiError.message };
}
