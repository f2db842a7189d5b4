// Labels of domain values (types, statuses, genres, price tiers, languages, countries) in the interface language.
import {
  AUDIO_LANGUAGES,
  GENRES,
  INSTRUMENTAL_AUDIO_LANGUAGE,
  RELEASE_STATUS_GROUP_LABELS,
  RELEASE_TYPE_LABELS,
  type ReleaseStatusGroup,
  type ReleaseType,
  VARIABLE_PRICE_TYPE_LABELS,
} from '@otodoke/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { releaseStatusLabel } from './release-status.ts';

const LOCALES = { ja: 'ja-JP', en: 'en-US' } as const;

function displayName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function useReleaseLabels() {
  const language = useLanguage();
  const { t } = useTranslation();
  return useMemo(() => {
    const languages = new Intl.DisplayNames([LOCALES[language]], { type: 'language' });
    const regions = new Intl.DisplayNames([LOCALES[language]], { type: 'region' });
    return {
      language,
      type: (type: ReleaseType) => RELEASE_TYPE_LABELS[type][language],
      status: (status: string) => releaseStatusLabel(status, language),
      group: (group: ReleaseStatusGroup) => RELEASE_STATUS_GROUP_LABELS[group][language],
      genre: (id: string) => GENRES[id]?.[language] ?? id,
      priceType: (tier: 1 | 2 | 3 | 4) => VARIABLE_PRICE_TYPE_LABELS[tier][language],
      audioLanguage: (code: string) =>
        code === INSTRUMENTAL_AUDIO_LANGUAGE
          ? t('releases.song.instrumental')
          : (AUDIO_LANGUAGES[code]?.[language] ?? displayName(languages, code)),
      region: (code: string) => displayName(regions, code),
    };
  }, [language, t]);
}

export type ReleaseLabels = ReturnType<typeof useReleaseLabels>;
