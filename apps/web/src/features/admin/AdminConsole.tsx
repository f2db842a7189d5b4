import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { AccountSearchSection } from './AccountSearchSection.tsx';
import { AdminCouponsSection } from './AdminCouponsSection.tsx';
import { AdminDeferredPaymentsSection } from './AdminDeferredPaymentsSection.tsx';
import { AdminMessagesSection } from './AdminMessagesSection.tsx';
import { DeliveryProblemsSection } from './DeliveryProblemsSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';
import { ReviewQueueSection } from './ReviewQueueSection.tsx';

/**
 * /admin: the operator's tools (the review queue and delivery problems first, then maintenance mode, accounts viewed
 * read-only, announcements, coupons, payments).
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
      </Stack>
    </>
  );
}
