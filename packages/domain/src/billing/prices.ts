// The price list, in one place (docs/decisions/0007-prices-and-plans.md). Amounts are integer yen without tax; the
// consumption tax is added per invoice (tax.ts), and screens show the tax-inclusive total first, as Japanese law
// (総額表示) and customers expect.
import type { PayProductType, PlanName, ProductType } from '../enumerations/plan-payment.ts';

/** Pay-per-release prices for one year of distribution. */
export const PAY_PRODUCT_PRICES: Readonly<Record<PayProductType, number>> = {
  single: 1_500,
  album: 5_000,
  ringtone: 1_000,
  live_concert_video: 8_000,
  youtube_sr_user_initial: 3_000,
  // Music videos by running time: up to 10 minutes, up to 30 minutes, longer.
  music_video_initial_pattern_1: 5_000,
  music_video_initial_pattern_2: 8_000,
  music_video_initial_pattern_3: 10_000,
};

/**
 * An immersive audio edition (Dolby Atmos or 360 Reality Audio) of one song, for one year of distribution, without
 * tax (docs/decisions/0025-immersive-audio-price-and-status.md).
 */
export const IMMERSIVE_AUDIO_PRICE = 3_000;
/** The product (and purchase type) of an immersive edition's year on an order and its quote lines. */
export const IMMERSIVE_AUDIO_PRODUCT = 'immersive_audio';

/** Each main artist beyond the first on a pay-per-release release (required_to_pay_use_added_main_artist). */
export const ADDED_MAIN_ARTIST_PRICE = 1_000;

export type PlanDefinition = {
  readonly product: ProductType | null;
  /** Yearly price without tax; 0 for paying per release. */
  readonly yearlyPrice: number;
  /** Artists the plan covers (releases of other artists are paid per release); null: no plan limit. */
  readonly artists: number | null;
  /** Team members besides the account manager. */
  readonly members: number;
  /** Who may take the plan. */
  readonly accountTypes: ReadonlyArray<'person' | 'company'>;
  /** Order for upgrades: a plan may only be exchanged for a higher rank. */
  readonly rank: number;
};

export const PLANS: Readonly<Record<PlanName, PlanDefinition>> = {
  payper: { product: null, yearlyPrice: 0, artists: null, members: 1, accountTypes: ['person', 'company'], rank: 0 },
  unlimited_starter: {
    product: 'starter_plan',
    yearlyPrice: 10_000,
    artists: 1,
    members: 1,
    accountTypes: ['person'],
    rank: 1,
  },
  unlimited_standard: {
    product: 'standard_plan',
    yearlyPrice: 20_000,
    artists: 5,
    members: 3,
    accountTypes: ['person', 'company'],
    rank: 2,
  },
  unlimited_pro: {
    product: 'pro_plan',
    yearlyPrice: 50_000,
    artists: 20,
    members: 10,
    accountTypes: ['person', 'company'],
    rank: 3,
  },
  unlimited_enterprise: {
    product: 'enterprise_plan',
    yearlyPrice: 150_000,
    artists: 100,
    members: 30,
    accountTypes: ['company'],
    rank: 4,
  },
};

/** Add-ons: one more artist or member on a plan (per year, prorated to the plan's end), mastering credits. */
export const ADD_ON_PRICES: Readonly<Record<Exclude<ProductType, `${string}_plan`>, number>> = {
  artist_capacity: 2_000,
  member_capacity: 1_000,
  mastering_credit: 1_000,
  mastering_credit_36: 30_000,
};

/** Credits bought with each mastering product. */
export const MASTERING_CREDITS: Readonly<Record<'mastering_credit' | 'mastering_credit_36', number>> = {
  mastering_credit: 1,
  mastering_credit_36: 36,
};

/**
 * Pay methods settled after the fact, and the account models that may use them: label services accounts (LS) by a
 * monthly invoice or from their revenue, OEM accounts through their partner (docs/decisions/0008).
 */
export const DEFERRED_PAY_METHODS = ['monthly_bill', 'revenue_share', 'by_oem'] as const;
export type DeferredPayMethod = (typeof DEFERRED_PAY_METHODS)[number];

export const deferredPayMethodsFor = (accountModelType: 'VD' | 'LS' | 'OEM'): DeferredPayMethod[] =>
  accountModelType === 'LS' ? ['monthly_bill', 'revenue_share'] : accountModelType === 'OEM' ? ['by_oem'] : [];

export const isDeferredPayMethod = (method: string): method is DeferredPayMethod =>
  (DEFERRED_PAY_METHODS as readonly string[]).includes(method);
