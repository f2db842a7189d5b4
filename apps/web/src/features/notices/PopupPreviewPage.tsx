// /preview/popup/:id (operators): a popup, whatever its status, as members see it (GET /preview/popup/get/{id}), with
// the way it is shown and its button; the modal opens at once and again from the page.
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { previewPopup } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PopupDialog } from './PopupDialog.tsx';

export function PopupPreviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const [open, setOpen] = useState(true);
  const popup = useApi(previewPopup, valid ? { params: { id: Number(id) } } : null, { revalidateOnFocus: false });
  if (!valid || popup.error?.statusCode === 404) return <NotFoundPage />;

  let content = null;
  if (popup.error) content = <LoadError message={popup.error.message} onRetry={() => void popup.mutate()} />;
  else if (!popup.data) content = <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  else {
    const notice = popup.data;
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography
          variant="h5"
          component="p"
          lang={notice.language}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {notice.title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={t(`notices.preview.display.${notice.display}`)} />
          <Chip variant="outlined" label={notice.ctaUrl ?? t('notices.preview.noCta')} sx={{ maxWidth: '100%' }} />
        </Stack>
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('notices.preview.open')}
        </Button>
        <PopupDialog notice={notice} open={open} onClose={() => setOpen(false)} onCta={() => setOpen(false)} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Alert severity="info" icon={<VisibilityOutlinedIcon />} sx={{ mb: 3 }}>
        <Typography component="h1" sx={{ fontWeight: 700, fontSize: 16 }}>
          {t('notices.preview.title')}
        </Typography>
        <Typography variant="body2">{t('notices.preview.lead')}</Typography>
      </Alert>
      <Box>{content}</Box>
      <Button component={RouterLink} to="/admin?section=content" sx={{ mt: 4 }}>
        {t('notices.preview.back')}
      </Button>
    </Container>
  );
}
