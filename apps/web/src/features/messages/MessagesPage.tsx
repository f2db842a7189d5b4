import { useLocation } from 'react-router';
import { inboxViewOf } from './inbox-query.ts';
import { MessageInbox } from './MessageInbox.tsx';

/** /member/message (every message) and /member/message/unread (the unread ones). */
export function MessagesPage() {
  const { pathname } = useLocation();
  return <MessageInbox view={inboxViewOf(pathname)} />;
}
