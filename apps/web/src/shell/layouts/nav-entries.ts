// The navigation every feature contributes: the public header and footer links, the dashboard's side navigation.
import type { ComponentType } from 'react';
import type { Capability, DashboardNavEntry, PublicNavEntry } from '../../app/capability.ts';
import { CAPABILITIES as LIST } from '../features.ts';

const CAPABILITIES: readonly Capability[] = LIST;

/** The footer's navigation: where the header's menu button leads until the app has started. */
export const FOOTER_NAV_ID = 'site-navigation';

/** Links of the public header and footer, in their order. */
export const PUBLIC_NAV_LINKS: readonly PublicNavEntry[] = CAPABILITIES.flatMap((each) => each.publicNav ?? []).sort(
  (a, b) => a.order - b.order,
);

/** Items of the dashboard's side navigation, in their order (each shown or not per session). */
export const DASHBOARD_NAV_ENTRIES: readonly DashboardNavEntry[] = CAPABILITIES.flatMap(
  (each) => each.dashboardNav ?? [],
).sort((a, b) => a.order - b.order);

const icons = new Map<string, ComponentType>();
let iconsLoading: Promise<void> | null = null;

/** Loads the side navigation's icons once; the routes of the dashboard layout wait for it before rendering. */
export function loadDashboardNavIcons(): Promise<void> {
  iconsLoading ??= Promise.all(
    DASHBOARD_NAV_ENTRIES.map(async (entry) => {
      icons.set(entry.to, (await entry.icon()).default);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      iconsLoading = null;
      throw error;
    },
  );
  return iconsLoading;
}

/** An item's icon, once loadDashboardNavIcons has resolved. */
export function dashboardNavIcon(entry: DashboardNavEntry): ComponentType | undefined {
  return icons.get(entry.to);
}
