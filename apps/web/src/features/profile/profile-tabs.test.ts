import { describe, expect, it } from 'vitest';
import { PROFILE_TABS, profileTabPath, resolveProfileTab } from './profile-tabs.ts';

describe('account settings tabs', () => {
  it('lists the built tabs in the order of the spec', () => {
    expect(PROFILE_TABS).toEqual(['basic-info', 'plan', 'payments', 'receipt', 'security', 'notification', 'team']);
  });

  it('shows basic info when the address names no tab', () => {
    expect(resolveProfileTab(undefined)).toBe('basic-info');
    expect(resolveProfileTab('')).toBe('basic-info');
  });

  it('knows the built tabs and nothing else', () => {
    expect(resolveProfileTab('security')).toBe('security');
    expect(resolveProfileTab('team')).toBe('team');
    expect(resolveProfileTab('plan')).toBe('plan');
    for (const unbuilt of ['card', 'Security', 'unknown']) {
      expect(resolveProfileTab(unbuilt), unbuilt).toBeNull();
    }
  });

  it('links each tab to its own address', () => {
    expect(profileTabPath('notification')).toBe('/dashboard/profile/notification');
  });
});
