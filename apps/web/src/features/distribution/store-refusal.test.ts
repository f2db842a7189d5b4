import { describe, expect, it } from 'vitest';
import { deliveryProblemText, storeNameList, unchangedRefusalStoreNames } from './store-refusal.ts';

const QOBUZ_RAW =
  'ResourceNotMeetingSpecifications: Qobuz takes hi-res audio only (24-bit, 48 kHz or more); JPZ992600001 is 16-bit, 44.1 kHz';

describe('a store that did not take a release', () => {
  it('says what the refusal means in the user’s language, and keeps the store’s words as a detail', () => {
    const refused = { status: 'refused' as const, reason: QOBUZ_RAW, reasonCode: 'ResourceNotMeetingSpecifications' };
    const ja = deliveryProblemText(refused, 'ja')!;
    expect(ja.kind).toBe('specifications');
    expect(ja.message).toContain('ハイレゾ音源のみ');
    expect(ja.message).not.toContain('ResourceNotMeetingSpecifications');
    expect(ja.detail).toBe(QOBUZ_RAW);
    const en = deliveryProblemText(refused, 'en')!;
    expect(en.message).toContain('do not meet the store’s requirements');
    expect(en.message).toContain('contact support');
  });

  it('tells apart what sending again mends from what it does not, and never leaves a failure unexplained', () => {
    const text = (status: 'refused' | 'failed', reasonCode: string | null, reason: string | null = null) =>
      deliveryProblemText({ status, reason, reasonCode }, 'en')!;
    expect(text('refused', 'InternalError').kind).toBe('store_error');
    expect(text('refused', 'ResourceCorrupt').message).toContain('deliver the release again');
    expect(text('refused', 'MetadataMissing').kind).toBe('metadata');
    expect(text('refused', 'CommercialReleaseDateInvalid').kind).toBe('terms');
    expect(text('refused', 'SomethingNew').kind).toBe('other');
    expect(text('refused', null).kind).toBe('other');
    const failed = text('failed', null, 'the DDEX message failed validation: …');
    expect(failed.kind).toBe('not_delivered');
    expect(failed.detail).toBe('the DDEX message failed validation: …');
    expect(text('failed', null, '  ').detail).toBeNull();
    expect(deliveryProblemText({ status: 'on_sale', reason: null, reasonCode: null }, 'ja')).toBeNull();
  });
});

describe('sending a release again', () => {
  it('names the stores that refused its unchanged content, once each, for the confirmation', () => {
    const rows = [
      { releaseId: 7, storeName: 'Qobuz', refusedUnchanged: true },
      { releaseId: 7, storeName: 'Spotify', refusedUnchanged: false },
      { releaseId: 8, storeName: 'mora', refusedUnchanged: true },
      { releaseId: 7, storeName: 'Qobuz', refusedUnchanged: true },
    ];
    expect(unchangedRefusalStoreNames(rows, 7)).toEqual(['Qobuz']);
    expect(unchangedRefusalStoreNames(rows, 9)).toEqual([]);
    expect(storeNameList(['Qobuz', 'mora'], 'en')).toBe('Qobuz and mora');
    expect(storeNameList(['Qobuz', 'mora'], 'ja')).toBe('Qobuz、mora');
  });
});
