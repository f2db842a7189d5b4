// The operator console's parts: the one the address names (?section=), and how much waits in it, from the counts
// endpoint (GET /admin/api/v2/counts). The tabs are the kernel's (features name them in their adminSections).
import { ADMIN_SECTIONS, type AdminSection } from '../../app/capability.ts';

export { ADMIN_SECTIONS, type AdminSection };

/** The query parameter that names the open section: the address can be shared and survives a reload. */
export const SECTION_PARAM = 'section';

/** The counts as the web reads them (camelCase). */
export interface AdminCounts {
  reviewQueue: number;
  deliveryProblems: number;
  unmatchedSales: number;
  deferredPayments: number;
  withdrawals: number;
  monthsToClose: number;
}

/** The section the address names; the review (the work that waits most) when it names none or an unknown one. */
export function sectionOf(value: string | null): AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '') ? (value as AdminSection) : 'review';
}

/** The address of a section: the first one needs no parameter. */
export function sectionHref(section: AdminSection): string {
  return section === 'review' ? '/admin' : `/admin?${SECTION_PARAM}=${section}`;
}

/** What waits in a section for an operator to act on; sections with nothing to act on have 0. */
export function waitingIn(section: AdminSection, counts: AdminCounts | undefined): number {
  if (!counts) return 0;
  switch (section) {
    case 'review':
      return counts.reviewQueue + counts.deliveryProblems;
    case 'revenue':
      return counts.unmatchedSales + counts.monthsToClose;
    case 'payments':
      return counts.deferredPayments + counts.withdrawals;
    default:
      return 0;
  }
}

/** A count for a tab's badge: up to 99, more as "99+". */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
