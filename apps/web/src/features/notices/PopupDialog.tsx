// A popup as a modal dialog (focus kept inside, Esc closes, focus goes back to where it was): title, body, the note
// when shown in the other language, its button and close.
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Notice } from '@otodoke/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeBody } from './NoticeBody.tsx';
import { NoticeCta } from './NoticeCta.tsx';

export interface PopupDialogProps {
  /** The popup, camelCased as the API client gives it. */
  notice: Pick<Notice, 'id' | 'title' | 'language'> & {
    bodyHtml: string;
    isOtherLanguage: boolean;
    ctaUrl: string | null;
  };
  open: boolean;
  /** Closed without the button (the close button, Esc, a click outside). */
  onClose: () => void;
  /** The button was followed. */
  onCta: () => void;
}

export function PopupDialog({ notice, open, onClose, onCta }: PopupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{
        paper: {
          sx: { borderRadius: phone ? 3 : 4, m: phone ? 1.5 : 4, width: phone ? 'calc(100% - 24px)' : undefined },
        },
      }}
    >
      <Box
        aria-hidden
        sx={{
          height: 6,
          background: 'linear-gradient(90deg, #4a2fbd 0%, #7b5cff 55%, #ff8a65 100%)',
        }}
      />
      <DialogTitle
        id={titleId}
        lang={notice.language}
        sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', pb: 1 }}
      >
        <CampaignOutlinedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
        <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 20 }, lineHeight: 1.45 }}>
          {notice.title}
        </Box>
      </DialogTitle>
      <DialogContent id={bodyId}>
        {notice.isOtherLanguage && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2, py: 0 }}>
            {t('notices.popup.otherLanguage')}
          </Alert>
        )}
        <NoticeBody html={notice.bodyHtml} lang={notice.language} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap-reverse' }}>
        <Button onClick={onClose} color="inherit">
          {notice.ctaUrl ? t('notices.popup.close') : t('notices.popup.read')}
        </Button>
        <NoticeCta url={notice.ctaUrl} label={t('notices.popup.cta')} onClick={onCta} />
      </DialogActions>
    </Dialog>
  );
}
