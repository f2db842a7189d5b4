// The notices capability: the account's one-time alert (banner) and popups (modal, with the message-modal flag) around
// every dashboard page, and the operators' popup preview page.
import { type Capability, dashboardInsert, featureTexts, lazyPage } from '../../app/capability.ts';

export const NOTICE_PATHS = { popupPreview: '/preview/popup/:id' } as const;

export const noticesCapability = {
  name: 'notices',
  routes: [
    { pattern: NOTICE_PATHS.popupPreview, page: lazyPage(() => import('./PopupPreviewPage.tsx'), 'PopupPreviewPage') },
  ],
  // An operator without an account of their own has none.
  dashboardInserts: [
    dashboardInsert(
      10,
      () => import('./NoticeLayer.tsx'),
      'NoticeLayer',
      (session) => Boolean(session?.user),
    ),
  ],
  catalogs: featureTexts(
    'notices',
    async () => (await import('./catalog.ja.ts')).noticesJa,
    async () => (await import('./catalog.en.ts')).noticesEn,
  ),
} satisfies Capability;
