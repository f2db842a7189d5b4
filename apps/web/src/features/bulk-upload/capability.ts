// The bulk upload capability: CSV batches and the template guide, with their texts and side navigation item.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

export const bulkUploadCapability = {
  name: 'bulk-upload',
  routes: [
    { pattern: '/dashboard/bulk-upload', page: lazyPage(() => import('./BulkUploadScreen.tsx'), 'BulkUploadScreen') },
    { pattern: '/member/meta-upload/sample', page: lazyPage(() => import('./TemplateGuide.tsx'), 'TemplateGuide') },
  ],
  dashboardNav: [
    {
      order: 50,
      to: '/dashboard/bulk-upload',
      labelKey: 'dashboard.nav.bulkUpload',
      icon: () => import('@mui/icons-material/UploadFileOutlined'),
      also: ['/member/meta-upload'],
      // On by default; an operator may turn dashboard bulk upload off for the account.
      visible: (session) => session?.user?.features.isDashboardBulkUploadAvailable !== false,
    },
  ],
  catalogs: featureTexts(
    'bulkUpload',
    async () => (await import('./catalog.ja.ts')).bulkUploadJa,
    async () => (await import('./catalog.en.ts')).bulkUploadEn,
  ),
  uses: ['uploads'],
} satisfies Capability;
