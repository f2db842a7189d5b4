// Public face of the accounts feature (account switching).
export { AccountSwitcher } from './AccountSwitcher.tsx';
export { useSwitchAccount } from './use-switch-account.ts';
