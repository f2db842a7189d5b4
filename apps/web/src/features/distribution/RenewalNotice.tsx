import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cancelMyReleaseRenewal } from '@otodoke/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api-client.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { CheckoutDialog } from '../plans/index.ts';
import type { ReleaseDistribution } from './distribution-state.ts';
import type { RenewalNotice as Notice } from './renewal-state.ts';

type CheckoutTarget = Parameters<typeof CheckoutDialog>[0]['target'];

interface RenewalNoticeProps {
  notice: Notice;
  releaseId: number;
  /** The release's title as the owner reads it (in the checkout and the confirmation). */
  title: string;
  canPay: boolean;
  canDecline: boolean;
  /** After "do not renew": the distribution as the server now has it. */
  onDeclined: (distribution: ReleaseDistribution) => void;
}

/**
 * The renewal of a release paid per release: when its term ends and what happens then, with "pay the renewal fee"
 * (the release checkout) and "do not renew" (confirmed first) when they are open to the member.
 */
export function RenewalNotice({ notice, releaseId, title, canPay, canDecline, onDeclined }: RenewalNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [checkout, setCheckout] = useState<CheckoutTarget>(null);
  const dates = {
    termEnds: notice.termEndsAt ? format.date(notice.termEndsAt) : '',
    fixedAt: notice.fixedAt ? format.date(notice.fixedAt) : '',
    graceEnds: notice.graceEndsAt ? format.date(notice.graceEndsAt) : '',
  };

  const decline = async () => {
    try {
      const done = await confirm({
        title: t('distribution.renewal.declineConfirmTitle'),
        content: notice.termEndsAt
          ? t('distribution.renewal.declineConfirmBody', { title, ...dates })
          : t('distribution.renewal.declineConfirmBodyUndated', { title }),
        okLabel: t('distribution.renewal.declineConfirmOk'),
        onConfirm: async () => onDeclined(await callApi(cancelMyReleaseRenewal, { params: { id: releaseId } })),
      });
      if (done) showSnackbar(t('distribution.renewal.declined'), 'success');
    } catch (thrown) {
      handleError(thrown);
    }
  };

  return (
    <>
      <Alert
        severity={notice.severity}
        icon={<EventRepeatOutlinedIcon />}
        sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      >
        <AlertTitle>{t(`distribution.renewal.${notice.stage}.title`)}</AlertTitle>
        {notice.termEndsAt && (
          <Typography variant="body2">{t(`distribution.renewal.${notice.stage}.body`, dates)}</Typography>
        )}
        {(canPay || canDecline) && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ mt: 1.5, gap: 1, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            {canPay && (
              <Button
                variant="contained"
                startIcon={<PaymentsOutlinedIcon />}
                onClick={() => setCheckout({ kind: 'release', releaseId, title })}
              >
                {t('distribution.renewal.pay')}
              </Button>
            )}
            {canDecline && (
              <Button variant="outlined" color="inherit" onClick={() => void decline()}>
                {t('distribution.renewal.decline')}
              </Button>
            )}
          </Stack>
        )}
      </Alert>
      <CheckoutDialog target={checkout} onClose={() => setCheckout(null)} />
    </>
  );
}
