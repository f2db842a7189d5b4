// Public face of the profile feature: account settings (basic info, security, notifications, and the team tab from
// the team feature) and the password-reset dialog the reset mail opens.
export { AccountSettings } from './AccountSettings.tsx';
export { type ProfileTab, resolveProfileTab } from './profile-tabs.ts';
