// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPasswordResetLink, passwordResetPath, safeRedirectPath, signInPath } from './paths.ts';

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

describe('password-reset links', () => {
  it('recognises the mailed link on basic info (with or without the tab, trailing slash allowed)', () => {
    expect(isPasswordResetLink('/dashboard/profile/basic-info', '?modal_type=password&token=abc')).toBe(true);
    expect(isPasswordResetLink('/dashboard/profile', '?token=abc&modal_type=password&_acid=3')).toBe(true);
    expect(isPasswordResetLink('/dashboard/profile/basic-info/', '?modal_type=password&token=abc')).toBe(true);
  });

  it('needs both the modal type and a non-empty token', () => {
    expect(isPasswordResetLink('/dashboard/profile/basic-info', '?modal_type=password')).toBe(false);
    expect(isPasswordResetLink('/dashboard/profile/basic-info', '?modal_type=password&token=')).toBe(false);
    expect(isPasswordResetLink('/dashboard/profile/basic-info', '?modal_type=mail&token=abc')).toBe(false);
  });

  it('opens no other page signed out', () => {
    expect(isPasswordResetLink('/dashboard/profile/security', '?modal_type=password&token=abc')).toBe(false);
    expect(isPasswordResetLink('/dashboard', '?modal_type=password&token=abc')).toBe(false);
  });

  it('builds the link the mail carries', () => {
    const link = passwordResetPath('t0k/en');
    expect(link).toBe('/dashboard/profile/basic-info?modal_type=password&token=t0k%2Fen');
    const url = new URL(link, 'http://localhost');
    expect(isPasswordResetLink(url.pathname, url.search)).toBe(true);
  });
});
