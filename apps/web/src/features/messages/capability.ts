// The messages capability: the inbox pages, their texts and the inbox item (with the unread count) of the side nav,
// and the console's message to every account.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { messagesAdminSections } from './admin/sections.ts';
import { INBOX_PATHS } from './message-paths.ts';

const messagesPage = lazyPage(() => import('./MessagesPage.tsx'), 'MessagesPage');

export const messagesCapability = {
  name: 'messages',
  routes: [
    { pattern: INBOX_PATHS.all, page: messagesPage },
    { pattern: INBOX_PATHS.unread, page: messagesPage },
  ],
  dashboardNav: [
    {
      order: 20,
      to: INBOX_PATHS.all,
      labelKey: 'dashboard.nav.messages',
      icon: () => import('@mui/icons-material/MailOutlined'),
      // Operators without an account of their own have no inbox.
      visible: (session) => Boolean(session?.user),
      badge: (session) => session?.messageCounts.total ?? 0,
    },
  ],
  adminSections: messagesAdminSections,
  catalogs: featureTexts(
    'messages',
    async () => (await import('./catalog.ja.ts')).messagesJa,
    async () => (await import('./catalog.en.ts')).messagesEn,
  ),
} satisfies Capability;
