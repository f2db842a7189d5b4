import { describe, expect, it } from 'vitest';
import { INBOX_PATHS } from '../../features/messages/message-paths.ts';
import { REPORT_PATHS } from '../../features/reports/report-paths.ts';
import { REVENUE_PATHS } from '../../features/revenue/revenue-paths.ts';
import { SPLIT_PATHS } from '../../features/splits/split-paths.ts';
import { activeNavTarget, type NavMatch } from './dashboard-nav-match.ts';
import { DASHBOARD_NAV_ENTRIES } from './nav-entries.ts';

// The side navigation's items as the features contribute them (every optional item shown).
const ITEMS: NavMatch[] = [...DASHBOARD_NAV_ENTRIES];

// Every page of the dashboard layout (router.tsx), with the item it belongs to.
const PAGES: Array<[string, string]> = [
  ['/dashboard', '/dashboard'],
  ['/dashboard/profile', '/dashboard/profile'],
  ['/dashboard/profile/basic', '/dashboard/profile'],
  ['/dashboard/profile/team', '/dashboard/profile'],
  ['/dashboard/profile/card', '/dashboard/profile'],
  ['/dashboard/profile/payments', '/dashboard/profile'],
  ['/dashboard/profile/payments/result', '/dashboard/profile'],
  ['/member/receipt', '/dashboard/profile'],
  ['/dashboard/profile/plan', '/dashboard/profile/plan'],
  ['/dashboard/pricing', '/dashboard/profile/plan'],
  ['/member/invite', '/member/invite'],
  ['/member/affiliate', '/member/invite'],
  ['/member/message', INBOX_PATHS.all],
  ['/member/message/unread', INBOX_PATHS.all],
  ['/member/split', SPLIT_PATHS.member],
  ['/dashboard/reports/estimate', REPORT_PATHS.estimate],
  ['/creators/dashboard/reports/financial', REVENUE_PATHS.financial],
  ['/member/report', REVENUE_PATHS.financial],
  ['/member/balance', REVENUE_PATHS.balance],
  ['/creators/member/balance', REVENUE_PATHS.balance],
  ['/member/withdrawal', REVENUE_PATHS.balance],
  ['/dashboard/accounts/management', '/dashboard/accounts/management'],
  ['/dashboard/artists', '/dashboard/artists'],
  ['/dashboard/artists/new', '/dashboard/artists'],
  ['/dashboard/artists/12/edit', '/dashboard/artists'],
  ['/dashboard/releases', '/dashboard/releases'],
  ['/dashboard/releases/new', '/dashboard/releases'],
  ['/dashboard/karaoke/terms/acknowledge', '/dashboard/releases'],
  ['/dashboard/music-video/terms/acknowledge', '/dashboard/releases'],
  ['/dashboard/bulk-upload', '/dashboard/bulk-upload'],
  ['/member/meta-upload/sample', '/dashboard/bulk-upload'],
  ['/dashboard/mastering', '/dashboard/mastering'],
  ['/dashboard/immersive_audio', '/dashboard/immersive_audio'],
  ['/admin', '/admin'],
];

describe('dashboard navigation highlight', () => {
  it('lists the items in their order', () => {
    expect(ITEMS.map((item) => item.to)).toEqual([
      '/dashboard',
      INBOX_PATHS.all,
      '/dashboard/releases',
      '/dashboard/artists',
      '/dashboard/bulk-upload',
      '/dashboard/mastering',
      '/dashboard/immersive_audio',
      REPORT_PATHS.estimate,
      REVENUE_PATHS.financial,
      REVENUE_PATHS.balance,
      SPLIT_PATHS.member,
      '/dashboard/profile/plan',
      '/member/invite',
      '/dashboard/profile',
      '/dashboard/accounts/management',
      '/admin',
    ]);
  });

  it('highlights exactly the one item each dashboard page belongs to', () => {
    for (const [page, item] of PAGES) expect(activeNavTarget(page, ITEMS), page).toBe(item);
  });

  it('highlights the plan, not also the settings, on the plan tab; the plan on the plan comparison', () => {
    expect(activeNavTarget('/dashboard/profile/plan', ITEMS)).toBe('/dashboard/profile/plan');
    expect(activeNavTarget('/dashboard/pricing', ITEMS)).toBe('/dashboard/profile/plan');
  });

  it('matches whole path segments only, ignores a trailing slash, and may match nothing', () => {
    expect(activeNavTarget('/dashboard/releases/', ITEMS)).toBe('/dashboard/releases');
    expect(activeNavTarget('/dashboard/releasesx', ITEMS)).toBeNull();
    expect(activeNavTarget('/dashboard/profile/planned', ITEMS)).toBe('/dashboard/profile');
    expect(activeNavTarget('/pricing', ITEMS)).toBeNull();
    // The home is its own address only.
    expect(activeNavTarget('/dashboard/unknown', ITEMS)).toBeNull();
  });
});
