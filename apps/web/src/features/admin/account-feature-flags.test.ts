import { FEATURE_FLAG_GROUPS, FEATURE_FLAGS_BY_GROUP } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { type AccountFlags, flagsByGroup, withFlagSet } from './account-feature-flags.ts';
import { adminConsoleEn } from './catalog.en.ts';
import { adminConsoleJa } from './catalog.ja.ts';

const flag = (name: AccountFlags['flags'][number]['flag'], group: AccountFlags['flags'][number]['group']) => ({
  flag: name,
  group,
  enabled: false,
  defaultEnabled: false,
  isSet: false,
  setBy: null,
  setAt: null,
});

const data: AccountFlags = {
  accountId: 2,
  accountName: '音届 太郎',
  flags: [
    flag('isPaidAccount', 'account'),
    flag('isAlbumUpTo99SongsAvailable', 'releases'),
    flag('isImmersiveAudioAvailable', 'releases'),
  ],
  changes: [],
};

describe('the feature flags panel', () => {
  it('shows the flags in the domain’s group order and leaves out empty groups', () => {
    expect(flagsByGroup(data.flags).map((entry) => [entry.group, entry.flags.map((f) => f.flag)])).toEqual([
      ['releases', ['isAlbumUpTo99SongsAvailable', 'isImmersiveAudioAvailable']],
      ['account', ['isPaidAccount']],
    ]);
  });

  it('applies a switch to its flag only', () => {
    const next = withFlagSet(data, 'isImmersiveAudioAvailable', true);
    expect(next.flags.find((f) => f.flag === 'isImmersiveAudioAvailable')).toMatchObject({
      enabled: true,
      isSet: true,
    });
    expect(next.flags.find((f) => f.flag === 'isAlbumUpTo99SongsAvailable')).toMatchObject({ enabled: false });
    expect(data.flags[2]!.enabled).toBe(false);
  });

  it('has a label in both languages for every flag and group', () => {
    for (const group of FEATURE_FLAG_GROUPS) {
      expect(adminConsoleJa.featureFlags.groups[group]).toBeTruthy();
      expect(adminConsoleEn.featureFlags.groups[group]).toBeTruthy();
      for (const name of FEATURE_FLAGS_BY_GROUP[group]) {
        expect(adminConsoleJa.featureFlags.flags[name], name).toBeTruthy();
        expect(adminConsoleEn.featureFlags.flags[name], name).toBeTruthy();
      }
    }
  });
});
