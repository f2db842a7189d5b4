// The rows a simulated store's DSR files share: summary rows per offer and territory with their exact revenue, and
// the release and resource rows of a block.
import { MICROS_PER_YEN } from '@otodoke/domain';
import type { DsrBlockInput, DsrSummaryInput } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { type ReleaseOnSale, territoriesOf } from './sales-model.ts';
import type { StoreSalesProfile } from './sales-profiles.ts';
import { createSeededRandom } from './seeded-random.ts';

/** Micro-units as decimal text with at least two decimals: 1 500 000 is "1.50", 52 000 is "0.052". */
export function decimalTextOfMicros(micros: bigint): string {
  const magnitude = micros < 0n ? -micros : micros;
  const fraction = (magnitude % MICROS_PER_YEN).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${micros < 0n ? '-' : ''}${magnitude / MICROS_PER_YEN}.${fraction}`;
}

/** The store's summary rows: one per offer and territory, `offerIndex × territories + territoryIndex`. */
export type SummaryGrid = {
  readonly territories: readonly string[];
  readonly size: number;
  keyOf(offerIndex: number, territory: string): number;
  summary(key: number, id: string, usages: bigint): DsrSummaryInput;
};

export function summaryGridOf(profile: StoreSalesProfile): SummaryGrid {
  const territories = territoriesOf(profile);
  const indexOf = new Map(territories.map((territory, index) => [territory, index]));
  return {
    territories,
    size: profile.offers.length * territories.length,
    keyOf: (offerIndex, territory) => offerIndex * territories.length + (indexOf.get(territory) ?? 0),
    summary: (key, id, usages) => {
      const offer = profile.offers[Math.floor(key / territories.length)];
      if (!offer) throw new Error(`summary ${key} names no offer of ${profile.storeId}`);
      return {
        id,
        commercialModel: offer.commercialModel,
        useType: offer.useType,
        territory: territories[key % territories.length] as string,
        serviceDescription: `${profile.service} ${offer.tier}`,
        usages,
        users: null,
        currency: profile.currency,
        netRevenue: decimalTextOfMicros(usages * offer.rateMicros),
      };
    },
  };
}

/** A recording's length as the store knows it: the catalogue keeps codes only, so a steady 2:30 to 5:30 by ISRC. */
const durationOf = (isrc: string): number => 150 + Math.floor(createSeededRandom(`duration:${isrc}`)() * 180);

const releaseTypeOf = (tracks: number): string => (tracks <= 3 ? 'Single' : tracks <= 6 ? 'EP' : 'Album');

/** The release and resource rows of a block (titles and artists are not in the store's catalogue: left empty). */
export function blockOf(release: Pick<ReleaseOnSale, 'icpn' | 'isrcs'>, sales: DsrBlockInput['sales']): DsrBlockInput {
  return {
    release: {
      icpn: release.icpn,
      dspReleaseId: `R${release.icpn}`,
      title: '',
      artist: '',
      releaseType: releaseTypeOf(release.isrcs.length),
    },
    resources: release.isrcs.map((isrc) => ({
      isrc,
      dspResourceId: `T${isrc}`,
      title: '',
      artist: '',
      durationSeconds: durationOf(isrc),
    })),
    sales,
  };
}
