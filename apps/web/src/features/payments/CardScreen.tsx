import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getMyCard, removeMyCard, startCardRegistration } from '@otodoke/contract';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { API_ERROR_CODES } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useLoading, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { CardNoticeAlert } from './CardNoticeAlert.tsx';
import { PAYMENTS_TAB } from './payment-paths.ts';
import { canEditPayments } from './payment-permission.ts';
import type { RegisteredCard } from './payment-types.ts';
import { maskedCardText } from './payment-words.ts';
import { RegisteredCardSection } from './RegisteredCardSection.tsx';
import { useCardReturn } from './use-card-return.ts';

/**
 * /dashboard/profile/card: the registered card. Registering sends the browser to the payment company's page (card
 * numbers are typed there, never here); its way back is ?session_id=… or ?canceled=1.
 */
export function CardScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const hasAccount = Boolean(session?.user);
  const canEdit = canEditPayments(session?.individual);
  const { data, error, mutate } = useApi(getMyCard, hasAccount ? {} : null);
  const confirm = useConfirm();
  const { showLoading, hideLoading } = useLoading();
  const { showSnackbar } = useSnackbar();
  const handleError = useApiErrorHandler();
  const saved = useCallback(
    (card: RegisteredCard) => void mutate((current) => current && { ...current, card }, { revalidate: true }),
    [mutate],
  );
  const { notice, returnTo } = useCardReturn(saved);

  const register = async () => {
    showLoading(t('payments.card.redirecting'));
    try {
      const { url } = await callApi(startCardRegistration, { body: returnTo ? { returnTo } : {} });
      // The overlay stays while the browser leaves for the gateway.
      window.location.assign(url);
    } catch (thrown) {
      hideLoading();
      handleError(thrown);
    }
  };

  const remove = async (card: RegisteredCard) => {
    try {
      const done = await confirm({
        title: t('payments.card.removeTitle'),
        content: t('payments.card.removeConfirm', { card: maskedCardText(card, t) }),
        okLabel: t('payments.card.removeOk'),
        onConfirm: () => callApi(removeMyCard),
      });
      if (done) showSnackbar(t('payments.card.removed'));
    } catch (thrown) {
      handleError(thrown);
    }
    await mutate();
  };

  let body: ReactNode;
  if (!hasAccount) body = <EmptyState title={t('payments.tab.noAccount')} />;
  else if (error?.code === API_ERROR_CODES.forbidden) {
    body = (
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={t('payments.tab.forbiddenTitle')}
        body={t('payments.tab.forbiddenBody')}
      />
    );
  } else if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={200} aria-label={t('common.loading')} />;
  else {
    body = (
      <RegisteredCardSection
        card={data.card}
        isSimulator={data.gatewayIsSimulator}
        canEdit={canEdit}
        onRegister={() => void register()}
        onRemove={(card) => void remove(card)}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Button
        component={RouterLink}
        to={PAYMENTS_TAB}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1.5, ml: -1 }}
      >
        {t('payments.card.backToPayments')}
      </Button>
      <PageHeading title={t('payments.card.title')} lead={t('payments.card.lead')} />
      <Stack spacing={3}>
        {notice && <CardNoticeAlert notice={notice} />}
        {body}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
          <VerifiedUserOutlinedIcon aria-hidden="true" sx={{ mt: 0.25 }} />
          <Box>
            <Typography variant="h5" component="h2" sx={{ color: 'text.primary', mb: 0.5 }}>
              {t('payments.card.safetyTitle')}
            </Typography>
            <Typography variant="body2">{t('payments.card.safety')}</Typography>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
