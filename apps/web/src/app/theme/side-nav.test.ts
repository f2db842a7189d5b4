import { describe, expect, it } from 'vitest';
import { SIDE_NAV_ATTRIBUTE, SIDE_NAV_WIDTH, snackbarClearOfSideNav } from './side-nav.ts';

describe('snackbar and side navigation', () => {
  it('starts the snackbar past the permanent side navigation, only on pages that have it', () => {
    const styles = snackbarClearOfSideNav();
    const [selector, rule] = Object.entries(styles)[0] ?? [];
    expect(selector).toBe(`body:has([${SIDE_NAV_ATTRIBUTE}]) &`);
    expect(rule?.left).toBeGreaterThan(SIDE_NAV_WIDTH);
  });
});
