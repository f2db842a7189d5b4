// Public face of the admin feature: the operator screen, and the banner the dashboard shows during a takeover.
export { AdminConsole } from './AdminConsole.tsx';
export { TakeoverBanner } from './TakeoverBanner.tsx';
