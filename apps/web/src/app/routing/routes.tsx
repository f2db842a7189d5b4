// The route table. Landing, maintenance and 404 are in the entry bundle; every other page, and the dashboard
// layout, is a separate chunk loaded on navigation (route-level lazy loading), so `/` stays small.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../../pages/LandingPage.tsx';
import { MaintenancePage } from '../../pages/MaintenancePage.tsx';
import { NotFoundPage } from '../../pages/NotFoundPage.tsx';
import { InitialLoading } from '../../ui/InitialLoading.tsx';
import { loadFeatureCatalogs } from '../i18n/i18n.ts';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { AppShell } from './AppShell.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { NOT_FOUND_HANDLE, ROUTE_META } from './route-meta.ts';

/** Loads a module and renders its named component export. */
function lazyComponent<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** A page of a larger feature: its code and its texts (the feature catalogs) load together. */
function featurePage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => {
    const [module] = await Promise.all([load(), loadFeatureCatalogs()]);
    return { Component: module[name] };
  };
}

const requireSignedIn = lazyComponent(() => import('./RequireSignedIn.tsx'), 'RequireSignedIn');
const requireAdmin = lazyComponent(() => import('./RequireAdmin.tsx'), 'RequireAdmin');
const creatorsPage = lazyComponent(() => import('../../pages/CreatorsPage.tsx'), 'CreatorsPage');
const googleCallbackPage = lazyComponent(
  () => import('../../pages/ValidateGoogleAuthPage.tsx'),
  'ValidateGoogleAuthPage',
);
const dashboardLayout = lazyComponent(() => import('../layouts/DashboardLayout.tsx'), 'DashboardLayout');
const dashboardHomePage = lazyComponent(() => import('../../pages/DashboardHomePage.tsx'), 'DashboardHomePage');
const dashboardRouteGate = lazyComponent(() => import('./DashboardRouteGate.tsx'), 'DashboardRouteGate');
/** The profile page also brings its loader, which answers 404 for tabs that do not exist (yet). */
const profilePage = async () => {
  const [page] = await Promise.all([import('../../pages/ProfilePage.tsx'), loadFeatureCatalogs()]);
  return { Component: page.ProfilePage, loader: page.profileTabLoader };
};
const accountManagementPage = lazyComponent(
  () => import('../../pages/AccountManagementPage.tsx'),
  'AccountManagementPage',
);
const adminPage = featurePage(() => import('../../pages/AdminPage.tsx'), 'AdminPage');
const artistsPage = featurePage(() => import('../../pages/ArtistsPage.tsx'), 'ArtistsPage');
const artistEditPage = featurePage(() => import('../../pages/ArtistEditPage.tsx'), 'ArtistEditPage');
const pricingPage = featurePage(() => import('../../pages/PricingPage.tsx'), 'PricingPage');
const publicArtistsPage = featurePage(() => import('../../pages/PublicArtistsPage.tsx'), 'PublicArtistsPage');
const publicArtistPage = featurePage(() => import('../../pages/PublicArtistPage.tsx'), 'PublicArtistPage');
const releasesPage = featurePage(() => import('../../pages/ReleasesPage.tsx'), 'ReleasesPage');
const releaseRegistrationPage = featurePage(
  () => import('../../pages/ReleaseRegistrationPage.tsx'),
  'ReleaseRegistrationPage',
);
const termsAcknowledgePage = featurePage(() => import('../../pages/TermsAcknowledgePage.tsx'), 'TermsAcknowledgePage');
const bulkUploadPage = featurePage(() => import('../../pages/BulkUploadPage.tsx'), 'BulkUploadPage');
const dashboardPricingPage = featurePage(() => import('../../pages/DashboardPricingPage.tsx'), 'DashboardPricingPage');
const cardPage = featurePage(() => import('../../pages/CardPage.tsx'), 'CardPage');
const paymentResultPage = featurePage(() => import('../../pages/PaymentResultPage.tsx'), 'PaymentResultPage');
const affiliatePage = featurePage(() => import('../../pages/AffiliatePage.tsx'), 'AffiliatePage');
const memberReceiptPage = featurePage(() => import('../../pages/MemberReceiptPage.tsx'), 'MemberReceiptPage');
const metaUploadSamplePage = featurePage(() => import('../../pages/MetaUploadSamplePage.tsx'), 'MetaUploadSamplePage');
const messagesPage = featurePage(() => import('../../pages/MessagesPage.tsx'), 'MessagesPage');
const estimateReportPage = featurePage(() => import('../../pages/EstimateReportPage.tsx'), 'EstimateReportPage');
const financialReportPage = featurePage(() => import('../../pages/FinancialReportPage.tsx'), 'FinancialReportPage');
const balancePage = featurePage(() => import('../../pages/BalancePage.tsx'), 'BalancePage');
const withdrawalPage = featurePage(() => import('../../pages/WithdrawalPage.tsx'), 'WithdrawalPage');
const splitsPage = featurePage(() => import('../../pages/SplitsPage.tsx'), 'SplitsPage');
const splitFeaturePage = featurePage(() => import('../../pages/SplitFeaturePage.tsx'), 'SplitFeaturePage');
const legalPage = featurePage(() => import('../../pages/LegalPage.tsx'), 'LegalPage');

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: InitialLoading,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            Component: PublicLayout,
            children: [
              { index: true, handle: ROUTE_META.landing, Component: LandingPage },
              { path: 'creators', handle: ROUTE_META.creators, lazy: creatorsPage },
              { path: 'creators/validate-google-auth', handle: ROUTE_META.creatorsGoogle, lazy: googleCallbackPage },
              { path: 'dashboard/validate-google-auth', handle: ROUTE_META.dashboardGoogle, lazy: googleCallbackPage },
              { path: 'pricing', handle: ROUTE_META.pricing, lazy: pricingPage },
              { path: 'split', handle: ROUTE_META.splitFeature, lazy: splitFeaturePage },
              { path: 'artists', handle: ROUTE_META.publicArtists, lazy: publicArtistsPage },
              { path: 'artists/:id', handle: ROUTE_META.publicArtist, lazy: publicArtistPage },
              { path: 'maintenance', handle: ROUTE_META.maintenance, Component: MaintenancePage },
              // Each terms name is its own route: any other /terms/<name> is the not-found page.
              { path: 'terms/service', handle: ROUTE_META.termsService, lazy: legalPage },
              { path: 'terms/karaoke', handle: ROUTE_META.termsKaraoke, lazy: legalPage },
              { path: 'terms/music-video', handle: ROUTE_META.termsMusicVideo, lazy: legalPage },
              { path: 'privacy', handle: ROUTE_META.privacy, lazy: legalPage },
              { path: 'scta', handle: ROUTE_META.scta, lazy: legalPage },
              { path: 'company', handle: ROUTE_META.company, lazy: legalPage },
              { path: 'artist-support', handle: ROUTE_META.artistSupport, lazy: legalPage },
              { path: '*', handle: NOT_FOUND_HANDLE, Component: NotFoundPage },
            ],
          },
          {
            // Signed in: the dashboard layout. Signed out: only a password-reset link opens (in the public layout).
            lazy: dashboardRouteGate,
            children: [
              { path: 'dashboard', handle: ROUTE_META.dashboard, lazy: dashboardHomePage },
              { path: 'dashboard/profile', handle: ROUTE_META.profile, lazy: profilePage },
              { path: 'dashboard/profile/card', handle: ROUTE_META.card, lazy: cardPage },
              { path: 'dashboard/profile/payments/result', handle: ROUTE_META.paymentResult, lazy: paymentResultPage },
              { path: 'dashboard/profile/:target', handle: ROUTE_META.profileTab, lazy: profilePage },
              { path: 'dashboard/pricing', handle: ROUTE_META.dashboardPricing, lazy: dashboardPricingPage },
              { path: 'member/receipt', handle: ROUTE_META.memberReceipt, lazy: memberReceiptPage },
              { path: 'member/invite', handle: ROUTE_META.affiliateInvite, lazy: affiliatePage },
              { path: 'member/affiliate', handle: ROUTE_META.affiliateRewards, lazy: affiliatePage },
              { path: 'member/message', handle: ROUTE_META.messages, lazy: messagesPage },
              { path: 'member/message/unread', handle: ROUTE_META.messagesUnread, lazy: messagesPage },
              { path: 'member/split', handle: ROUTE_META.splits, lazy: splitsPage },
              { path: 'dashboard/reports/estimate', handle: ROUTE_META.estimateReport, lazy: estimateReportPage },
              {
                path: 'creators/dashboard/reports/financial',
                handle: ROUTE_META.financialReport,
                lazy: financialReportPage,
              },
              { path: 'member/report', handle: ROUTE_META.memberReport, lazy: financialReportPage },
              { path: 'member/balance', handle: ROUTE_META.balance, lazy: balancePage },
              { path: 'creators/member/balance', handle: ROUTE_META.creatorsBalance, lazy: balancePage },
              { path: 'member/withdrawal', handle: ROUTE_META.withdrawal, lazy: withdrawalPage },
              {
                path: 'dashboard/accounts/management',
                handle: ROUTE_META.accountManagement,
                lazy: accountManagementPage,
              },
              { path: 'dashboard/artists', handle: ROUTE_META.artists, lazy: artistsPage },
              { path: 'dashboard/artists/new', handle: ROUTE_META.artistNew, lazy: artistEditPage },
              { path: 'dashboard/artists/:id/edit', handle: ROUTE_META.artistEdit, lazy: artistEditPage },
              { path: 'dashboard/releases', handle: ROUTE_META.releases, lazy: releasesPage },
              { path: 'dashboard/releases/new', handle: ROUTE_META.releaseNew, lazy: releaseRegistrationPage },
              {
                path: 'dashboard/karaoke/terms/acknowledge',
                handle: ROUTE_META.karaokeTerms,
                lazy: termsAcknowledgePage,
              },
              {
                path: 'dashboard/music-video/terms/acknowledge',
                handle: ROUTE_META.musicVideoTerms,
                lazy: termsAcknowledgePage,
              },
              { path: 'dashboard/bulk-upload', handle: ROUTE_META.bulkUpload, lazy: bulkUploadPage },
              { path: 'member/meta-upload/sample', handle: ROUTE_META.metaUploadSample, lazy: metaUploadSamplePage },
            ],
          },
          {
            lazy: requireSignedIn,
            children: [
              {
                lazy: requireAdmin,
                children: [
                  {
                    lazy: dashboardLayout,
                    children: [{ path: 'admin', handle: ROUTE_META.admin, lazy: adminPage }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
