// Public face of the messages feature for the shell: the header's link to the inbox with the unread count, and where
// the inbox is. (The inbox page itself is loaded with its route.)

export { MessagesHeaderLink } from './MessagesHeaderLink.tsx';
export { INBOX_PATHS } from './message-paths.ts';
