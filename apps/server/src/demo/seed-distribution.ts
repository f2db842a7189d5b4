// Demo review and delivery for a freshly seeded database, through the real pipeline: the automatic checks, an
// operator's decisions, delivery to the store simulator over SFTP, and a takedown at the label's request. Decisions
// are made at once; the workers and the simulator then deliver in the background over the next seconds.
import { RELEASE_STATUS } from '@otodoke/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../platform/db/client.ts';
import { individuals, releaseDeliveries, releases } from '../platform/db/schema.ts';
import type { Logger } from '../platform/logger.ts';
import { ADMIN_SIGN_IN } from './seed.ts';

const LABEL_ACCOUNT_ID = 1;
const DEMO_INDIVIDUAL_ID = 1;

export async function seedDemoDistribution(deps: { db: Db; distribution: App['distribution']; logger: Logger }) {
  const { db, distribution, logger } = deps;
  const [operator] = await db.select().from(individuals).where(eq(individuals.email, ADMIN_SIGN_IN.email));
  if (!operator) return;
  await distribution.review.runAutomaticChecks();
  const idOf = async (title: string) => {
    const [row] = await db
      .select({ id: releases.id, status: releases.status })
      .from(releases)
      .where(and(eq(releases.accountId, LABEL_ACCOUNT_ID), eq(releases.title, title)));
    return row?.status === RELEASE_STATUS.creating_cdc_done ? row.id : undefined;
  };
  const decide = async (title: string, decision: 'approve' | 'sendback', reason = '') => {
    const id = await idOf(title);
    if (id) await distribution.review.decide(operator.id, id, { decision, reason }, 'ja');
    return id;
  };
  const dawn = await decide('夜明けのレコード', 'approve');
  await decide('雨上がりの街', 'approve');
  const farewell = await decide('さよならの季節', 'approve');
  // The demo's releases with a year of sales went on sale on the dates they were released, not today.
  if (dawn)
    void whenOnSale(deps, dawn, () => backdateOnSale(deps, dawn), { everyStore: true }).catch((error: unknown) => {
      logger.warn({ err: error }, 'demo on-sale date not set');
    });
  await decide(
    '始発（着うた）',
    'sendback',
    '着うたは曲のサビなど、聴きどころの20〜30秒にしてください。 / Please cut the ringtone to the 20–30 s highlight.',
  );
  // 'Blue Hour' stays in the operators' queue.
  if (farewell)
    void whenOnSale(deps, farewell, async () => {
      await backdateOnSale(deps, farewell);
      await deps.distribution.delivery.takedown(
        farewell,
        { actor: 'user', individualId: DEMO_INDIVIDUAL_ID, mode: 'takedown_usercontact' },
        'レーベルの方針変更のため配信を終了します。',
      );
    }).catch((error: unknown) => {
      logger.warn({ err: error }, 'demo takedown not made');
    });
}

/** On sale since its sale date (midnight in Tokyo), like its sales: not the moment the demo was seeded. */
async function backdateOnSale(deps: { db: Db }, releaseId: number) {
  await deps.db
    .update(releaseDeliveries)
    .set({
      onSaleAt: sql`(select to_timestamp(r.requested_sale_start_date || ' 00:00 +09', 'YYYY/MM/DD HH24:MI TZH')
                       from ${releases} r where r.id = ${releaseId})`,
    })
    .where(and(eq(releaseDeliveries.releaseId, releaseId), isNotNull(releaseDeliveries.onSaleAt)));
}

/**
 * Runs `then` once a store has the release on sale, or with `everyStore` once no store is still on its way (within two
 * minutes). The label asks for 'さよならの季節' to be taken down then.
 */
async function whenOnSale(
  deps: { db: Db },
  releaseId: number,
  then: () => Promise<void>,
  options: { everyStore?: boolean } = {},
) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const [row] = await deps.db.select({ status: releases.status }).from(releases).where(eq(releases.id, releaseId));
    const moving = options.everyStore
      ? await deps.db
          .select({ id: releaseDeliveries.id })
          .from(releaseDeliveries)
          .where(
            and(
              eq(releaseDeliveries.releaseId, releaseId),
              inArray(releaseDeliveries.status, ['queued', 'sending', 'sent', 'delivered']),
            ),
          )
      : [];
    if (row?.status === RELEASE_STATUS.distribution_onsale && moving.length === 0) return then();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
