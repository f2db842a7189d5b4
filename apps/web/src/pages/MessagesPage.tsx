import { useLocation } from 'react-router';
import { inboxViewOf } from '../features/messages/inbox-query.ts';
import { MessageInbox } from '../features/messages/MessageInbox.tsx';

/** /member/message (every message) and /member/message/unread (the unread ones). */
export function MessagesPage() {
  const { pathname } = useLocation();
  return <MessageInbox view={inboxViewOf(pathname)} />;
}
