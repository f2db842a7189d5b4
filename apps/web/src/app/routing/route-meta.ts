// Theme and title of every page the router knows. Mirrors WEB_ROUTES of the contract (checked by route-meta.test.ts);
// kept here because importing the contract at run time would pull zod into the landing page bundle.
import type { ThemeName } from '../constants.ts';

export type RouteTitleKey =
  | 'landing'
  | 'creators'
  | 'validateGoogleAuth'
  | 'dashboard'
  | 'profile'
  | 'accountManagement'
  | 'maintenance'
  | 'admin'
  | 'artists'
  | 'artistNew'
  | 'artistEdit'
  | 'releases'
  | 'releaseNew'
  | 'karaokeTerms'
  | 'musicVideoTerms'
  | 'bulkUpload'
  | 'metaUploadSample'
  | 'pricing'
  | 'dashboardPricing'
  | 'card'
  | 'paymentResult'
  | 'receipt'
  | 'affiliateInvite'
  | 'affiliateRewards'
  | 'messages'
  | 'messagesUnread'
  | 'estimateReport'
  | 'financialReport'
  | 'balance'
  | 'withdrawal'
  | 'splits'
  | 'splitFeature'
  | 'publicArtists'
  | 'publicArtist'
  | 'termsService'
  | 'termsKaraoke'
  | 'termsMusicVideo'
  | 'privacy'
  | 'scta'
  | 'company'
  | 'artistSupport'
  | 'notFound';

export interface RouteHandle {
  theme: ThemeName;
  title: RouteTitleKey;
}

export const ROUTE_META = {
  landing: { pattern: '/', theme: 'top', title: 'landing' },
  creators: { pattern: '/creators', theme: 'creators', title: 'creators' },
  creatorsGoogle: { pattern: '/creators/validate-google-auth', theme: 'creators', title: 'validateGoogleAuth' },
  dashboardGoogle: { pattern: '/dashboard/validate-google-auth', theme: 'light', title: 'validateGoogleAuth' },
  dashboard: { pattern: '/dashboard', theme: 'light', title: 'dashboard' },
  profile: { pattern: '/dashboard/profile', theme: 'light', title: 'profile' },
  profileTab: { pattern: '/dashboard/profile/:target', theme: 'light', title: 'profile' },
  card: { pattern: '/dashboard/profile/card', theme: 'light', title: 'card' },
  paymentResult: { pattern: '/dashboard/profile/payments/result', theme: 'light', title: 'paymentResult' },
  dashboardPricing: { pattern: '/dashboard/pricing', theme: 'light', title: 'dashboardPricing' },
  affiliateInvite: { pattern: '/member/invite', theme: 'light', title: 'affiliateInvite' },
  affiliateRewards: { pattern: '/member/affiliate', theme: 'light', title: 'affiliateRewards' },
  memberReceipt: { pattern: '/member/receipt', theme: 'light', title: 'receipt' },
  messages: { pattern: '/member/message', theme: 'light', title: 'messages' },
  messagesUnread: { pattern: '/member/message/unread', theme: 'light', title: 'messagesUnread' },
  estimateReport: { pattern: '/dashboard/reports/estimate', theme: 'light', title: 'estimateReport' },
  financialReport: { pattern: '/creators/dashboard/reports/financial', theme: 'light', title: 'financialReport' },
  memberReport: { pattern: '/member/report', theme: 'light', title: 'financialReport' },
  balance: { pattern: '/member/balance', theme: 'light', title: 'balance' },
  creatorsBalance: { pattern: '/creators/member/balance', theme: 'light', title: 'balance' },
  withdrawal: { pattern: '/member/withdrawal', theme: 'light', title: 'withdrawal' },
  splits: { pattern: '/member/split', theme: 'light', title: 'splits' },
  splitFeature: { pattern: '/split', theme: 'top', title: 'splitFeature' },
  accountManagement: { pattern: '/dashboard/accounts/management', theme: 'light', title: 'accountManagement' },
  artists: { pattern: '/dashboard/artists', theme: 'light', title: 'artists' },
  artistNew: { pattern: '/dashboard/artists/new', theme: 'light', title: 'artistNew' },
  artistEdit: { pattern: '/dashboard/artists/:id/edit', theme: 'light', title: 'artistEdit' },
  releases: { pattern: '/dashboard/releases', theme: 'light', title: 'releases' },
  releaseNew: { pattern: '/dashboard/releases/new', theme: 'light', title: 'releaseNew' },
  karaokeTerms: { pattern: '/dashboard/karaoke/terms/acknowledge', theme: 'light', title: 'karaokeTerms' },
  musicVideoTerms: { pattern: '/dashboard/music-video/terms/acknowledge', theme: 'light', title: 'musicVideoTerms' },
  bulkUpload: { pattern: '/dashboard/bulk-upload', theme: 'light', title: 'bulkUpload' },
  metaUploadSample: { pattern: '/member/meta-upload/sample', theme: 'light', title: 'metaUploadSample' },
  pricing: { pattern: '/pricing', theme: 'light', title: 'pricing' },
  publicArtists: { pattern: '/artists', theme: 'artistPage', title: 'publicArtists' },
  publicArtist: { pattern: '/artists/:id', theme: 'artistPage', title: 'publicArtist' },
  maintenance: { pattern: '/maintenance', theme: 'light', title: 'maintenance' },
  termsService: { pattern: '/terms/service', theme: 'light', title: 'termsService' },
  termsKaraoke: { pattern: '/terms/karaoke', theme: 'light', title: 'termsKaraoke' },
  termsMusicVideo: { pattern: '/terms/music-video', theme: 'light', title: 'termsMusicVideo' },
  privacy: { pattern: '/privacy', theme: 'light', title: 'privacy' },
  scta: { pattern: '/scta', theme: 'light', title: 'scta' },
  company: { pattern: '/company', theme: 'light', title: 'company' },
  artistSupport: { pattern: '/artist-support', theme: 'light', title: 'artistSupport' },
  admin: { pattern: '/admin', theme: 'dark', title: 'admin' },
} as const satisfies Record<string, RouteHandle & { pattern: string }>;

export const NOT_FOUND_HANDLE: RouteHandle = { theme: 'light', title: 'notFound' };
