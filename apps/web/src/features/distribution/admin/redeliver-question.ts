// Sending a release again to the stores that did not take it: when a store refused its content and nothing has
// changed since, the operator is asked with that warning (the server insists too: 409 DIST00002 unless confirmed).
import { ApiRequestError } from '../../../app/api-error.ts';

/** The code the server answers a redelivery of unchanged, refused content that was not confirmed. */
export const UNCHANGED_REFUSAL_CODE = 'DIST00002';

/**
 * The stores the server names when it asks for the warning the screen did not show (its list was older than the
 * store's answer): their names, or null for any other failure (to be reported as it is).
 */
export function unchangedStoresAsked(thrown: unknown): string[] | null {
  if (!(thrown instanceof ApiRequestError) || thrown.code !== UNCHANGED_REFUSAL_CODE) return null;
  const names = thrown.details.storeNames;
  if (!Array.isArray(names) || names.length === 0) return null;
  return names.map(String);
}
