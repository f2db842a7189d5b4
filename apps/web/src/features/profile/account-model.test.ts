import { ACCOUNT_MODEL_TYPES } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { en as coreEn } from '../../app/i18n/en.ts';
import { ja as coreJa } from '../../app/i18n/ja.ts';
import { accountModelLabelKey } from './account-model.ts';
import { profileEn } from './catalog.en.ts';
import { profileJa } from './catalog.ja.ts';

const ja = { ...coreJa, profile: profileJa };
const en = { ...coreEn, profile: profileEn };

function lookup(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

describe('account model names', () => {
  it('names every account model type in both languages, never by its code', () => {
    for (const type of ACCOUNT_MODEL_TYPES) {
      for (const catalog of [ja, en]) {
        const label = lookup(catalog, accountModelLabelKey(type));
        expect(typeof label, type).toBe('string');
        expect(String(label)).not.toMatch(/\b(VD|LS|OEM)\b/);
      }
    }
    expect(lookup(ja, accountModelLabelKey('LS'))).toBe('レーベルサービス（ご契約レーベル）');
  });
});
