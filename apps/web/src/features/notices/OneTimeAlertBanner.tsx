// The one-time alert across the top of the dashboard in its colour (white or black): title, body, its button (part
// `cta`) and close (part `close`).
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { OldBannerColour } from '@otodoke/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { alertColourScheme } from './alert-colours.ts';
import { NoticeBody } from './NoticeBody.tsx';
import { NoticeCta } from './NoticeCta.tsx';

export interface OneTimeAlertBannerProps {
  alert: {
    id: number;
    title: string;
    bodyHtml: string;
    language: string;
    isOtherLanguage: boolean;
    ctaUrl: string | null;
    /** The operator's colour; white when none. */
    bannerColour?: OldBannerColour | null;
  };
  onClose: () => void;
  onCta: () => void;
}

export function OneTimeAlertBanner({ alert, onClose, onCta }: OneTimeAlertBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const colours = alertColourScheme(alert.bannerColour);
  const focusRing = { outline: `2px solid ${colours.focusRing}`, outlineOffset: 2 };
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="one-time-alert"
      data-colour={alert.bannerColour ?? 'white'}
      sx={{
        display: 'flex',
        gap: { xs: 1.25, sm: 2 },
        alignItems: 'flex-start',
        px: { xs: 2, sm: 3 },
        py: { xs: 1.75, sm: 2 },
        bgcolor: colours.background,
        borderBottom: 1,
        borderColor: colours.border,
        color: colours.text,
        '& a:focus-visible, & button:focus-visible': focusRing,
      }}
    >
      <NotificationsActiveOutlinedIcon
        sx={{ color: colours.icon, mt: 0.25, display: { xs: 'none', sm: 'block' } }}
        aria-hidden
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <Box
            component="h2"
            id={titleId}
            lang={alert.language}
            sx={{ m: 0, fontSize: 15, fontWeight: 800, lineHeight: 1.5 }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('notices.alert.label')}:{' '}
            </Box>
            {alert.title}
          </Box>
          {alert.isOtherLanguage && (
            <Chip
              size="small"
              variant="outlined"
              label={t('notices.alert.otherLanguage')}
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            />
          )}
        </Box>
        <Box sx={{ fontSize: 14, '& > div': { fontSize: 14, lineHeight: 1.7 }, '& > div a': { color: 'inherit' } }}>
          <NoticeBody html={alert.bodyHtml} lang={alert.language} />
        </Box>
        <NoticeCta
          url={alert.ctaUrl}
          label={t('notices.alert.cta')}
          size="small"
          onClick={onCta}
          sx={{
            mt: 1.25,
            bgcolor: colours.ctaBackground,
            color: colours.ctaText,
            '&:hover': { bgcolor: colours.ctaHover },
            '&.Mui-focusVisible': focusRing,
          }}
        />
      </Box>
      <Tooltip title={t('notices.alert.close')}>
        <IconButton
          aria-label={t('notices.alert.close')}
          onClick={onClose}
          size="small"
          sx={{
            color: 'inherit',
            mt: -0.5,
            '&:hover': { bgcolor: colours.closeHover },
            '&.Mui-focusVisible': focusRing,
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
