// The shell's own page, which belongs to no feature: the maintenance notice (in the app chunk, like the 404 page).
import type { Capability } from '../app/capability.ts';
import { MaintenancePage } from './pages/MaintenancePage.tsx';

export const shellCapability = {
  name: 'shell',
  routes: [{ pattern: '/maintenance', Component: MaintenancePage }],
} satisfies Capability;
