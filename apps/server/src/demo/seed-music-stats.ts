// Demo only: a modest year of 2024 sales, so that the yearly statistics page (/music-stats/2024) shows figures on a
// fresh demo. Monthly DDEX DSR reports of the label's back catalogue (on sale since 2023) from a few stores, imported
// through the real importer like the demo's own year (seed-revenue.ts calls this before the months are confirmed),
// and two of the label's three artists agreeing to appear in the statistics (Neon Harbor does not).
import { salesReportFiles } from '@otodoke/simulators/stores/sales-reports.ts';
import type { CatalogueEntry } from '@otodoke/simulators/stores/store-catalogue.ts';
import type { SimulatedStoreAccount } from '@otodoke/simulators/stores/store-ingest.ts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../platform/db/client.ts';
import { artists, currencyRates, releases } from '../platform/db/schema.ts';
import type { Logger } from '../platform/logger.ts';
import { importDemoReports } from './demo-reports.ts';

const LABEL_ACCOUNT_ID = 1;
const YEAR = 2024;
/** The stores of the demo's 2024 (a subset of the demo's stores: the set stays modest, about sixty files). */
const STORES_2024 = ['spotify', 'apple_music', 'line', 'youtube_music_key', 'amazon_music'];
/** The label's artists who agreed to appear in the yearly statistics. */
const CONSENTING = ['朝焼けバンド', '水野ひかり'];
/** Yen per dollar and per euro in 2024, month by month (made up, in a believable range). */
const USD = [
  '146.10',
  '149.60',
  '150.20',
  '152.80',
  '155.40',
  '157.10',
  '158.30',
  '146.90',
  '143.20',
  '149.70',
  '153.60',
  '153.80',
];
const EUR = [
  '159.10',
  '161.30',
  '163.00',
  '164.60',
  '167.10',
  '169.00',
  '171.30',
  '161.50',
  '159.40',
  '163.20',
  '164.80',
  '161.90',
];

export async function seedDemoMusicStats2024(deps: {
  db: Db;
  app: App;
  catalogue: readonly CatalogueEntry[];
  stores: readonly SimulatedStoreAccount[];
  logger: Logger;
}) {
  const { db, app, logger } = deps;
  await db
    .insert(currencyRates)
    .values(
      USD.flatMap((usd, index) => {
        const month = `${YEAR}-${String(index + 1).padStart(2, '0')}`;
        return [
          { month, currency: 'USD', yenPerUnit: usd },
          { month, currency: 'EUR', yenPerUnit: EUR[index]! },
        ];
      }),
    )
    .onConflictDoNothing();
  // The releases of the catalogue already on sale in 2024 (the back-catalogue album), each from its sale date: the
  // importer refuses sales before a release's sale start, as a store would never report them.
  const saleStarts = new Map(
    (
      await db
        .select({ upc: releases.upc, saleStart: releases.requestedSaleStartDate })
        .from(releases)
        .where(and(eq(releases.accountId, LABEL_ACCOUNT_ID), isNotNull(releases.upc)))
    ).map((row) => [row.upc!, row.saleStart.replaceAll('/', '-')]),
  );
  const catalogue = deps.catalogue.flatMap((entry) => {
    const saleStart = saleStarts.get(entry.icpn);
    if (!saleStart || saleStart > `${YEAR}-12-31`) return [];
    return [{ ...entry, onSaleSince: saleStart > `${YEAR}-01-01` ? saleStart : `${YEAR}-01-01` }];
  });
  if (catalogue.length === 0) return;
  let files = 0;
  for (const store of deps.stores.filter((each) => STORES_2024.includes(each.storeId))) {
    const reports = salesReportFiles({
      store,
      catalogue,
      from: `${YEAR}-01-01`,
      to: `${YEAR}-12-31`,
      seed: `otodoke-demo-${YEAR}`,
      cadence: 'monthly',
    });
    files += await importDemoReports(app, logger, store.storeId, reports);
  }
  await db
    .update(artists)
    .set({ statsConsentAt: new Date() })
    .where(and(eq(artists.accountId, LABEL_ACCOUNT_ID), inArray(artists.nameJa, CONSENTING)));
  logger.info({ files }, `demo ${YEAR} sales reports imported (the yearly statistics page)`);
}
