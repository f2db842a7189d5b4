// Public face of the accounts feature: account switching and the account management screen.
export { AccountManagement } from './AccountManagement.tsx';
export { AccountSwitcher } from './AccountSwitcher.tsx';
export { useSwitchAccount } from './use-switch-account.ts';
