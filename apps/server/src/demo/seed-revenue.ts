// Demo revenue for a freshly seeded database: a year of the label's sales as the store simulator's model reports them
// (DDEX DSR files per store and day, imported through the real importer), the past months confirmed into statements
// and the ledger, a guest vocalist with an accepted 30 % split of one release, one report line nobody can match, and a
// withdrawal waiting for an operator. Reports and closes go through the services; the guest, the accepted split and
// the withdrawal request are written as those services write them.
import { Readable } from 'node:stream';
import {
  addDays,
  firstDayOfMonth,
  monthOf,
  monthsBetween,
  previousMonth,
  RELEASE_STATUS_CODES_NOT_ISSUED,
  SPLIT_STATUS,
  todayInTokyo,
  yesterday,
} from '@otodoke/domain';
import { createDsrWriter } from '@otodoke/protocols/sales-reports/write-dsr.ts';
import { salesReportFiles } from '@otodoke/simulators/stores/sales-reports.ts';
import { defaultSimulatedStores } from '@otodoke/simulators/stores/simulator.ts';
import { and, eq, exists, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { ALL_PERMISSIONS_EDITABLE } from '../platform/auth/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import {
  accountMembers,
  accounts,
  bankAccounts,
  currencyRates,
  individuals,
  releaseDeliveries,
  releases,
  songs,
  splitShares,
  splitVersions,
  withdrawals,
} from '../platform/db/schema.ts';
import { post } from '../platform/ledger/ledger.ts';
import type { Logger } from '../platform/logger.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { hashToken, newToken } from '../platform/security/tokens.ts';
import { importDemoReports } from './demo-reports.ts';
import { ADMIN_SIGN_IN } from './seed.ts';
import { seedDemoMusicStats2024 } from './seed-music-stats.ts';

const LABEL_ACCOUNT_ID = 1;
/** The stores whose daily reports the demo imports (the rest of the catalogue's stores stay quiet in the demo). */
const DEMO_STORES = ['spotify', 'apple_music', 'line', 'youtube_music_key', 'amazon_music', 'itunes', 'tiktok'];
export const GUEST_SIGN_IN = { email: 'guest@otodoke.test', password: 'otodoke-guest' } as const;
/** Yen per dollar and per euro, month by month (made up, in a believable range). */
const USD = [
  '147.20',
  '149.85',
  '151.30',
  '153.10',
  '150.45',
  '148.90',
  '146.75',
  '149.10',
  '152.60',
  '154.05',
  '151.95',
  '150.30',
  '149.60',
];
const EUR = [
  '159.40',
  '161.20',
  '163.05',
  '164.80',
  '162.10',
  '160.35',
  '158.90',
  '161.75',
  '165.20',
  '166.40',
  '164.10',
  '162.85',
  '161.90',
];

export async function seedDemoRevenue(deps: {
  db: Db;
  app: App;
  ddexParty: { dpid: string; name: string };
  logger: Logger;
  now?: Date;
}) {
  const { db, app, logger, ddexParty } = deps;
  const today = todayInTokyo(deps.now ?? new Date());
  const to = yesterday(today);
  const from = addDays(today, -365);
  const [operator] = await db.select().from(individuals).where(eq(individuals.email, ADMIN_SIGN_IN.email));

  const months = monthsBetween(monthOf(from), monthOf(to));
  await db
    .insert(currencyRates)
    .values(
      months.flatMap((month, index) => [
        { month, currency: 'USD', yenPerUnit: USD[index % USD.length]! },
        { month, currency: 'EUR', yenPerUnit: EUR[index % EUR.length]! },
      ]),
    )
    .onConflictDoNothing();

  // The label's released catalogue: what operators approved for delivery (it has deliveries), with its ICPN.
  const onSale = await db
    .select({
      id: releases.id,
      upc: releases.upc,
      title: releases.title,
      saleStart: releases.requestedSaleStartDate,
    })
    .from(releases)
    .where(
      and(
        eq(releases.accountId, LABEL_ACCOUNT_ID),
        isNotNull(releases.upc),
        notInArray(releases.status, [...RELEASE_STATUS_CODES_NOT_ISSUED]),
        exists(db.select({ one: sql`1` }).from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, releases.id))),
      ),
    )
    .orderBy(releases.id);
  const catalogue = [];
  for (const release of onSale) {
    // Sold from the date the owner chose (or the start of the demo's year); one still waiting for its date sold nothing.
    const saleStart = release.saleStart.replaceAll('/', '-');
    const onSaleSince = saleStart > from ? saleStart : from;
    if (onSaleSince > to) continue;
    const isrcs = (
      await db.select({ isrc: songs.isrc }).from(songs).where(eq(songs.releaseId, release.id)).orderBy(songs.position)
    )
      .map((song) => song.isrc)
      .filter((isrc): isrc is string => Boolean(isrc));
    if (isrcs.length === 0) continue;
    catalogue.push({ icpn: release.upc!, isrcs, messageId: `demo-${release.id}`, onSaleSince });
  }
  if (catalogue.length === 0) return;

  const stores = defaultSimulatedStores(DEMO_STORES, ddexParty.dpid);
  // Monthly reports for the older months, daily ones from the start of this month (of last month in its first ten
  // days), as stores send trend reports: a first start imports a couple of hundred files rather than thousands.
  const dailyFrom = firstDayOfMonth(addDays(today, -10));
  let files = 0;
  const started = Date.now();
  for (const store of stores) {
    const reports = [
      ...salesReportFiles({
        store,
        catalogue,
        from,
        to: addDays(dailyFrom, -1),
        seed: 'otodoke-demo',
        cadence: 'monthly',
      }),
      ...salesReportFiles({ store, catalogue, from: dailyFrom, to, seed: 'otodoke-demo', cadence: 'daily' }),
    ];
    files += await importDemoReports(app, logger, store.storeId, reports);
  }
  logger.info({ files, seconds: Math.round((Date.now() - started) / 1000) }, 'demo sales reports imported');
  // A modest 2024 for the yearly statistics page, imported before the months are confirmed below.
  await seedDemoMusicStats2024({ db, app, catalogue, stores, logger });

  // A guest vocalist shares in the first release from six months ago (the demo's oldest, on sale for the year).
  const guestAccount = await seedGuest(db);
  const first = onSale[0]!;
  const effectiveFrom = months[Math.max(0, months.length - 7)]!;
  const [version] = await db
    .insert(splitVersions)
    .values({ releaseId: first.id, accountId: LABEL_ACCOUNT_ID, effectiveFrom, ownerShareBp: 7000 })
    .returning({ id: splitVersions.id });
  await db.insert(splitShares).values({
    versionId: version!.id,
    email: GUEST_SIGN_IN.email,
    shareBp: 3000,
    status: SPLIT_STATUS.accepted,
    collaboratorAccountId: guestAccount,
    tokenHash: hashToken(newToken()),
    answeredAt: new Date(),
  });

  // Every month that is over is confirmed, in order.
  for (const month of monthsBetween(months[0]!, previousMonth(monthOf(today)))) {
    await app.revenue.close.closeMonth(month, operator?.id ?? null);
  }

  // One line of a release nobody here distributes, for the operators' unmatched queue.
  const writer = createDsrWriter({
    header: {
      messageId: `demo-unmatched-${to}`,
      createdAt: `${to}T18:00:00Z`,
      usageStart: to,
      usageEnd: to,
      sender: { dpid: stores[0]!.dpid, name: stores[0]!.name },
      recipient: { dpid: ddexParty.dpid, name: ddexParty.name },
      serviceDescription: 'Spotify Premium',
    },
  });
  const unmatched =
    writer.headerText() +
    writer.summary({
      id: 'S1',
      commercialModel: 'SubscriptionModel',
      useType: 'OnDemandStream',
      territory: 'JP',
      serviceDescription: 'Spotify Premium',
      usages: 420,
      users: 300,
      currency: 'USD',
      netRevenue: '1.68',
    }) +
    writer.block({
      release: {
        icpn: '4589990000017',
        dspReleaseId: 'sp-album-7',
        title: '迷子のアルバム',
        artist: '不明なアーティスト',
      },
      resources: [
        {
          isrc: 'JPZZ02500077',
          dspResourceId: 'sp-track-77',
          title: '迷子の歌',
          artist: '不明なアーティスト',
          durationSeconds: 214,
        },
      ],
      sales: [{ summaryId: 'S1', resourceIndex: 0, usages: 420, useType: 'OnDemandStream' }],
    }) +
    writer.footer();
  await app.revenue.ingest.importReport({
    source: 'upload',
    storeId: 'spotify',
    fileName: `DSR_demo_unmatched_${to}.tsv`,
    body: Readable.from([unmatched]),
    uploadedBy: operator?.id ?? null,
  });

  // The label asked for part of its balance; the transfer waits for an operator.
  const [bank] = await db
    .insert(bankAccounts)
    .values({
      accountId: LABEL_ACCOUNT_ID,
      bankCode: '0001',
      bankName: 'みずほ',
      branchCode: '001',
      branchName: '東京営業部',
      accountType: 'checking',
      accountNumber: '1234567',
      holderName: 'ｶ)ｵﾄﾄﾞｹﾃﾞﾓﾚｺｰﾄﾞ',
    })
    .returning();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(withdrawals)
      .values({
        accountId: LABEL_ACCOUNT_ID,
        bankAccountId: bank!.id,
        amount: 10_000,
        fee: 330,
        idempotencyKey: 'demo-withdrawal-1',
      })
      .returning();
    await post(tx, {
      kind: 'withdrawal',
      reference: String(request!.id),
      memo: {
        ja: `出金申請（${bank!.bankName} ${bank!.branchName}）`,
        en: `Withdrawal (${bank!.bankName} ${bank!.branchName})`,
      },
      entries: [
        { side: { wallet: LABEL_ACCOUNT_ID }, amount: -10_000 },
        { side: { system: 'withdrawals_pending' }, amount: 10_000 },
      ],
    });
  });
}

/** The guest vocalist: an individual with an account of their own (signs in with GUEST_SIGN_IN). */
async function seedGuest(db: Db): Promise<number> {
  const passwordHash = await hashPassword(GUEST_SIGN_IN.password);
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .insert(individuals)
      .values({
        email: GUEST_SIGN_IN.email,
        name: '花村 ゆい',
        passwordHash,
        emailVerifiedAt: new Date(),
        // A demo sign-in like the others: no code by mail for a new browser.
        twoFactorEnabled: false,
        verifyNewDevices: false,
      })
      .returning({ id: individuals.id });
    const [account] = await tx
      .insert(accounts)
      .values({ name: '花村 ゆい', personCompanyType: 'person', plan: 'payper' })
      .returning({ id: accounts.id });
    await tx.insert(accountMembers).values({
      accountId: account!.id,
      individualId: guest!.id,
      isAccountManager: true,
      permissions: ALL_PERMISSIONS_EDITABLE,
    });
    return account!.id;
  });
}
