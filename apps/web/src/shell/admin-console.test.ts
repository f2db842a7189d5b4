import { describe, expect, it } from 'vitest';
import { adminEntriesBySection, adminToolsOf, registerAdminSections } from '../app/admin-registry.ts';
import { ADMIN_SECTIONS, type Capability } from '../app/capability.ts';
import { CAPABILITIES as LIST } from './features.ts';

const CAPABILITIES: readonly Capability[] = LIST;

/** What the console shows on each tab: `<feature>.<tool>`, in order. */
const EXPECTED = {
  review: [
    'distribution.ReviewQueueSection',
    'distribution.DeliveryProblemsSection',
    'immersive-audio.AdminImmersiveSection',
  ],
  // In the order of a month's work: reports, unmatched, rates, close.
  revenue: [
    'revenue.SalesReportsSection',
    'revenue.UnmatchedSalesSection',
    'revenue.CurrencyRatesSection',
    'revenue.RevenueCloseSection',
  ],
  payments: [
    'withdrawal.AdminWithdrawalsSection',
    'payments.AdminDeferredPaymentsSection',
    'payments.AdminCouponsSection',
  ],
  accounts: ['admin.AccountSearchSection'],
  messages: ['messages.AdminMessagesSection'],
  content: ['content-admin.ContentListSection'],
  playlists: ['playlists.AdminPlaylistsSection', 'playlists.AdminFeatureNoticesSection'],
  settings: ['admin.MaintenanceSection'],
};

describe("the operators' console", () => {
  it('builds each tab from the tools the capabilities contribute, in order', () => {
    const bySection = adminEntriesBySection(CAPABILITIES);
    expect(Object.keys(bySection)).toEqual([...ADMIN_SECTIONS]);
    for (const section of ADMIN_SECTIONS) {
      expect(
        bySection[section].map(({ owner, entry }) => `${owner}.${entry.name}`),
        section,
      ).toEqual(EXPECTED[section]);
    }
  });

  it('gives each tool a place of its own on its tab', () => {
    for (const section of ADMIN_SECTIONS) {
      const orders = adminEntriesBySection(CAPABILITIES)[section].map(({ entry }) => entry.order);
      expect(new Set(orders).size, section).toBe(orders.length);
    }
  });

  it('hands the console the registered tools, each loading its component', async () => {
    expect(adminToolsOf('review')).toEqual([]);
    registerAdminSections(CAPABILITIES);
    for (const section of ADMIN_SECTIONS) {
      expect(adminToolsOf(section).map((tool) => `${tool.owner}.${tool.name}`)).toEqual(EXPECTED[section]);
    }
    for (const { entry } of Object.values(adminEntriesBySection(CAPABILITIES)).flat()) {
      expect(typeof (await entry.load()), entry.name).toBe('function');
    }
    // Each tool's first load transforms its whole module tree (MUI, charts): seconds on a busy two-core machine.
  }, 60_000);
});
