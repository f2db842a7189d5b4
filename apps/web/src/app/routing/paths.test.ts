// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPath } from './paths.ts';

describe('redirect targets', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/dashboard/profile?tab=1#x')).toBe('/dashboard/profile?tab=1#x');
    expect(safeRedirectPath(`${window.location.origin}/dashboard`)).toBe('/dashboard');
  });

  it('refuses other sites and falls back to the dashboard', () => {
    expect(safeRedirectPath('https://evil.example/phish')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.example/phish')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath(null)).toBe('/dashboard');
  });

  it('builds the sign-in address with the page to come back to', () => {
    expect(signInPath('/dashboard?x=1')).toBe('/creators?action=signin&redirect_url=%2Fdashboard%3Fx%3D1');
    expect(signInPath()).toBe('/creators?action=signin');
  });
});
