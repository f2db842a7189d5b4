import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  BREAKPOINTS_ALT,
  formatLargeNumberJa,
  maskSensitive,
  REDACTED,
  SENSITIVE_FIELDS,
  SWR_SETTINGS,
} from './constants.ts';

describe('formatLargeNumberJa', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1万'],
    [10001, '1万1'],
    [123456789, '1億2345万6789'],
    [100000000, '1億'],
    [100000001, '1億1'],
    [1000000000000, '1兆'],
    [-123456789, '-1億2345万6789'],
  ])('%d -> %s', (n, expected) => {
    expect(formatLargeNumberJa(n)).toBe(expected);
  });

  it('handles bigints beyond the safe integer range', () => {
    expect(formatLargeNumberJa(12345678901234567890n)).toBe('12345678兆9012億3456万7890');
  });

  it('refuses fractions and non-finite numbers', () => {
    expect(() => formatLargeNumberJa(1.5)).toThrow(RangeError);
    expect(() => formatLargeNumberJa(Number.NaN)).toThrow(RangeError);
    expect(() => formatLargeNumberJa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('maskSensitive', () => {
  it('lists camelCase and snake_case spellings', () => {
    for (const name of [
      'password',
      'accountNumber',
      'account_number',
      'siteSid',
      'site_sid',
      'code',
      'cardCvc',
      'card_cvc',
    ]) {
      expect(SENSITIVE_FIELDS).toContain(name);
    }
  });

  it('masks at any depth, including inside arrays, without touching the input', () => {
    const input = {
      url: '/dashboard/profile',
      form: {
        email: 'taro@example.jp',
        nickname: 'taro',
        bank: { bank_code: '0001', branchCode: '001', account_holder_name: 'ヤマダ タロウ' },
        cards: [{ cardNumber: '4111111111111111', brand: 'visa' }],
      },
      password: { nested: 'objects are replaced whole' },
    };
    const snapshot = JSON.parse(JSON.stringify(input)) as typeof input;
    const masked = maskSensitive(input);
    expect(masked).toEqual({
      url: '/dashboard/profile',
      form: {
        email: REDACTED,
        nickname: 'taro',
        bank: { bank_code: REDACTED, branchCode: REDACTED, account_holder_name: REDACTED },
        cards: [{ cardNumber: REDACTED, brand: 'visa' }],
      },
      password: REDACTED,
    });
    expect(input).toEqual(snapshot);
    expect(masked.form).not.toBe(input.form);
  });

  it('survives cycles, primitives and a __proto__ key', () => {
    const cyclic: Record<string, unknown> = { token: 'abc' };
    cyclic.self = cyclic;
    expect(maskSensitive(cyclic)).toEqual({ token: REDACTED, self: '[circular]' });
    expect(maskSensitive('plain')).toBe('plain');
    expect(maskSensitive(null)).toBeNull();
    const parsed = maskSensitive(JSON.parse('{"__proto__": {"password": "x"}}') as object);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toEqual({
      password: REDACTED,
    });
  });

  it('copies shared (non-cyclic) references in full', () => {
    const shared = { phone: '090-1234-5678' };
    expect(maskSensitive({ a: shared, b: shared })).toEqual({
      a: { phone: REDACTED },
      b: { phone: REDACTED },
    });
  });
});

describe('settings', () => {
  it('keeps the spec breakpoints and data-fetch timings', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 980, lg: 1280, xl: 1920 });
    expect([BREAKPOINTS_ALT.md, BREAKPOINTS_ALT.lg, BREAKPOINTS_ALT.xl]).toEqual([900, 1200, 1536]);
    expect(SWR_SETTINGS).toEqual({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      errorRetryIntervalSlow: 10000,
      loadingTimeout: 3000,
      loadingTimeoutSlow: 5000,
      errorRetryCount: 10,
    });
  });
});
