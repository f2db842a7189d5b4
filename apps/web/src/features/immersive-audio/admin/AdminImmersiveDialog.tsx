// One immersive edition as an operator sees it (GET /admin/api/v2/immersive_audio/songs/{id}): account, release and
// song, the statuses with their codes, the file, the check (facts read, each code with its message in both
// languages), payment and delivery, and "check again" when the check itself failed. Full-screen on phones.
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getAdminImmersiveSong } from '@otodoke/contract';
import { formatFileSize } from '@otodoke/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/data/use-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { DefinitionRows } from '../../../ui/DefinitionRows.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ImmersiveStatusChips } from '../ImmersiveStatusChips.tsx';
import { formatSeconds, refreshIntervalOf } from '../immersive-rules.ts';
import { FactsList } from '../VerificationPanel.tsx';
import type { AdminImmersiveSong } from './immersive-admin.ts';
import { useRerunVerification } from './use-rerun-verification.ts';

interface AdminImmersiveDialogProps {
  /** The edition to show; null keeps the dialog closed. */
  id: number | null;
  onClose: () => void;
}

export function AdminImmersiveDialog({ id, onClose }: AdminImmersiveDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const rerun = useRerunVerification();
  // A check queued or running is followed until it ends, as the account's own screen does (a number, not SWR's
  // function form: an answer put in the cache by the re-run must start the polling too).
  const [pollEvery, setPollEvery] = useState(0);
  const { data, error, mutate } = useApi(getAdminImmersiveSong, id === null ? null : { params: { id } }, {
    refreshInterval: pollEvery,
  });
  const edition = data && data.id === id ? data : undefined;
  const wanted = refreshIntervalOf(edition);
  if (wanted !== pollEvery) setPollEvery(wanted);

  const runAgain = async () => {
    if (!edition) return;
    const answer = await rerun({ id: edition.id, title: edition.song.title, attempt: edition.verificationAttempt });
    if (answer) await mutate(answer.edition, { revalidate: false });
  };

  let content: ReactNode;
  if (error?.statusCode === 404) content = <EmptyState title={t('immersiveAudio.admin.detail.notFound')} />;
  else if (error) content = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!edition) content = <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
  else content = <EditionFacts edition={edition} />;

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      sx={isPhone ? { '& .MuiDialog-paper': { m: 0, width: '100%', maxHeight: 'none', borderRadius: 0 } } : undefined}
    >
      {/* Not a DialogTitle: it would take the dialog's label id, and the name would be every chip in it too. */}
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, pr: 7 }}>
        <Typography id={titleId} variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {edition ? edition.song.title : t('immersiveAudio.admin.detail.title', { id: id ?? '' })}
        </Typography>
        {edition && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={t(`immersiveAudio.formats.${edition.format}`)} />
            <ImmersiveStatusChips song={edition} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('immersiveAudio.admin.detail.title', { id: edition.id })}
            </Typography>
          </Stack>
        )}
        <IconButton
          onClick={onClose}
          aria-label={t('immersiveAudio.admin.detail.close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>{content}</DialogContent>
      {edition?.canRerunVerification && (
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            onClick={() => void runAgain()}
            sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
          >
            {t('immersiveAudio.admin.rerun')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function EditionFacts({ edition }: { edition: AdminImmersiveSong }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (value: string | null) => (value ? format.dateTime(value) : t('immersiveAudio.admin.detail.notYet'));
  const codeValue = (name: string, code: number) => t('immersiveAudio.admin.detail.codeValue', { name, code });
  const stereoLength = formatSeconds(edition.song.durationSeconds);

  const editionRows = [
    {
      label: t('immersiveAudio.admin.detail.account'),
      value: t('immersiveAudio.admin.detail.idValue', { name: edition.account.name, id: edition.account.id }),
    },
    {
      label: t('immersiveAudio.admin.detail.manager'),
      value: edition.account.managerEmail ?? t('immersiveAudio.admin.detail.noManager'),
    },
    {
      label: t('immersiveAudio.admin.detail.release'),
      value: t('immersiveAudio.admin.detail.idValue', { name: edition.release.title, id: edition.release.id }),
    },
    {
      label: t('immersiveAudio.admin.detail.song'),
      value: t('immersiveAudio.admin.detail.idValue', { name: edition.song.title, id: edition.song.id }),
    },
    { label: t('immersiveAudio.admin.detail.isrc'), value: edition.song.isrc ?? '—' },
    ...(stereoLength ? [{ label: t('immersiveAudio.admin.detail.stereoLength'), value: stereoLength }] : []),
    { label: t('immersiveAudio.admin.detail.format'), value: t(`immersiveAudio.formats.${edition.format}`) },
    {
      label: t('immersiveAudio.admin.detail.songStatus'),
      value: codeValue(t(`immersiveAudio.songStatus.${edition.status}`), edition.statusCode),
    },
    {
      label: t('immersiveAudio.admin.detail.verification'),
      value: codeValue(t(`immersiveAudio.verification.${edition.verificationStatus}`), edition.verificationStatusCode),
    },
    {
      label: t('immersiveAudio.admin.detail.actionStatus'),
      value: t(`immersiveAudio.actionStatus.${edition.actionStatus}`),
    },
    { label: t('immersiveAudio.admin.detail.attempt'), value: String(edition.verificationAttempt) },
    { label: t('immersiveAudio.admin.detail.createdAt'), value: when(edition.createdAt) },
    { label: t('immersiveAudio.admin.detail.updatedAt'), value: when(edition.updatedAt) },
    { label: t('immersiveAudio.admin.detail.verifiedAt'), value: when(edition.verifiedAt) },
    { label: t('immersiveAudio.admin.detail.paidAt'), value: when(edition.paidAt) },
    { label: t('immersiveAudio.admin.detail.deliveredAt'), value: when(edition.deliveredAt) },
  ];

  const file = edition.file;
  return (
    <Stack spacing={3.5}>
      <DialogSection title={t('immersiveAudio.admin.detail.editionTitle')}>
        <DefinitionRows items={editionRows} />
      </DialogSection>

      <DialogSection title={t('immersiveAudio.admin.detail.fileTitle')}>
        {file ? (
          <DefinitionRows
            items={[
              { label: t('immersiveAudio.admin.detail.fileName'), value: file.name },
              { label: t('immersiveAudio.admin.detail.fileSize'), value: formatFileSize(file.sizeBytes) },
              ...(file.contentType
                ? [{ label: t('immersiveAudio.admin.detail.fileType'), value: file.contentType }]
                : []),
              {
                label: t('immersiveAudio.admin.detail.fileStored'),
                value: file.stored ? (
                  t('immersiveAudio.admin.detail.stored')
                ) : (
                  <Box component="span" sx={{ color: 'error.main' }}>
                    {t('immersiveAudio.admin.detail.missing')}
                  </Box>
                ),
              },
            ]}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.admin.detail.noFile')}</Typography>
        )}
      </DialogSection>

      <DialogSection title={t('immersiveAudio.admin.detail.verificationTitle')}>
        <Stack spacing={2}>
          {edition.verificationStatus === 'verify_operation_failed' && (
            <Alert severity="error">{t('immersiveAudio.admin.detail.operationFailed')}</Alert>
          )}
          <InvalidCodes codes={edition.invalidCodes} />
          {edition.facts && <FactsList facts={edition.facts} />}
        </Stack>
      </DialogSection>

      <DialogSection title={t('immersiveAudio.admin.detail.deliveryTitle')}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
              {t('immersiveAudio.admin.detail.stores')}
            </Typography>
            {edition.stores.length > 0 ? (
              <Typography>
                {edition.stores.map((store) => store.name).join(format.language === 'ja' ? '、' : ', ')}
              </Typography>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.admin.detail.noStores')}</Typography>
            )}
          </Box>
          <StoreDeliveries edition={edition} />
        </Stack>
      </DialogSection>
    </Stack>
  );
}

/** Each code the check recorded: both messages (what the account reads in either language) and the code. */
function InvalidCodes({ codes }: { codes: AdminImmersiveSong['invalidCodes'] }) {
  const { t } = useTranslation();
  if (codes.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.admin.detail.noCodes')}</Typography>;
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('immersiveAudio.admin.detail.codesTitle')}
      </Typography>
      <Box component="ul" aria-label={t('immersiveAudio.admin.detail.codesLabel')} sx={{ m: 0, pl: 2.5 }}>
        {codes.map((code) => (
          <Box component="li" key={`${code.family}-${code.code}-${code.messages.en}`} sx={{ mb: 1.25 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('immersiveAudio.admin.detail.codeLabel', { family: code.family, code: code.code })}
            </Typography>
            <Typography variant="body2" lang="ja">
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                {t('immersiveAudio.admin.detail.messageJa')}
              </Box>
              {code.messages.ja}
            </Typography>
            <Typography variant="body2" lang="en">
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                {t('immersiveAudio.admin.detail.messageEn')}
              </Box>
              {code.messages.en}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The release at each store that takes the format (the edition travels in the release's messages). */
function StoreDeliveries({ edition }: { edition: AdminImmersiveSong }) {
  const { t } = useTranslation();
  const format = useFormat();
  const deliveries = edition.storeDeliveries;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('immersiveAudio.admin.detail.deliveries')}
      </Typography>
      {deliveries === null ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('immersiveAudio.admin.detail.deliveriesUnavailable')}
        </Typography>
      ) : deliveries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('immersiveAudio.admin.detail.noDeliveries')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('immersiveAudio.admin.detail.deliveriesLabel')} sx={{ m: 0, pl: 0 }}>
          {deliveries.map((store) => (
            <Stack
              component="li"
              key={store.storeId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 1.5 }}
              sx={{
                listStyle: 'none',
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                alignItems: { sm: 'center' },
              }}
            >
              <Box sx={{ fontWeight: 600, minWidth: { sm: 160 } }}>{store.storeName}</Box>
              <Chip size="small" variant="outlined" label={store.statusLabel} sx={{ alignSelf: 'flex-start' }} />
              {store.onSaleAt && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('immersiveAudio.admin.detail.onSaleAt', { at: format.dateTime(store.onSaleAt) })}
                </Typography>
              )}
              {store.reason && (
                <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                  {store.reason}
                </Typography>
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
