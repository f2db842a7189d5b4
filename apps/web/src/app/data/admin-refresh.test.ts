import { describe, expect, it } from 'vitest';
import { readsAnyOf } from './admin-refresh.ts';

describe('reading the console\'s lists again', () => {
  it('reads again every page of a list after an upload, and nothing else', () => {
    const paths = ['/admin/api/v2/sales-reports', '/admin/api/v2/unmatched-sales'];
    expect(readsAnyOf(['/admin/api/v2/sales-reports', null, { page: 2, limit: 10 }], paths)).toBe(true);
    expect(readsAnyOf(['/admin/api/v2/unmatched-sales', null, { page: 1, limit: 20 }], paths)).toBe(true);
    expect(readsAnyOf(['/admin/api/v2/withdrawals', null, null], paths)).toBe(false);
    expect(readsAnyOf('/admin/api/v2/sales-reports', paths)).toBe(false);
  });
});
