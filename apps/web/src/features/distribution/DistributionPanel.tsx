import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getMyReleaseDistribution, requestMyReleaseTakedown } from '@otodoke/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { isoDateIn, useFormat } from '../../app/i18n/format.ts';
import { useSession } from '../../app/session/use-session.ts';
import { DefinitionRows } from '../../ui/DefinitionRows.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { AddStoresDialog } from './AddStoresDialog.tsx';
import { CorrectTitlesDialog } from './CorrectTitlesDialog.tsx';
import {
  canChangeDistribution,
  hasDistributionToShow,
  isInMotion,
  isWaitingForSaleDate,
  type ReleaseDistribution,
  refreshIntervalFor,
} from './distribution-state.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReleaseHistory } from './ReleaseHistory.tsx';
import { RenewalNotice } from './RenewalNotice.tsx';
import { renewalNoticeOf } from './renewal-state.ts';
import { StoreDeliveryTable } from './StoreDeliveryTable.tsx';
import { type SongTitles, type TitleAndVersion, titleCorrectionFrom } from './title-correction.ts';

interface DistributionPanelProps {
  releaseId: number;
  /** The release's title as the owner reads it (in the takedown confirmation). */
  title: string;
  /** The release's title and version and its songs' as the page has them (a correction starts from them). */
  titles: TitleAndVersion & { songs: readonly SongTitles[] };
  /** The release's status as the page shows it; when the stores move it on, `onStatusChange` is told. */
  releaseStatus: string;
  onStatusChange?: (status: string) => void;
  /** After the titles were corrected: the page reads the release again. */
  onTitlesCorrected?: () => void;
  /** The day (YYYY-MM-DD) the owner chose for the sale while the release waits for it; the stores sell from then. */
  scheduledSaleDate?: string | null;
}

/**
 * The owner's view of a release out of review (GET /api/v2/me/releases/{id}/distribution): its state at each store,
 * refreshed every few seconds while stores are still answering, its history, the renewal of a release paid per
 * release, and for members who may change releases the takedown request, added stores, corrected titles and the
 * renewal's payment or refusal.
 */
export function DistributionPanel({
  releaseId,
  title,
  titles,
  releaseStatus,
  onStatusChange,
  onTitlesCorrected,
  scheduledSaleDate = null,
}: DistributionPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useSession();
  const { showSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<'takedown' | 'stores' | 'titles' | null>(null);
  const currentTitles = useMemo(() => titleCorrectionFrom(titles), [titles]);
  const [refreshInterval, setRefreshInterval] = useState(0);
  const { data, error, mutate } = useApi(getMyReleaseDistribution, { params: { id: releaseId } }, { refreshInterval });
  // SWR reads a refreshInterval function only before the first answer; a number that follows the answers restarts
  // its timer whenever the stores start or stop moving.
  const today = isoDateIn(new Date(), format.timeZone);
  useEffect(
    () => setRefreshInterval(refreshIntervalFor(data, { saleDate: scheduledSaleDate, today })),
    [data, scheduledSaleDate, today],
  );

  const status = data?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the page once per change of status
  useEffect(() => {
    if (status && status !== releaseStatus) onStatusChange?.(status);
  }, [status, releaseStatus]);

  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (!data || !hasDistributionToShow(data)) return null;

  const canChange = canChangeDistribution(session?.individual);
  const canTakeDown = canChange && data.canRequestTakedown;
  const canAddStores = canChange && data.addableStores.length > 0;
  const canCorrectTitles = canChange && data.canCorrectMetadata;
  const renewal = renewalNoticeOf(data);
  const waitingForDate = isWaitingForSaleDate(data.stores, scheduledSaleDate, today);
  const replace = (updated: ReleaseDistribution) => void mutate(updated, { revalidate: false });

  const requestTakedown = async (reason: string) => {
    const updated = await callApi(requestMyReleaseTakedown, { params: { id: releaseId }, body: { reason } });
    replace(updated);
    showSnackbar(t('distribution.takedown.done'), 'success');
  };

  return (
    <SettingsSection
      title={t('distribution.panel.title')}
      description={t('distribution.panel.lead')}
      action={
        canTakeDown || canAddStores || canCorrectTitles ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {canCorrectTitles && (
              <Button
                variant="outlined"
                startIcon={<EditNoteOutlinedIcon />}
                onClick={() => setDialog('titles')}
                sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
              >
                {t('distribution.panel.correctTitles')}
              </Button>
            )}
            {canAddStores && (
              <Button
                variant="outlined"
                startIcon={<AddBusinessOutlinedIcon />}
                onClick={() => setDialog('stores')}
                sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
              >
                {t('distribution.panel.addStores')}
              </Button>
            )}
            {canTakeDown && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<RemoveShoppingCartOutlinedIcon />}
                onClick={() => setDialog('takedown')}
                sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
              >
                {t('distribution.panel.requestTakedown')}
              </Button>
            )}
          </Stack>
        ) : undefined
      }
    >
      <Stack spacing={3}>
        {renewal && (
          <RenewalNotice
            notice={renewal}
            releaseId={releaseId}
            title={title}
            canPay={canChange && data.canPayRenewal}
            canDecline={canChange && data.canCancelRenewal}
            onDeclined={replace}
          />
        )}
        {(isInMotion(data.stores) || (data.termEndsAt && !renewal)) && (
          <Stack spacing={1.5}>
            {waitingForDate && (
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
                {t('distribution.panel.waitingForDate', { date: format.date(scheduledSaleDate ?? '') })}
              </Typography>
            )}
            {isInMotion(data.stores) && !waitingForDate && (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <CircularProgress size={14} aria-hidden="true" />
                <Typography variant="body2">{t('distribution.panel.live')}</Typography>
              </Stack>
            )}
            {data.termEndsAt && !renewal && (
              <DefinitionRows
                items={[
                  {
                    label: t('distribution.panel.termEnds'),
                    value: t('distribution.panel.termEndsValue', { date: format.date(data.termEndsAt) }),
                  },
                ]}
              />
            )}
          </Stack>
        )}
        <Box component="section" aria-labelledby={`distribution-${releaseId}-stores`}>
          <Typography id={`distribution-${releaseId}-stores`} variant="h5" component="h3" sx={{ mb: 1.5 }}>
            {t('distribution.panel.storesTitle')}
          </Typography>
          {data.stores.length > 0 ? (
            <StoreDeliveryTable stores={data.stores} />
          ) : (
            <EmptyState title={t('distribution.panel.noStores')} body={t('distribution.panel.noStoresBody')} />
          )}
        </Box>
        {data.history.length > 0 && (
          <Box component="section" aria-labelledby={`distribution-${releaseId}-history`}>
            <Typography id={`distribution-${releaseId}-history`} variant="h5" component="h3" sx={{ mb: 1.5 }}>
              {t('distribution.panel.historyTitle')}
            </Typography>
            <ReleaseHistory history={data.history} />
          </Box>
        )}
      </Stack>
      <ReasonDialog
        open={dialog === 'takedown'}
        title={t('distribution.takedown.title')}
        description={t('distribution.takedown.body')}
        reasonLabel={t('distribution.takedown.reasonLabel')}
        reasonHelp={t('distribution.takedown.reasonHelp')}
        submitLabel={t('distribution.takedown.submit')}
        confirmation={{
          title: t('distribution.takedown.confirmTitle'),
          content: t('distribution.takedown.confirmBody', { title }),
          okLabel: t('distribution.takedown.confirmOk'),
        }}
        onSubmit={requestTakedown}
        onClose={() => setDialog(null)}
      />
      <AddStoresDialog
        open={dialog === 'stores'}
        releaseId={releaseId}
        stores={data.addableStores}
        onAdded={replace}
        onClose={() => setDialog(null)}
      />
      <CorrectTitlesDialog
        open={dialog === 'titles'}
        releaseId={releaseId}
        current={currentTitles}
        onCorrected={(updated) => {
          replace(updated);
          onTitlesCorrected?.();
        }}
        onClose={() => setDialog(null)}
      />
    </SettingsSection>
  );
}
