// The messages feature's tool on the operators' console: posting a message to every account, and those sent.
import { type AdminSectionEntry, adminSection } from '../../../app/capability.ts';

export const messagesAdminSections: readonly AdminSectionEntry[] = [
  adminSection('messages', 10, () => import('./AdminMessagesSection.tsx'), 'AdminMessagesSection'),
];
