import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cancelBulkUpload, getBulkUpload, reserveBulkUpload } from '@otodoke/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { requestContext } from '../../app/request-context.ts';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { BatchProblemsTable } from './BatchProblemsTable.tsx';
import { BatchReleasesTable } from './BatchReleasesTable.tsx';
import { BulkUploadStatusChip } from './BulkUploadStatusChip.tsx';
import { batchDownloadUrl } from './bulk-upload-paths.ts';
import type { BulkUploadBatch } from './bulk-upload-types.ts';

/** How often a batch being checked or registered is read again. */
const POLL_MS = 2000;

interface BatchResultProps {
  id: number;
  canEdit: boolean;
  /** The batch changed status (the list of past batches should follow). */
  onChanged: () => void;
  /** Leave this batch and go back to uploading a file. */
  onClose: () => void;
}

/** The buttons under a result: stacked on phones, in a row on wider screens. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {children}
    </Stack>
  );
}

const isRunning = (batch: BulkUploadBatch | undefined) => batch?.status === 'not_yet' || batch?.status === 'doing';

/** One batch: its problems, or the releases it will create; registration and its progress; the drafts it made. */
export function BatchResult({ id, canEdit, onChanged, onClose }: BatchResultProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const {
    data: batch,
    error,
    mutate,
  } = useApi(getBulkUpload, { params: { id } }, { refreshInterval: (latest) => (isRunning(latest) ? POLL_MS : 0) });

  // A batch that finishes while the page is open updates the list below.
  const lastStatus = useRef(batch?.status);
  useEffect(() => {
    if (batch && lastStatus.current !== undefined && lastStatus.current !== batch.status) onChanged();
    lastStatus.current = batch?.status;
  }, [batch, onChanged]);

  // Opening a batch (from the list, a mail or an upload) brings it into view.
  const anchor = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (scrolledTo.current === id || !anchor.current) return;
    scrolledTo.current = id;
    anchor.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  });

  const closeLabel = canEdit ? t('bulkUpload.result.startOver') : t('common.close');
  const title = canEdit
    ? `${t('bulkUpload.step', { n: 3 })}: ${t('bulkUpload.result.title')}`
    : t('bulkUpload.result.title');
  const section = (children: ReactNode) => (
    <Box ref={anchor} sx={{ scrollMarginTop: 80 }}>
      <SettingsSection
        title={title}
        description={batch ? t('bulkUpload.result.fileLabel', { name: batch.originalName }) : undefined}
        action={batch ? <BulkUploadStatusChip status={batch.status} /> : undefined}
      >
        {children}
      </SettingsSection>
    </Box>
  );

  if (error) {
    return section(
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onClose}>
            {closeLabel}
          </Button>
        }
      >
        {error.message}
      </Alert>,
    );
  }
  if (!batch) return section(<Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />);

  const counts = { releases: batch.releaseCount, songs: batch.songCount };
  const download = (label: string) => (
    <Button
      variant="outlined"
      startIcon={<DownloadOutlinedIcon />}
      href={batchDownloadUrl(batch.id, language, requestContext.acid)}
      download
    >
      {label}
    </Button>
  );

  const register = async () => {
    try {
      const done = await confirm({
        title: t('bulkUpload.result.registerConfirmTitle'),
        content: t('bulkUpload.result.registerConfirm', counts),
        okLabel: t('bulkUpload.result.registerOk'),
        onConfirm: async () => {
          await mutate(await callApi(reserveBulkUpload, { params: { id: batch.id } }), { revalidate: false });
        },
      });
      if (done) {
        showSnackbar(t('bulkUpload.result.registering'));
        onChanged();
      }
    } catch (thrown) {
      handleError(thrown);
      await mutate();
    }
  };

  const cancel = async () => {
    try {
      const done = await confirm({
        title: t('bulkUpload.result.cancelConfirmTitle'),
        content: t('bulkUpload.result.cancelConfirm'),
        okLabel: t('bulkUpload.result.cancelOk'),
        onConfirm: () => callApi(cancelBulkUpload, { params: { id: batch.id } }),
      });
      if (done) showSnackbar(t('bulkUpload.result.cancelled'));
    } catch (thrown) {
      handleError(thrown);
    }
    await mutate();
    onChanged();
  };

  const cancelButton =
    canEdit && batch.canCancel ? (
      <Button color="error" onClick={() => void cancel()}>
        {t('bulkUpload.result.cancel')}
      </Button>
    ) : null;

  switch (batch.status) {
    case 'not_yet':
      return section(
        <Stack spacing={1.5} role="status">
          <LinearProgress aria-label={t('bulkUpload.result.checking')} sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('bulkUpload.result.checking')}
          </Typography>
          <Actions>{cancelButton}</Actions>
        </Stack>,
      );
    case 'ready':
      return section(
        <Stack spacing={2.5}>
          <Alert severity="info">
            <AlertTitle>{t('bulkUpload.result.readyTitle')}</AlertTitle>
            {t('bulkUpload.result.readyBody', counts)}
          </Alert>
          <BatchReleasesTable releases={batch.releases} />
          <Actions>
            {canEdit && batch.canReserve && (
              <Button variant="contained" size="large" onClick={() => void register()}>
                {t('bulkUpload.result.register')}
              </Button>
            )}
            {cancelButton}
          </Actions>
        </Stack>,
      );
    case 'doing':
      return section(
        <Stack spacing={2.5}>
          <Stack spacing={1.5} role="status">
            <Typography sx={{ fontWeight: 700 }}>{t('bulkUpload.result.doingTitle')}</Typography>
            <LinearProgress aria-label={t('bulkUpload.result.doingTitle')} sx={{ height: 8, borderRadius: 4 }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('bulkUpload.result.doingBody')}
            </Typography>
          </Stack>
          <BatchReleasesTable releases={batch.releases} />
        </Stack>,
      );
    case 'success':
      return section(
        <Stack spacing={2.5}>
          <Alert severity="success">
            <AlertTitle>{t('bulkUpload.result.successTitle', { count: batch.releaseIds.length })}</AlertTitle>
            {t('bulkUpload.result.successBody')}
          </Alert>
          <BatchReleasesTable releases={batch.releases} />
          <Actions>
            {download(t('bulkUpload.result.downloadOriginal'))}
            <Button onClick={onClose}>{closeLabel}</Button>
          </Actions>
        </Stack>,
      );
    case 'failure': {
      const wasRegistering = batch.reservedAt !== null;
      return section(
        <Stack spacing={2.5}>
          <Alert severity="error">
            <AlertTitle>
              {wasRegistering
                ? t('bulkUpload.result.failureTitle')
                : t('bulkUpload.result.errorsTitle', { count: batch.errorCount })}
            </AlertTitle>
            {wasRegistering ? t('bulkUpload.result.failureBody') : t('bulkUpload.result.errorsBody')}
          </Alert>
          <BatchProblemsTable problems={batch.errors} />
          <Actions>
            {download(t('bulkUpload.result.downloadReport'))}
            <Button onClick={onClose}>{closeLabel}</Button>
          </Actions>
        </Stack>,
      );
    }
    case 'cancel':
      return section(
        <Stack spacing={2.5}>
          <Alert severity="info">{t('bulkUpload.result.cancelTitle')}</Alert>
          <Actions>
            <Button onClick={onClose}>{closeLabel}</Button>
          </Actions>
        </Stack>,
      );
  }
}
