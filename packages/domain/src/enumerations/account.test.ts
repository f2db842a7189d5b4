import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MEMBER_INVITE_STATUS,
  accountMemberInviteStatusName,
  DEFAULT_INDIVIDUAL_FEATURES,
  DEFAULT_PERMISSION_ID_LIST,
  DEFAULT_USER_FEATURES,
  PERMISSION_IDS,
  PERMISSION_LABELS,
  USER_FEATURE_FLAGS,
} from './account.ts';
import { isOneOf } from './helpers.ts';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  isSupportedLanguage,
  normaliseMessageType,
  SUPPORTED_LANGUAGES,
  THEMES,
} from './misc.ts';

describe('session state', () => {
  it('names each of the 32 user feature flags once, off by default but for the functions every account had', () => {
    expect(USER_FEATURE_FLAGS).toHaveLength(32);
    expect(new Set(USER_FEATURE_FLAGS).size).toBe(32);
    const on = USER_FEATURE_FLAGS.filter((flag) => DEFAULT_USER_FEATURES[flag]);
    expect(on).toEqual([
      'isDjMixAvailable',
      'isClassicGenreAvailable',
      'isMoneySplitAvailable',
      'isDashboardBulkUploadAvailable',
    ]);
    expect(Object.keys(DEFAULT_USER_FEATURES)).toEqual([...USER_FEATURE_FLAGS]);
  });

  it('defaults individual features as the spec says', () => {
    expect(DEFAULT_INDIVIDUAL_FEATURES).toEqual({
      isDashboardRenewed: true,
      isReleaseRegistrationRenewed: false,
    });
  });

  it('grants permissions 1000 to 8000 in steps of 1000 by default', () => {
    expect(DEFAULT_PERMISSION_ID_LIST).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
    for (const id of PERMISSION_IDS) {
      expect(PERMISSION_LABELS[id].ja).not.toBe('');
      expect(PERMISSION_LABELS[id].en).not.toBe('');
    }
  });

  it('names invite statuses 10 to 50', () => {
    expect(Object.values(ACCOUNT_MEMBER_INVITE_STATUS)).toEqual([10, 20, 30, 40, 50]);
    expect(accountMemberInviteStatusName(20)).toBe('accepted');
    expect(accountMemberInviteStatusName(60)).toBeUndefined();
  });
});

describe('language and theme', () => {
  it('supports ja and en, defaulting to ja and the light theme', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ja', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ja');
    expect(DEFAULT_THEME).toBe('light');
    expect(THEMES).toContain('artistGuide');
  });

  it.each([
    ['ja', true],
    ['en', true],
    ['fr', false],
    ['JA', false],
    ['', false],
    [undefined, false],
    [['ja'], false],
  ])('isSupportedLanguage(%j) is %s', (value, expected) => {
    expect(isSupportedLanguage(value)).toBe(expected);
  });

  it('normalises both spellings of message types', () => {
    expect(normaliseMessageType('general')).toBe('General');
    expect(normaliseMessageType('Personal')).toBe('Personal');
    expect(normaliseMessageType('other')).toBeUndefined();
  });

  it('isOneOf narrows only exact members', () => {
    expect(isOneOf([1, 2] as const, 1)).toBe(true);
    expect(isOneOf([1, 2] as const, '1')).toBe(false);
  });
});
