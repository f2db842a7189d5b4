import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CardSummarySection } from './CardSummarySection.tsx';
import { CouponsSection } from './CouponsSection.tsx';
import { PaymentHistorySection } from './PaymentHistorySection.tsx';
import { canEditPayments, canViewPayments } from './payment-permission.ts';

/** The payments tab of account settings: the card on file, the order history and the account's coupons. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session?.user) return <EmptyState title={t('payments.tab.noAccount')} />;
  if (!canViewPayments(session.individual)) {
    return (
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={t('payments.tab.forbiddenTitle')}
        body={t('payments.tab.forbiddenBody')}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <CardSummarySection />
      <PaymentHistorySection />
      <CouponsSection canEdit={canEditPayments(session.individual)} />
    </Stack>
  );
}
