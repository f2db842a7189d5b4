// Where revenue splits live: the account's page (invitation e-mails link to it with ?token=) and the public page.
export const SPLIT_PATHS = { member: '/member/split', feature: '/split' } as const;
