// Where the inbox lives (spec: /member/message and /member/message/unread); kept apart so the dashboard header can
// link there without loading the inbox's code.
export const INBOX_PATHS = { all: '/member/message', unread: '/member/message/unread' } as const;
