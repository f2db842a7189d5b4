// The store simulator's listeners: the same seed gives the same day, a release sells most in its first weeks and more
// at weekends, nothing sells outside its time on sale, prefectures come only from the stores that report them, and
// every store pays in its currency at a believable rate.
import { addDays, detailTypeOf, isoWeekday, STORES } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { createSalesModel, type ReleaseOnSale, type SaleCount, territoriesOf } from './sales-model.ts';
import { PREFECTURE_REPORTING_STORE_IDS, salesProfileOf } from './sales-profiles.ts';

const ALBUM: ReleaseOnSale = {
  icpn: '4599990001024',
  isrcs: Array.from({ length: 12 }, (_, index) => `JPZ99260${String(1000 + index)}`),
  onSaleSince: '2026-01-01T03:00:00.000Z',
};
/** Five albums, for averages that do not hang on one release's luck. */
const ALBUMS: ReleaseOnSale[] = [1, 2, 3, 4, 5].map((n) => ({
  ...ALBUM,
  icpn: `45999900010${n}0`,
  isrcs: ALBUM.isrcs.map((isrc) => `${isrc.slice(0, 7)}${n}${isrc.slice(8)}`),
}));

const usagesOf = (counts: readonly SaleCount[]): number => counts.reduce((sum, count) => sum + count.usages, 0);

const usagesOver = (storeId: string, releases: readonly ReleaseOnSale[], days: readonly string[], seed = 'model') => {
  const model = createSalesModel(seed);
  const profile = salesProfileOf(storeId);
  return days.map((day) => releases.reduce((sum, release) => sum + usagesOf(model.salesOn(profile, release, day)), 0));
};

const daysFrom = (start: string, count: number) => Array.from({ length: count }, (_, index) => addDays(start, index));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the sales model', () => {
  it('gives the same counts for the same seed, store and day, and other counts for another seed', () => {
    const spotify = salesProfileOf('spotify');
    const first = createSalesModel('seed-a').salesOn(spotify, ALBUM, '2026-01-10');
    expect(first.length).toBeGreaterThan(0);
    expect(createSalesModel('seed-a').salesOn(spotify, ALBUM, '2026-01-10')).toEqual(first);
    expect(createSalesModel('seed-b').salesOn(spotify, ALBUM, '2026-01-10')).not.toEqual(first);
    expect(createSalesModel('seed-a').salesOn(spotify, ALBUM, '2026-01-11')).not.toEqual(first);
  });

  it('sells most in the weeks after launch, then settles', () => {
    const week = (offset: number) => sum(usagesOver('spotify', ALBUMS, daysFrom(addDays('2026-01-01', offset), 7)));
    const [first, second, fourth, twelfth] = [week(0), week(7), week(21), week(77)];
    expect(first).toBeGreaterThan(second * 1.3);
    expect(second).toBeGreaterThan(fourth * 1.3);
    expect(fourth).toBeGreaterThan(twelfth);
    expect(first).toBeGreaterThan(twelfth * 3);
  });

  it('is busier at weekends than from Monday to Thursday', () => {
    const days = daysFrom('2026-03-02', 26 * 7); // two months after launch, half a year
    const usages = usagesOver('spotify', ALBUMS, days);
    const averageOn = (weekdays: number[]) => {
      const picked = usages.filter((_, index) => weekdays.includes(isoWeekday(days[index] as string)));
      return sum(picked) / picked.length;
    };
    expect(averageOn([6, 7])).toBeGreaterThan(averageOn([1, 2, 3, 4]) * 1.08);
  });

  it('sells nothing before the release goes on sale, nor from the day it is taken down', () => {
    const model = createSalesModel('model');
    const spotify = salesProfileOf('spotify');
    const takenDown = { ...ALBUM, takenDownAt: '2026-02-10T05:00:00.000Z' };
    expect(model.salesOn(spotify, takenDown, '2025-12-31')).toEqual([]);
    expect(usagesOf(model.salesOn(spotify, takenDown, '2026-01-01'))).toBeGreaterThan(0);
    expect(usagesOf(model.salesOn(spotify, takenDown, '2026-02-09'))).toBeGreaterThan(0);
    expect(model.salesOn(spotify, takenDown, '2026-02-10')).toEqual([]);
    expect(model.salesOn(spotify, takenDown, '2026-06-01')).toEqual([]);
    // A release on sale at 23:30 UTC is on sale from the next day in Tokyo.
    const lateNight = { ...ALBUM, onSaleSince: '2026-01-01T23:30:00.000Z' };
    expect(model.salesOn(spotify, lateNight, '2026-01-01')).toEqual([]);
    expect(usagesOf(model.salesOn(spotify, lateNight, '2026-01-02'))).toBeGreaterThan(0);
  });

  it('splits Japan by prefecture only for LINE MUSIC, Rakuten Music, AWA and RecoChoku, adding up to the Japan total', () => {
    expect([...PREFECTURE_REPORTING_STORE_IDS].sort()).toEqual(['awa', 'line', 'rakuten_music', 'recochoku']);
    for (const storeId of PREFECTURE_REPORTING_STORE_IDS) expect(STORES.map((store) => store.id)).toContain(storeId);
    for (const store of STORES) {
      const territories = territoriesOf(salesProfileOf(store.id));
      const prefectures = territories.filter((territory) => territory.startsWith('JP-'));
      expect(prefectures).toHaveLength(PREFECTURE_REPORTING_STORE_IDS.includes(store.id) ? 47 : 0);
    }

    const model = createSalesModel('model');
    const line = salesProfileOf('line');
    const asCountries = { ...line, reportsPrefectures: false };
    const byTerritory = new Map<string, number>();
    for (const day of daysFrom('2026-01-01', 28)) {
      const split = model.salesOn(line, ALBUM, day);
      const whole = model.salesOn(asCountries, ALBUM, day);
      expect(split.every((count) => /^JP-\d{2}$/.test(count.territory))).toBe(true);
      expect(whole.every((count) => count.territory === 'JP')).toBe(true);
      for (const [trackIndex] of ALBUM.isrcs.entries()) {
        for (const offerIndex of [0, 1]) {
          const of = (counts: SaleCount[]) =>
            usagesOf(counts.filter((count) => count.trackIndex === trackIndex && count.offerIndex === offerIndex));
          expect(of(split)).toBe(of(whole));
        }
      }
      for (const count of split)
        byTerritory.set(count.territory, (byTerritory.get(count.territory) ?? 0) + count.usages);
    }
    const ranked = [...byTerritory].sort((a, b) => b[1] - a[1]).map(([territory]) => territory);
    expect(ranked[0]).toBe('JP-13'); // Tokyo
    expect(ranked.slice(0, 5)).toEqual(expect.arrayContaining(['JP-14', 'JP-27'])); // Kanagawa, Osaka

    const spotify = model.salesOn(salesProfileOf('spotify'), ALBUM, '2026-01-03');
    expect(spotify.some((count) => count.territory === 'JP')).toBe(true);
    expect(spotify.every((count) => /^[A-Z]{2}$/.test(count.territory))).toBe(true);
  });

  it('sells mostly in Japan for a worldwide store', () => {
    const model = createSalesModel('model');
    const counts = daysFrom('2026-01-01', 28).flatMap((day) => model.salesOn(salesProfileOf('spotify'), ALBUM, day));
    const japan = usagesOf(counts.filter((count) => count.territory === 'JP'));
    expect(japan / usagesOf(counts)).toBeGreaterThan(0.6);
    expect(japan / usagesOf(counts)).toBeLessThan(0.8);
    expect([...new Set(counts.map((count) => count.territory))]).toEqual(expect.arrayContaining(['US', 'TW', 'KR']));
  });

  it('makes the big stores big and the small ones tiny', () => {
    const month = daysFrom('2026-01-01', 30);
    const [spotify, line, apple, ototoy] = ['spotify', 'line', 'apple_music', 'ototoy'].map((id) =>
      sum(usagesOver(id, ALBUMS, month)),
    );
    expect(spotify).toBeGreaterThan(10_000);
    expect(line).toBeGreaterThan(5_000);
    expect(apple).toBeGreaterThan(5_000);
    expect(ototoy).toBeLessThan(spotify! / 200);
  });

  it('draws popularity from a heavy tail: most releases modest, a few hits', () => {
    const model = createSalesModel('model');
    const popularities = Array.from({ length: 2_000 }, (_, index) => model.popularity(`459999${index}`)).sort(
      (a, b) => a - b,
    );
    const median = popularities[1_000] as number;
    expect(median).toBeGreaterThan(1);
    expect(median).toBeLessThan(3);
    expect(popularities[1_980]).toBeGreaterThan(20 * median);
    expect(model.popularity('4599990001024')).toBe(createSalesModel('model').popularity('4599990001024'));
  });

  it('pays every store in its currency, at believable rates, in offers the estimate report can classify', () => {
    for (const store of STORES) {
      const profile = salesProfileOf(store.id);
      expect(sum(profile.offers.map((offer) => offer.share))).toBeCloseTo(1, 9);
      expect(sum(profile.countries.map(([, share]) => share))).toBeCloseTo(1, 9);
      for (const offer of profile.offers) {
        const line = { commercialModel: offer.commercialModel, useType: offer.useType, storeId: store.id };
        expect(detailTypeOf(line), `${store.id} ${offer.tier}`).toBeDefined();
      }
    }
    const rateOf = (storeId: string, tier: string) =>
      salesProfileOf(storeId).offers.find((offer) => offer.tier === tier)?.rate;
    expect(salesProfileOf('line').currency).toBe('JPY');
    expect(salesProfileOf('spotify').currency).toBe('USD');
    expect(salesProfileOf('deezer').currency).toBe('EUR');
    expect(rateOf('line', 'Premium')).toBe('0.55');
    expect(rateOf('spotify', 'Premium')).toBe('0.0040');
    expect(rateOf('mora', 'Download')).toBe('153');
    expect(salesProfileOf('mora').offers[0]?.rateMicros).toBe(153_000_000n);
    const tiktok = salesProfileOf('tiktok').offers[0];
    expect(tiktok && detailTypeOf({ ...tiktok, storeId: 'tiktok' })).toBe('short_movie');
    const amazonDownload = salesProfileOf('amazon_music').offers.find((offer) => offer.tier === 'Download');
    expect(amazonDownload && detailTypeOf({ ...amazonDownload, storeId: 'amazon_music' })).toBe('amazondod');
  });
});
