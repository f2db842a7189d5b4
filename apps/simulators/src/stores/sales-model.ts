// The store simulator's listeners: a seeded model that says how many times each track of a release was used in a
// store on a day, through which offer (subscription, free tier, download, short video...) and where (a country, or a
// Japanese prefecture for the stores that report them). The same seed, store, release and day always give the same
// counts. Shape: a heavy-tailed popularity per release, a launch bump that fades over the weeks after it goes on sale,
// busier weekends, a shared mood of the day, and chance (Poisson) on top.
import { daysBetween, type IsoDate, isIsoDate, isoWeekday, PREFECTURES, todayInTokyo } from '@otodoke/domain';
import { PREFECTURE_POPULATION_THOUSANDS, type SalesOffer, type StoreSalesProfile } from './sales-profiles.ts';
import { createSeededRandom, multinomial, normal, pareto, poisson } from './seeded-random.ts';

/** What the model needs of a release: its codes and when it was on sale (a date, or a date-time as the catalogue keeps). */
export type ReleaseOnSale = {
  readonly icpn: string;
  readonly isrcs: readonly string[];
  readonly onSaleSince: string;
  readonly takenDownAt?: string;
};

/** Uses of one track through one offer in one territory on one day. */
export type SaleCount = {
  /** The track's place in the release's ISRCs. */
  readonly trackIndex: number;
  readonly isrc: string;
  /** The offer's place in the store's offers. */
  readonly offerIndex: number;
  readonly offer: SalesOffer;
  /** "JP", "US", or "JP-13" for a store that reports prefectures. */
  readonly territory: string;
  readonly usages: number;
};

export type SalesModel = {
  readonly seed: string;
  /** How popular a release is, the same in every store: about 1 for most, hundreds for a rare hit. */
  popularity(icpn: string): number;
  /** The mean number of uses of the whole release in the store that day, before chance; 0 when not on sale. */
  expectedUses(profile: StoreSalesProfile, release: ReleaseOnSale, day: IsoDate): number;
  /** What happened that day: the counts with at least one use, tracks in order; none when the release was not on sale. */
  salesOn(profile: StoreSalesProfile, release: ReleaseOnSale, day: IsoDate): SaleCount[];
};

/** Pareto tail index of popularity: below 1.5 the few hits outweigh the many. */
const POPULARITY_TAIL = 1.1;
const MAX_POPULARITY = 2_000;
/** The first days sell this many times the settled level, fading with a time constant of about ten days. */
const LAUNCH_BUMP = 4;
const LAUNCH_DAYS = 10;
/** Monday to Sunday; they average 1. */
const WEEKDAY_FACTORS = [0.93, 0.92, 0.94, 0.97, 1.06, 1.12, 1.06];
/** Spread of the day's mood (log scale), shared by every store: a radio play, a playlist, a rainy Sunday. */
const MOOD_SPREAD = 0.2;
/** Spread of the tracks' appeal within a release (log scale); the first track, usually the lead, gets more. */
const TRACK_SPREAD = 0.6;
const LEAD_TRACK_FACTOR = 1.5;

/** A catalogue date-time or a date as the Tokyo calendar date it falls on. */
export function tokyoDateOf(text: string): IsoDate {
  if (isIsoDate(text)) return text;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new Error(`"${text}" is neither a date nor a date-time`);
  return todayInTokyo(time);
}

/** On sale that day: from the day it went on sale, up to (not including) the day it was taken down. */
export function isOnSaleOn(release: ReleaseOnSale, day: IsoDate): boolean {
  if (day < tokyoDateOf(release.onSaleSince)) return false;
  return release.takenDownAt === undefined || day < tokyoDateOf(release.takenDownAt);
}

/** How much busier than its settled level a release is `days` after it went on sale (5 on the day, ~1.1 after 6 weeks). */
export function launchFactor(days: number): number {
  return 1 + LAUNCH_BUMP * Math.exp(-Math.max(0, days) / LAUNCH_DAYS);
}

/** Weekends are busier: Saturday 1.12, Monday 0.93. */
export function weekdayFactor(day: IsoDate): number {
  return WEEKDAY_FACTORS[isoWeekday(day) - 1] ?? 1;
}

/** The territories a store reports, in report order: its countries, Japan by prefecture when it reports them. */
export function territoriesOf(profile: StoreSalesProfile): string[] {
  return profile.countries.flatMap(([country]) =>
    country === 'JP' && profile.reportsPrefectures ? PREFECTURES.map((prefecture) => prefecture.isoCode) : [country],
  );
}

export function createSalesModel(seed: string | number): SalesModel {
  const seedText = String(seed);
  const popularities = new Map<string, number>();
  const appeals = new Map<string, number>();

  function popularity(icpn: string): number {
    let value = popularities.get(icpn);
    if (value === undefined) {
      value = Math.min(MAX_POPULARITY, pareto(createSeededRandom(`${seedText}:${icpn}:popularity`), POPULARITY_TAIL));
      popularities.set(icpn, value);
    }
    return value;
  }

  function appeal(isrc: string): number {
    let value = appeals.get(isrc);
    if (value === undefined) {
      value = Math.exp(TRACK_SPREAD * normal(createSeededRandom(`${seedText}:${isrc}:appeal`)));
      appeals.set(isrc, value);
    }
    return value;
  }

  /** Each track's share of the release's uses; they add up to 1. */
  function trackShares(isrcs: readonly string[]): number[] {
    const weights = isrcs.map((isrc, index) => appeal(isrc) * (index === 0 ? LEAD_TRACK_FACTOR : 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight) => weight / total);
  }

  /** exp(σZ - σ²/2): averages 1. */
  function mood(icpn: string, day: IsoDate): number {
    const random = createSeededRandom(`${seedText}:${icpn}:${day}:mood`);
    return Math.exp(MOOD_SPREAD * normal(random) - (MOOD_SPREAD * MOOD_SPREAD) / 2);
  }

  function expectedUses(profile: StoreSalesProfile, release: ReleaseOnSale, day: IsoDate): number {
    if (!isOnSaleOn(release, day) || release.isrcs.length === 0) return 0;
    const days = daysBetween(tokyoDateOf(release.onSaleSince), day);
    return (
      profile.usesPerTrackDay *
      release.isrcs.length *
      popularity(release.icpn) *
      launchFactor(days) *
      weekdayFactor(day) *
      mood(release.icpn, day)
    );
  }

  function salesOn(profile: StoreSalesProfile, release: ReleaseOnSale, day: IsoDate): SaleCount[] {
    const mean = expectedUses(profile, release, day);
    if (mean === 0) return [];
    const stem = `${seedText}:${profile.storeId}:${release.icpn}:${day}`;
    const random = createSeededRandom(`${stem}:uses`);
    // Prefectures draw from their own stream, so the country counts are the same whether the store splits Japan or not.
    const local = createSeededRandom(`${stem}:prefectures`);
    const offerShares = profile.offers.map((offer) => offer.share);
    const countryShares = profile.countries.map(([, share]) => share);
    const counts: SaleCount[] = [];
    for (const [trackIndex, share] of trackShares(release.isrcs).entries()) {
      const isrc = release.isrcs[trackIndex] as string;
      const byOffer = multinomial(random, poisson(random, mean * share), offerShares);
      for (const [offerIndex, offer] of profile.offers.entries()) {
        const byCountry = multinomial(random, byOffer[offerIndex] ?? 0, countryShares);
        for (const [countryIndex, [country]] of profile.countries.entries()) {
          const usages = byCountry[countryIndex] ?? 0;
          if (usages === 0) continue;
          if (country !== 'JP' || !profile.reportsPrefectures) {
            counts.push({ trackIndex, isrc, offerIndex, offer, territory: country, usages });
            continue;
          }
          const byPrefecture = multinomial(local, usages, PREFECTURE_POPULATION_THOUSANDS);
          for (const [index, prefecture] of PREFECTURES.entries()) {
            const inPrefecture = byPrefecture[index] ?? 0;
            if (inPrefecture === 0) continue;
            counts.push({ trackIndex, isrc, offerIndex, offer, territory: prefecture.isoCode, usages: inPrefecture });
          }
        }
      }
    }
    return counts;
  }

  return { seed: seedText, popularity, expectedUses, salesOn };
}
