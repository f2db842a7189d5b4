// The server's answer when the current password given to confirm a change is wrong (400, shown on the field).
import { toApiRequestError } from '../../app/api-error.ts';

export const PASSWORD_INCORRECT = 'PASSWORD_INCORRECT';

export function isPasswordIncorrectError(thrown: unknown): boolean {
  return toApiRequestError(thrown).code === PASSWORD_INCORRECT;
}
