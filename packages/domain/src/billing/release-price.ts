// What a pay-per-release release costs: its product (by release type, and for videos by running time) and one line
// per main artist beyond the first (docs/decisions/0008-payments-and-coupons.md).
import type { CouponProduct, PayProductType } from '../enumerations/plan-payment.ts';
import type { ReleaseType } from '../enumerations/release.ts';
import { ADDED_MAIN_ARTIST_PRICE, PAY_PRODUCT_PRICES } from './prices.ts';

/** A line of an order: a product, how many and what they cost without tax. */
export type PriceLine = {
  readonly product: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly amount: number;
};

export const line = (product: string, quantity: number, unitPrice: number): PriceLine => ({
  product,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});

const TEN_MINUTES = 600;
const THIRTY_MINUTES = 1_800;

/** Music videos are priced by running time: up to 10 minutes, up to 30 minutes, longer. */
export const musicVideoPattern = (seconds: number): PayProductType =>
  seconds <= TEN_MINUTES
    ? 'music_video_initial_pattern_1'
    : seconds <= THIRTY_MINUTES
      ? 'music_video_initial_pattern_2'
      : 'music_video_initial_pattern_3';

/** The product a release of this type is paid as; videos need their total running time in seconds. */
export const releasePayProduct = (type: ReleaseType, videoSeconds: number): PayProductType => {
  switch (type) {
    case 'single':
      return 'single';
    case 'album':
    case 'mixed_album':
      return 'album';
    case 'ringtone':
      return 'ringtone';
    case 'live_concert_video':
      return 'live_concert_video';
    case 'music_video':
    case 'music_video_album':
    case 'karaoke_video':
      return musicVideoPattern(videoSeconds);
  }
};

/** Which coupons a release payment can take (coupon product of the spec). */
export const releaseCouponProduct = (type: ReleaseType): CouponProduct => {
  switch (type) {
    case 'single':
      return 'single';
    case 'album':
    case 'mixed_album':
      return 'album';
    case 'ringtone':
      return 'ringtone';
    case 'karaoke_video':
      return 'karaoke';
    case 'music_video':
    case 'music_video_album':
    case 'live_concert_video':
      return 'music-video';
  }
};

export type ReleaseForPrice = {
  readonly type: ReleaseType;
  readonly mainArtistCount: number;
  /** Sum of the video running times (video release types); 0 otherwise. */
  readonly videoSeconds: number;
};

/** The lines of one year of distribution for a release. */
export const releasePriceLines = (release: ReleaseForPrice): PriceLine[] => {
  const product = releasePayProduct(release.type, release.videoSeconds);
  const lines = [line(product, 1, PAY_PRODUCT_PRICES[product])];
  const added = Math.max(0, release.mainArtistCount - 1);
  if (added > 0) lines.push(line('added_main_artist', added, ADDED_MAIN_ARTIST_PRICE));
  return lines;
};
