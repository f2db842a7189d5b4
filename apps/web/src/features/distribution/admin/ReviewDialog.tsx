import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { decideReview, getReview, takedownRelease } from '@otodoke/contract';
import {
  formatValidationMessage,
  RELEASE_TYPE_LABELS,
  REVIEW_DECISION_LABELS,
  type ReviewDecision,
  TEXT_MAX_LENGTH,
} from '@otodoke/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshAdminCounts } from '../../../app/data/admin-refresh.ts';
import { useApi } from '../../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../../app/i18n/use-language.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { canOperatorTakeDown, hasUndelivered, refreshIntervalFor, releaseStatusText } from '../distribution-state.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { ReleaseHistory } from '../ReleaseHistory.tsx';
import { StoreDeliveryTable } from '../StoreDeliveryTable.tsx';
import { ReviewReleaseFacts } from './ReviewReleaseFacts.tsx';
import { decisionLook, isConfirmedFirst, missingReason, reviewStatusColour } from './review-queue.ts';
import { useRedeliver } from './use-redeliver.ts';

interface ReviewDialogProps {
  /** The release to show; null keeps the dialog closed. */
  releaseId: number | null;
  onClose: () => void;
  /** A decision, takedown or new delivery changed the release: lists showing it read again. */
  onChanged: () => void;
  /** Stores the opening list knows refused this release's content unchanged: 再納品 warns about them at once. */
  unchangedStores?: readonly string[];
}

/**
 * A release under review (GET /admin/api/v2/reviews/{id}): what was submitted, its history and stores, and the
 * decisions open to the operator; for a release out at the stores, taking it down and sending it again.
 * Full-screen on phones.
 */
export function ReviewDialog({ releaseId, onClose, onChanged, unchangedStores = [] }: ReviewDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const language = useLanguage();
  const titleId = useId();
  const reasonId = useId();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const refreshCounts = useRefreshAdminCounts();
  const redeliverRelease = useRedeliver();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [isTakingDown, setIsTakingDown] = useState(false);
  const [refreshInterval, setRefreshInterval] = useState(0);
  const { data, error, mutate } = useApi(getReview, releaseId === null ? null : { params: { id: releaseId } }, {
    refreshInterval,
  });
  // Stores answering after an approval or a takedown show up while the dialog is open (a number, not a function:
  // SWR reads a function only before the first answer).
  useEffect(() => setRefreshInterval(refreshIntervalFor(data?.distribution)), [data]);

  // Each release gets a fresh reason.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when another release opens
  useEffect(() => {
    setReason('');
    setReasonProblem(null);
  }, [releaseId]);

  const release = data?.release;
  const title = release?.title || t('distribution.review.untitled');

  const decide = async (decision: ReviewDecision) => {
    if (releaseId === null) return;
    const given = reason.trim();
    if (missingReason(decision, given)) {
      setReasonProblem(formatValidationMessage('required', language));
      reasonRef.current?.focus();
      return;
    }
    if (isConfirmedFirst(decision)) {
      const ok = await confirm({
        title: t('distribution.reject.confirmTitle'),
        content: t('distribution.reject.confirmBody', { title }),
        okLabel: t('distribution.reject.confirmOk'),
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      const updated = await callApi(decideReview, { params: { id: releaseId }, body: { decision, reason: given } });
      await mutate(updated, { revalidate: false });
      setReason('');
      setReasonProblem(null);
      showSnackbar(t(`distribution.decided.${decision}`), 'success');
      onChanged();
      void refreshCounts();
    } catch (thrown) {
      handleError(thrown, {
        setFieldError: (field, message) => {
          if (field === 'reason') setReasonProblem(message);
        },
      });
    } finally {
      setBusy(false);
    }
  };

  const takeDown = async (given: string) => {
    if (releaseId === null) return;
    const updated = await callApi(takedownRelease, { params: { id: releaseId }, body: { reason: given } });
    await mutate(updated, { revalidate: false });
    showSnackbar(t('distribution.adminTakedown.done'), 'success');
    onChanged();
    void refreshCounts();
  };

  // The stores here do not say whether a refusal was of unchanged content: the opening list may, and otherwise the
  // server asks for the warning (409 DIST00002) and the operator is asked again with it.
  const redeliver = async () => {
    if (releaseId === null) return;
    if (await redeliverRelease({ id: releaseId, title }, unchangedStores)) onChanged();
    await mutate();
  };

  const decisions = data?.decisions ?? [];
  const distribution = data?.distribution;
  const canTakeDown = distribution ? canOperatorTakeDown(distribution.status) : false;
  const canRedeliver = distribution ? hasUndelivered(distribution.stores) : false;

  let content: ReactNode;
  if (error)
    content = (
      <LoadError message={error.message || t('distribution.dialog.loadFailed')} onRetry={() => void mutate()} />
    );
  else if (!data || !release || !distribution)
    content = <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
  else {
    content = (
      <Stack spacing={3.5}>
        <ReviewReleaseFacts release={release} accountId={data.account.id} />
        <DialogSection title={t('distribution.dialog.storesTitle')}>
          {distribution.stores.length > 0 ? (
            <StoreDeliveryTable stores={distribution.stores} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('distribution.dialog.noStores')}</Typography>
          )}
        </DialogSection>
        <DialogSection title={t('distribution.dialog.historyTitle')}>
          {distribution.history.length > 0 ? (
            <ReleaseHistory history={distribution.history} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('distribution.dialog.noHistory')}</Typography>
          )}
        </DialogSection>
        {decisions.length > 0 && (
          <DialogSection title={t('distribution.dialog.decisionTitle')}>
            <TextField
              id={reasonId}
              inputRef={reasonRef}
              label={t('distribution.dialog.reasonLabel')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonProblem) setReasonProblem(null);
              }}
              fullWidth
              multiline
              minRows={3}
              error={reasonProblem !== null}
              helperText={reasonProblem ?? t('distribution.dialog.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
            />
          </DialogSection>
        )}
      </Stack>
    );
  }

  const hasActions = decisions.length > 0 || canTakeDown || canRedeliver;
  return (
    <Dialog
      open={releaseId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      // The theme gives phone dialogs a margin and round corners; a full-screen one has neither.
      sx={isPhone ? { '& .MuiDialog-paper': { m: 0, width: '100%', maxHeight: 'none', borderRadius: 0 } } : undefined}
    >
      <DialogTitle id={titleId} component="div" sx={{ pr: 7 }}>
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {release ? title : t('common.loading')}
          {release?.version && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
              ({release.version})
            </Box>
          )}
        </Typography>
        {data && release && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={RELEASE_TYPE_LABELS[release.type][language]} />
            <Chip
              size="small"
              color={reviewStatusColour(release.status)}
              label={releaseStatusText(release.status, data.distribution.statusLabel, language)}
              sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('distribution.dialog.account', { name: data.account.name })}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('distribution.dialog.releaseId', { id: release.id })}
            </Typography>
          </Stack>
        )}
        <IconButton
          onClick={onClose}
          aria-label={t('distribution.dialog.close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      {data && hasActions && (
        <DialogActions
          sx={{ px: { xs: 2, sm: 3 }, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {decisions.map((decision) => {
            const look = decisionLook(decision);
            return (
              <Button
                key={decision}
                variant={look.variant}
                color={look.color}
                disabled={busy}
                onClick={() => void decide(decision)}
                aria-describedby={decision === 'sendback' || decision === 'reject' ? reasonId : undefined}
                sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, whiteSpace: 'nowrap' }}
              >
                {REVIEW_DECISION_LABELS[decision][language]}
              </Button>
            );
          })}
          {canRedeliver && (
            <Button variant="outlined" onClick={() => void redeliver()} sx={{ whiteSpace: 'nowrap' }}>
              {t('distribution.dialog.redeliver')}
            </Button>
          )}
          {canTakeDown && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setIsTakingDown(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('distribution.dialog.takedown')}
            </Button>
          )}
        </DialogActions>
      )}
      <ReasonDialog
        open={isTakingDown}
        title={t('distribution.adminTakedown.title')}
        description={t('distribution.adminTakedown.body', { title })}
        reasonLabel={t('distribution.adminTakedown.reasonLabel')}
        reasonHelp={t('distribution.adminTakedown.reasonHelp')}
        submitLabel={t('distribution.adminTakedown.submit')}
        confirmation={{
          title: t('distribution.adminTakedown.confirmTitle'),
          content: t('distribution.adminTakedown.confirmBody', { title }),
          okLabel: t('distribution.adminTakedown.confirmOk'),
        }}
        onSubmit={takeDown}
        onClose={() => setIsTakingDown(false)}
      />
    </Dialog>
  );
}

function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
