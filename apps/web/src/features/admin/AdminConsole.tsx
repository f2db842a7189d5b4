import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { AccountSearchSection } from './AccountSearchSection.tsx';
import { AdminCouponsSection } from './AdminCouponsSection.tsx';
import { AdminDeferredPaymentsSection } from './AdminDeferredPaymentsSection.tsx';
import { AdminMessagesSection } from './AdminMessagesSection.tsx';
import { AdminWithdrawalsSection } from './AdminWithdrawalsSection.tsx';
import { CurrencyRatesSection } from './CurrencyRatesSection.tsx';
import { DeliveryProblemsSection } from './DeliveryProblemsSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';
import { RevenueCloseSection } from './RevenueCloseSection.tsx';
import { ReviewQueueSection } from './ReviewQueueSection.tsx';
import { SalesReportsSection } from './SalesReportsSection.tsx';
import { UnmatchedSalesSection } from './UnmatchedSalesSection.tsx';

/**
 * /admin: the operator's tools (the review queue and delivery problems first, then maintenance mode, accounts viewed
 * read-only, announcements, coupons, payments), then revenue in the order of a month's work: sales reports in, unmatched
 * sales filed, exchange rates, the month close, and withdrawals to transfer.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.title')} lead={t('admin.lead')} />
      <Stack spacing={3}>
        <ReviewQueueSection />
        <DeliveryProblemsSection />
        <MaintenanceSection />
        <AccountSearchSection />
        <AdminMessagesSection />
        <AdminCouponsSection />
        <AdminDeferredPaymentsSection />
        <SalesReportsSection />
        <UnmatchedSalesSection />
        <CurrencyRatesSection />
        <RevenueCloseSection />
        <AdminWithdrawalsSection />
      </Stack>
    </>
  );
}
