import { describe, expect, it } from 'vitest';
import { shouldShowRouteProgress } from './route-progress.ts';

describe('route progress bar', () => {
  it('runs on route changes except from /artists to /artists', () => {
    expect(shouldShowRouteProgress('/', '/creators')).toBe(true);
    expect(shouldShowRouteProgress('/artists', '/dashboard')).toBe(true);
    expect(shouldShowRouteProgress('/artists', '/artists')).toBe(false);
  });
});
