import { describe, expect, it } from 'vitest';
import {
  batchDownloadUrl,
  batchIdFrom,
  canEditReleases,
  releaseEditorPath,
  rowSpan,
  TEMPLATE_URL,
} from './bulk-upload-paths.ts';

describe('bulk upload addresses', () => {
  it('points downloads at the batch, in the interface language, for the pinned account', () => {
    expect(batchDownloadUrl(7, 'en', 3)).toBe('/api/v2/me/bulk-upload/7/download?lang=en&_acid=3');
    expect(batchDownloadUrl(7, 'ja', null)).toBe('/api/v2/me/bulk-upload/7/download?lang=ja');
    expect(TEMPLATE_URL).toBe('/api/v2/bulk-upload/template.csv');
    expect(releaseEditorPath(12)).toBe('/dashboard/releases/new?release_id=12');
  });

  it('reads only a positive batch id from the address', () => {
    expect(batchIdFrom(new URLSearchParams('id=42'))).toBe(42);
    expect(batchIdFrom(new URLSearchParams('id=0'))).toBeNull();
    expect(batchIdFrom(new URLSearchParams('id=abc'))).toBeNull();
    expect(batchIdFrom(new URLSearchParams(''))).toBeNull();
  });

  it('lets managers and members with editable releases upload', () => {
    expect(canEditReleases({ isAccountManager: true, permissions: {} })).toBe(true);
    expect(canEditReleases({ isAccountManager: false, permissions: { '1000': 'editable' } })).toBe(true);
    expect(canEditReleases({ isAccountManager: false, permissions: { '1000': 'readonly' } })).toBe(false);
    expect(canEditReleases(null)).toBe(false);
  });

  it('describes the rows of a release as a range', () => {
    expect(rowSpan([4, 5, 6])).toEqual({ from: 4, to: 6 });
    expect(rowSpan([2])).toEqual({ from: 2, to: 2 });
    expect(rowSpan([])).toBeNull();
  });
});
