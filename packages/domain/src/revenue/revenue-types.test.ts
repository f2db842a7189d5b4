import { describe, expect, it } from 'vitest';
import { REVENUE_TYPES } from '../enumerations/report.ts';
import { REVENUE_TYPE_LABELS, revenueTypeOf } from './revenue-types.ts';

describe('revenue types', () => {
  it('puts ringtones first, then labels for companies and artists for people', () => {
    expect(revenueTypeOf({ releaseMedia: 'ringtone', personCompanyType: 'company' })).toBe('ringtone');
    expect(revenueTypeOf({ releaseMedia: 'ringtone', personCompanyType: 'person' })).toBe('ringtone');
    expect(revenueTypeOf({ releaseMedia: 'audio', personCompanyType: 'company' })).toBe('label');
    expect(revenueTypeOf({ releaseMedia: 'video', personCompanyType: 'company' })).toBe('label');
    expect(revenueTypeOf({ releaseMedia: 'audio', personCompanyType: 'person' })).toBe('artist');
  });

  it('names each type in both languages', () => {
    expect(Object.keys(REVENUE_TYPE_LABELS)).toEqual([...REVENUE_TYPES]);
    expect(REVENUE_TYPE_LABELS.ringtone.ja).toBe('着信音');
    expect(REVENUE_TYPE_LABELS.label).toEqual({ ja: 'レーベル', en: 'Label' });
  });
});
