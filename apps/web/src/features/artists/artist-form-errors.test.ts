import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-error.ts';
import type { ErrorHandlingOptions } from '../../app/errors/use-api-error-handler.ts';
import { placeRefusal, STORE_ARTIST_NOT_FOUND, storeArtistFieldOf } from './artist-form-errors.ts';

interface SetErrorCall {
  field: string;
  message: string | undefined;
  shouldFocus: boolean | undefined;
}

function recorder() {
  const calls: SetErrorCall[] = [];
  const setError = (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ field, message: error.message, shouldFocus: options?.shouldFocus });
  };
  return { calls, setError: setError as Parameters<typeof placeRefusal>[1] };
}

/** A stand-in for the app's handler: hands each field message of the details to setFieldError, notes silence. */
function handlerOf(seen: { silent?: boolean }) {
  return (error: ApiRequestError, options: ErrorHandlingOptions) => {
    seen.silent = options.silent;
    const fields = (error.details.fields ?? {}) as Record<string, string>;
    for (const [field, message] of Object.entries(fields)) options.setFieldError?.(field, message);
  };
}

describe('storeArtistFieldOf', () => {
  it('names the store field of an unknown store artist id, and nothing for other errors', () => {
    const unknown = new ApiRequestError({
      code: STORE_ARTIST_NOT_FOUND,
      message: 'not found',
      details: { field: 'spotify_artist_id' },
      statusCode: 400,
      source: 'api',
    });
    expect(storeArtistFieldOf(unknown)).toBe('spotifyArtist');
    const other = new ApiRequestError({
      code: 'X',
      message: 'x',
      details: { field: 'spotify_artist_id' },
      source: 'api',
    });
    expect(storeArtistFieldOf(other)).toBeNull();
  });
});

describe('placeRefusal', () => {
  it('puts field errors next to their fields, focusing the first, and returns the rest', () => {
    const { calls, setError } = recorder();
    const seen: { silent?: boolean } = {};
    const error = new ApiRequestError({
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      details: { fields: { nameJa: 'Required', 'links.0.url': 'Bad address', somethingElse: 'Not on the form' } },
      statusCode: 400,
      source: 'api',
    });
    expect(placeRefusal(error, setError, handlerOf(seen))).toEqual(['Not on the form']);
    expect(calls).toEqual([
      { field: 'nameJa', message: 'Required', shouldFocus: true },
      { field: 'links.0.url', message: 'Bad address', shouldFocus: false },
    ]);
    expect(seen.silent).toBe(false);
  });

  it('says an unknown store id under its field, not in the snackbar', () => {
    const { calls, setError } = recorder();
    const seen: { silent?: boolean } = {};
    const error = new ApiRequestError({
      code: STORE_ARTIST_NOT_FOUND,
      message: 'The store does not know this artist',
      details: { field: 'apple_music_artist_id' },
      statusCode: 400,
      source: 'api',
    });
    expect(placeRefusal(error, setError, handlerOf(seen))).toEqual([]);
    expect(calls).toEqual([
      { field: 'appleMusicArtist', message: 'The store does not know this artist', shouldFocus: true },
    ]);
    expect(seen.silent).toBe(true);
  });
});
