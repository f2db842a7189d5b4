// What the release editor says above the form about where the release stands: its payment, a submission just made,
// why it cannot be changed (or how to change it again), its distribution, or the reviewers' request for changes.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DistributionPanel } from '../distribution/index.ts';
import { PAYMENTS_PATH, ReleasePaymentPanel } from '../plans/index.ts';
import { isChangeRequested, nextStepAfterSubmit, paymentLock } from './release-status.ts';
import { RELEASES_PATH } from './release-terms.ts';
import type { Release } from './release-types.ts';
import { scheduledSaleDate } from './scheduled-sale.ts';
import { useReleaseLabels } from './use-release-labels.ts';

interface ReleaseStatusNoticesProps {
  release: Release;
  readOnly: boolean;
  /** The status a submission just led to, or null. */
  submittedStatus: string | null;
  submittedRef: Ref<HTMLDivElement>;
  onWithdraw: () => void;
  /** The stores moved the release on, or its titles were corrected: read it again. */
  onReadAgain: () => void;
}

export function ReleaseStatusNotices({
  release,
  readOnly,
  submittedStatus,
  submittedRef,
  onWithdraw,
  onReadAgain,
}: ReleaseStatusNoticesProps) {
  const { t } = useTranslation();
  const lock = paymentLock(release.status);
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <ReleasePaymentPanel release={release} untitled={t('releases.editor.untitled')} />
      {submittedStatus && <SubmittedNotice status={submittedStatus} noticeRef={submittedRef} />}
      {readOnly && !submittedStatus && lock === null && (
        <Alert severity="info">
          <AlertTitle>{t('releases.editor.readOnlyTitle')}</AlertTitle>
          {release.statusGroup === 'on_sale'
            ? t('releases.editor.readOnlyOnSaleBody')
            : release.statusGroup === 'ended'
              ? t('releases.editor.readOnlyEndedBody')
              : t('releases.editor.readOnlyBody')}
        </Alert>
      )}
      {readOnly && !submittedStatus && lock !== null && (
        <PaymentLockNotice withdrawable={lock === 'withdrawable'} onWithdraw={onWithdraw} />
      )}
      {readOnly && (
        <DistributionPanel
          releaseId={release.id}
          title={release.title || t('releases.editor.untitled')}
          titles={release}
          releaseStatus={release.status}
          // The stores moved the release on (delivered, on sale, taken down), or its titles were corrected: the
          // header and the fields follow.
          onStatusChange={onReadAgain}
          onTitlesCorrected={onReadAgain}
          scheduledSaleDate={scheduledSaleDate(release.status, release.requestedSaleStartDate)}
        />
      )}
      {!readOnly && isChangeRequested(release.status) && (
        <Alert severity="warning">
          <AlertTitle>{t('releases.editor.changeRequestedTitle')}</AlertTitle>
          {t('releases.editor.changeRequestedBody')}
        </Alert>
      )}
    </Stack>
  );
}

/** The release was submitted: its status now, what comes next, and the way back to the list. */
function SubmittedNotice({ status, noticeRef }: { status: string; noticeRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const next = nextStepAfterSubmit(status);
  return (
    <Alert severity="success" ref={noticeRef} tabIndex={-1} sx={{ outline: 'none' }}>
      <AlertTitle>{t('releases.editor.submittedTitle')}</AlertTitle>
      <Typography sx={{ fontWeight: 700 }}>
        {t('releases.editor.statusNow', { status: labels.status(status) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {next === 'payment'
          ? t('releases.editor.nextPayment')
          : next === 'review'
            ? t('releases.editor.nextReview')
            : t('releases.editor.nextOther')}
      </Typography>
      <Button
        component={RouterLink}
        to={RELEASES_PATH}
        variant="outlined"
        color="inherit"
        size="small"
        sx={{ mt: 1.5 }}
      >
        {t('releases.editor.backToList')}
      </Button>
    </Alert>
  );
}

/** The release waits for its payment: cancel it here to change the release again, or under Payments first. */
function PaymentLockNotice({ withdrawable, onWithdraw }: { withdrawable: boolean; onWithdraw: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={<LockOutlinedIcon />}>
      <AlertTitle>{t('releases.editor.paymentLockedTitle')}</AlertTitle>
      {withdrawable ? t('releases.editor.paymentLockedBody') : t('releases.editor.paymentPendingLockedBody')}
      <Box sx={{ mt: 1.5 }}>
        {withdrawable ? (
          <Button variant="outlined" color="inherit" size="small" onClick={onWithdraw}>
            {t('releases.editor.withdrawAction')}
          </Button>
        ) : (
          <Button component={RouterLink} to={PAYMENTS_PATH} variant="outlined" color="inherit" size="small">
            {t('releases.editor.paymentsAction')}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
