import { SUCCESS_MESSAGES } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { en as coreEn } from '../app/i18n/en.ts';
import { ja as coreJa } from '../app/i18n/ja.ts';
import { loadFeatureCatalogs } from './feature-catalogs.ts';

const [featuresJa, featuresEn] = await Promise.all([loadFeatureCatalogs('ja'), loadFeatureCatalogs('en')]);

const ja = { ...coreJa, ...featuresJa };
const en = { ...coreEn, ...featuresEn };

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => flattenKeys(item, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function lookup(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
}

describe('i18n catalogs', () => {
  const jaKeys = flattenKeys(ja).sort();
  const enKeys = flattenKeys(en).sort();

  it('ja and en have exactly the same keys', () => {
    expect(enKeys).toEqual(jaKeys);
  });

  it('every entry is a non-empty string in both languages', () => {
    for (const key of jaKeys) {
      expect(typeof lookup(ja, key), key).toBe('string');
      expect(String(lookup(ja, key)).trim(), key).not.toBe('');
      expect(String(lookup(en, key)).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    for (const key of jaKeys) {
      expect(placeholders(String(lookup(en, key))), key).toEqual(placeholders(String(lookup(ja, key))));
    }
  });

  it('keeps the spec defaults of the confirmation dialog', () => {
    expect(ja.global.confirmTitle).toBe('確認');
    expect(ja.global.confirmText).toBe('本当に実行しますか？');
    expect(en.global.confirmTitle).toBe('Confirm');
    expect(en.global.confirmText).toBe('Are you sure?');
  });

  it('says "saved", "sent" and "deleted" as the spec catalogue does', () => {
    for (const id of ['saved', 'sent', 'deleted'] as const) {
      expect(ja.feedback[id], id).toBe(SUCCESS_MESSAGES[id].ja);
      expect(en.feedback[id], id).toBe(SUCCESS_MESSAGES[id].en);
    }
  });

  it('keeps the labels of the team invitation and basic info that screens and journeys rely on', () => {
    expect([ja.team.inviteEmail, ja.team.allPermissions, ja.team.sendInvite, ja.team.invite]).toEqual([
      'メールアドレス',
      'すべての権限',
      '招待を送信',
      'メンバーを招待',
    ]);
    expect([en.team.inviteEmail, en.team.allPermissions, en.team.sendInvite, en.team.invite]).toEqual([
      'Email address',
      'All permissions',
      'Send invitation',
      'Invite member',
    ]);
    expect(ja.team.levels).toEqual({
      editable: '編集可能',
      readonly: '閲覧のみ',
      none: '権限なし',
      custom: '個別に設定',
    });
    expect(en.team.levels).toEqual({
      editable: 'Can edit',
      readonly: 'Read only',
      none: 'No access',
      custom: 'Set individually',
    });
    expect([ja.profile.basicInfo.accountName, ja.common.save, ja.profile.basicInfo.readOnly]).toEqual([
      'アカウント名',
      '保存',
      '閲覧のみの権限です。変更には編集権限が必要です。',
    ]);
    expect([en.profile.basicInfo.accountName, en.common.save, en.profile.basicInfo.readOnly]).toEqual([
      'Account name',
      'Save',
      'You have read-only access. Changes need edit permission.',
    ]);
  });
});
