import { describe, expect, it } from 'vitest';
import { camelizeKeys, fromQueryString, snakifyKeys, toCamelKey, toQueryString, toSnakeKey } from './api-case.ts';

describe('key conversion', () => {
  it('camelCases snake_case keys through nested objects and arrays', () => {
    const wire = {
      available_account_list: [{ person_company_type: 'company', is_account_manager: true }],
      user: { company_name: null, features: { is_paid_account: true } },
      message_counts: { total: 3 },
    };
    expect(camelizeKeys(wire)).toEqual({
      availableAccountList: [{ personCompanyType: 'company', isAccountManager: true }],
      user: { companyName: null, features: { isPaidAccount: true } },
      messageCounts: { total: 3 },
    });
  });

  it('leaves values alone, only keys change', () => {
    expect(camelizeKeys({ next_action: 'verify_device' })).toEqual({ nextAction: 'verify_device' });
  });

  it('keeps _acid, artists.fields and releases.fields as they are, both ways', () => {
    const value = { _acid: 12, 'artists.fields': 'id,name', 'releases.fields': 'id' };
    expect(camelizeKeys(value)).toEqual(value);
    expect(snakifyKeys(value)).toEqual(value);
  });

  it('snake_cases camelCase keys for the wire', () => {
    expect(snakifyKeys({ redirectUrl: '/x', personCompanyType: 'person', items: [{ inviteToken: 't' }] })).toEqual({
      redirect_url: '/x',
      person_company_type: 'person',
      items: [{ invite_token: 't' }],
    });
  });

  it('round-trips keys with single-letter words, digits and numeric ids losslessly', () => {
    for (const key of ['a_b_c', 'mastering_credit_36', 'address1', '1000', 'url_spotify_ja_artist_page', '_private']) {
      expect(toSnakeKey(toCamelKey(key))).toBe(key);
    }
    expect(toCamelKey('a_b_c')).toBe('aBC');
    expect(toCamelKey('mastering_credit_36')).toBe('masteringCredit_36');
    expect(camelizeKeys({ permissions: { '1000': 'editable' } })).toEqual({ permissions: { '1000': 'editable' } });
  });

  it('does not touch dates, class instances or primitives', () => {
    const date = new Date(0);
    expect(camelizeKeys({ created_at: date }).createdAt).toBe(date);
    expect(camelizeKeys('some_text')).toBe('some_text');
    expect(camelizeKeys(null)).toBeNull();
  });
});

describe('query strings', () => {
  it('writes snake_case keys, repeats arrays and drops empty values', () => {
    expect(toQueryString({ returnTo: 'creators', artistIds: [1, 2], page: undefined, q: null })).toBe(
      '?return_to=creators&artist_ids=1&artist_ids=2',
    );
    expect(toQueryString({ _acid: 5, 'artists.fields': 'id,name' })).toBe('?_acid=5&artists.fields=id%2Cname');
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('reads a query string into camelCase keys', () => {
    expect(fromQueryString('?redirect_url=%2Fdashboard&_acid=3&artist_ids=1&artist_ids=2')).toEqual({
      redirectUrl: '/dashboard',
      _acid: '3',
      artistIds: ['1', '2'],
    });
  });
});
