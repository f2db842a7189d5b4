import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { AccountSearchSection } from './AccountSearchSection.tsx';
import { AdminCouponsSection } from './AdminCouponsSection.tsx';
import { AdminDeferredPaymentsSection } from './AdminDeferredPaymentsSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';

/** /admin: the operator's tools (maintenance mode, finding accounts and viewing them read-only, coupons). */
export function AdminConsole() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.title')} lead={t('admin.lead')} />
      <Stack spacing={3}>
        <MaintenanceSection />
        <AccountSearchSection />
        <AdminCouponsSection />
        <AdminDeferredPaymentsSection />
      </Stack>
    </>
  );
}
