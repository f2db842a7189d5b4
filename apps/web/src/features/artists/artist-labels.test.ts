import { ARTIST_LINK_KINDS, KNOWN_ARTIST_ROLES } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { artistInitials, memberRoleLabel } from './artist-labels.ts';
import { artistsEn } from './catalog.en.ts';
import { artistsJa } from './catalog.ja.ts';

const catalogs = { ja: artistsJa, en: artistsEn };

describe('artist labels', () => {
  it('names every known member and credit role in Japanese and English, and nothing else', () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      expect(Object.keys(catalog.roles).sort(), language).toEqual([...KNOWN_ARTIST_ROLES].sort());
      for (const role of KNOWN_ARTIST_ROLES) {
        expect(catalog.roles[role].trim(), `${language} ${role}`).not.toBe('');
      }
    }
    // Japanese labels are written in Japanese, not copied from the English ones.
    expect(artistsJa.roles.vocals).toBe('ボーカル');
    expect(artistsEn.roles.mixing_engineer).toBe('Mixing engineer');
  });

  it('names every link kind in both languages', () => {
    for (const catalog of Object.values(catalogs)) {
      expect(Object.keys(catalog.linkKinds).sort()).toEqual([...ARTIST_LINK_KINDS].sort());
    }
  });

  it('shows a role the list does not know as it was written', () => {
    const t = ((key: string) => `label of ${key}`) as unknown as TFunction;
    expect(memberRoleLabel('vocals', t)).toBe('label of artists.roles.vocals');
    expect(memberRoleLabel('theremin', t)).toBe('theremin');
  });

  it('draws initials from the first two words of Latin names and the first character otherwise', () => {
    expect(artistInitials('Dawn Band')).toBe('DB');
    expect(artistInitials('minato')).toBe('M');
    expect(artistInitials('夜明けのバンド')).toBe('夜');
    expect(artistInitials('  ')).toBe('?');
  });
});
