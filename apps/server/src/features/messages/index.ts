// Public face of the messages feature: the inbox routes, and what other features use (posting a personal message in
// their transaction, the unread counts of the session state).

export { messagesCapability } from './capability.ts';
export { registerMessagesRoutes } from './messages.routes.ts';
export {
  countUnreadMessages,
  createMessagesService,
  type MessageCounts,
  type MessagesService,
  type PersonalMessageInput,
  postPersonalMessage,
} from './messages.service.ts';
