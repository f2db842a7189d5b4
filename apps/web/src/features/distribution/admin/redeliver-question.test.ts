import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../app/api-error.ts';
import { unchangedStoresAsked } from './redeliver-question.ts';

describe('sending a release again that a store refused unchanged', () => {
  it('asks again with the stores the server names when it insists (409 DIST00002)', () => {
    const insisted = new ApiRequestError({
      code: 'DIST00002',
      message: '内容が変わっていません',
      details: { storeNames: ['Qobuz', 'mora'] },
      statusCode: 409,
      source: 'api',
    });
    expect(unchangedStoresAsked(insisted)).toEqual(['Qobuz', 'mora']);
  });

  it('leaves any other failure to be reported as it is', () => {
    const other = new ApiRequestError({ code: 'NOT_FOUND', message: 'x', statusCode: 404, source: 'api' });
    const noNames = new ApiRequestError({
      code: 'DIST00002',
      message: 'x',
      details: {},
      statusCode: 409,
      source: 'api',
    });
    expect(unchangedStoresAsked(other)).toBeNull();
    expect(unchangedStoresAsked(noNames)).toBeNull();
    expect(unchangedStoresAsked(new Error('network'))).toBeNull();
  });
});
