// Demo review and delivery for a freshly seeded database, through the real pipeline: the automatic checks, an
// operator's decisions, delivery to the store simulator over SFTP, and a takedown at the label's request. Decisions
// are made at once; the workers and the simulator then deliver in the background over the next seconds.
import { RELEASE_STATUS } from '@otodoke/domain';
import { and, eq } from 'drizzle-orm';
import type { App } from './app.ts';
import type { Db } from './platform/db/client.ts';
import { individuals, releases } from './platform/db/schema.ts';
import type { Logger } from './platform/logger.ts';
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
  await decide('夜明けのレコード', 'approve');
  await decide('雨上がりの街', 'approve');
  const farewell = await decide('さよならの季節', 'approve');
  await decide(
    '始発（着うた）',
    'sendback',
    '着うたは曲のサビなど、聴きどころの20〜30秒にしてください。 / Please cut the ringtone to the 20–30 s highlight.',
  );
  // 'Blue Hour' stays in the operators' queue.
  if (farewell)
    void takeDownWhenOnSale(deps, farewell).catch((error: unknown) => {
      logger.warn({ err: error }, 'demo takedown not made');
    });
}

/** The label asks for 'さよならの季節' to be taken down once the stores have it on sale. */
async function takeDownWhenOnSale(deps: { db: Db; distribution: App['distribution'] }, releaseId: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const [row] = await deps.db.select({ status: releases.status }).from(releases).where(eq(releases.id, releaseId));
    if (row?.status === RELEASE_STATUS.distribution_onsale) {
      await deps.distribution.delivery.takedown(
        releaseId,
        { actor: 'user', individualId: DEMO_INDIVIDUAL_ID, mode: 'takedown_usercontact' },
        'レーベルの方針変更のため配信を終了します。',
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
