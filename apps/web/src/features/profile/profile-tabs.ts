// The account-settings tabs: the spec's order (basic-info, plan, payments, receipt, security, notification, team),
// keeping only the ones built so far (the contract's PROFILE_TABS_BUILT, which also decides the server's 404s).
import { PROFILE_TABS_BUILT } from '@otodoke/contract';
import { ACCOUNT_SETTINGS_TABS, isOneOf } from '@otodoke/domain';

export type ProfileTab = (typeof PROFILE_TABS_BUILT)[number];

export const PROFILE_TABS: readonly ProfileTab[] = ACCOUNT_SETTINGS_TABS.filter((tab): tab is ProfileTab =>
  isOneOf(PROFILE_TABS_BUILT, tab),
);

/** /dashboard/profile without a tab shows basic info. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'basic-info';

/** The tab an address names, the default one without a name, or null for a tab that does not exist (404). */
export function resolveProfileTab(target: string | undefined): ProfileTab | null {
  if (target === undefined || target === '') return DEFAULT_PROFILE_TAB;
  return isOneOf(PROFILE_TABS_BUILT, target) ? target : null;
}

export function profileTabPath(tab: ProfileTab): string {
  return `/dashboard/profile/${tab}`;
}

/** Element ids tying each tab to the panel it shows. */
export function profileTabId(tab: ProfileTab): string {
  return `profile-tab-${tab}`;
}

export function profilePanelId(tab: ProfileTab): string {
  return `profile-panel-${tab}`;
}

/** i18n keys of the tab labels. */
export const PROFILE_TAB_LABEL_KEYS = {
  'basic-info': 'profile.tabs.basicInfo',
  plan: 'profile.tabs.plan',
  payments: 'profile.tabs.payments',
  receipt: 'profile.tabs.receipt',
  security: 'profile.tabs.security',
  notification: 'profile.tabs.notification',
  team: 'profile.tabs.team',
} as const satisfies Record<ProfileTab, string>;
