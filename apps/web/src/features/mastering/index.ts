// Public face of the mastering feature: its page (/dashboard/mastering).
export { MasteringPage } from './MasteringPage.tsx';
