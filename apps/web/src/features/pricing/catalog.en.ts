// English texts of the pricing page; same keys as catalog.ja.ts.
import type { pricingJa } from './catalog.ja.ts';

export const pricingEn: typeof pricingJa = {
  title: 'Pricing',
  lead: 'Pay for each release you distribute, or take an Unlimited plan and release as much as you like for a yearly fee. All prices include 10% Japanese consumption tax.',
  taxNote: '{{net}} before tax',
  payper: {
    title: 'Pay per release',
    lead: 'One year of distribution; renew at the same price for the following years.',
    product: 'Release',
    price: 'Price (one year, tax incl.)',
    single: 'Single',
    album: 'Album',
    ringtone: 'Ringtone',
    live_concert_video: 'Concert video',
    music_video_initial_pattern_1: 'Music video (up to 10 min)',
    music_video_initial_pattern_2: 'Music video (up to 30 min)',
    music_video_initial_pattern_3: 'Music video (over 30 min)',
    addedArtist: 'Each additional main artist (from the second)',
  },
  plans: {
    title: 'Unlimited plans',
    lead: 'A yearly fee covers every release of the artists on the plan.',
    perYear: '/ year',
    taxLine: 'Tax included ({{net}} before tax)',
    artists: 'Artists: up to {{count}}',
    members: 'Team members: up to {{count}}',
    personOnly: 'For personal accounts',
    companyOnly: 'For company accounts',
    everyone: 'For personal and company accounts',
    names: {
      unlimited_starter: 'Starter',
      unlimited_standard: 'Standard',
      unlimited_pro: 'Pro',
      unlimited_enterprise: 'Enterprise',
    },
  },
  addOns: {
    title: 'Add-ons',
    artist_capacity: 'One more artist (per year)',
    member_capacity: 'One more team member (per year)',
    mastering_credit: 'AI mastering, 1 track',
    mastering_credit_36: 'AI mastering, 36-track pack',
  },
  royalties: 'Whichever way you pay, 100% of what the stores pay for your music is yours.',
  signUp: 'Create an account and start',
  dashboard: 'Go to the dashboard',
};
