import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '../constants.ts';
import { chooseLanguage } from './change-language.ts';

/** This page in `language`: the server renders it so and remembers the choice (?lang=, spec 2). */
function pageIn(language: string, pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}${hash}`;
}

/**
 * 日本語 / English switch; the choice is remembered in this browser and by the server (cookie). Each is a link to the
 * page with ?lang=, which works before the app has started (the landing page is shown first), and switches in place
 * once it has.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'ja';
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        whiteSpace: 'nowrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 0.25,
        gap: 0.25,
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const selected = language === current;
        return (
          <ButtonBase
            key={language}
            component="a"
            href={pageIn(language, pathname, search, hash)}
            lang={language}
            aria-current={selected ? 'true' : undefined}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              // Remembering on the server can fail (offline); the page has already switched, which is what matters.
              if (!selected) chooseLanguage(language).catch(() => undefined);
            }}
            sx={{
              px: 1.25,
              py: 0.5,
              borderRadius: 1.5,
              fontSize: 13,
              fontWeight: 700,
              color: selected ? 'text.primary' : 'text.secondary',
              bgcolor: selected ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {t(`language.${language}`)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
