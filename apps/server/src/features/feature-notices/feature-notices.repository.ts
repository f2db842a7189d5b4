// SQL for the notice sign-ups, their mail tokens and the per-client request log (features/feature-notices' tables).
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { featureNoticeRequests, featureNotices, featureNoticeTokens } from '../../platform/db/schema.ts';

export type FeatureNoticeRow = typeof featureNotices.$inferSelect;

/** Holds one client's gate until the transaction ends, so counting its requests and adding one is one step. */
export async function lockClient(tx: Executor, clientHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`feature-notice:${clientHash}`}, 0))`);
}

/** Counts the client's requests since `since` and forgets its older ones. */
export async function requestsSince(tx: Executor, clientHash: string, since: Date): Promise<number> {
  await tx
    .delete(featureNoticeRequests)
    .where(and(eq(featureNoticeRequests.clientHash, clientHash), lt(featureNoticeRequests.createdAt, since)));
  const [row] = await tx
    .select({ n: count() })
    .from(featureNoticeRequests)
    .where(and(eq(featureNoticeRequests.clientHash, clientHash), gt(featureNoticeRequests.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function recordRequest(tx: Executor, clientHash: string) {
  await tx.insert(featureNoticeRequests).values({ clientHash });
}

/** The sign-up of this address for this service, locked; created pending (never mailed) when there is none. */
export async function lockOrCreateNotice(
  tx: Executor,
  values: { feature: string; email: string; language: 'ja' | 'en' },
): Promise<{ notice: FeatureNoticeRow; created: boolean }> {
  const [inserted] = await tx
    .insert(featureNotices)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [featureNotices.feature, featureNotices.email] })
    .returning();
  if (inserted) return { notice: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(featureNotices)
    .where(and(eq(featureNotices.feature, values.feature), eq(featureNotices.email, values.email)))
    .for('update');
  return { notice: existing!, created: false };
}

export async function updateNotice(tx: Executor, id: number, values: Partial<typeof featureNotices.$inferInsert>) {
  await tx.update(featureNotices).set(values).where(eq(featureNotices.id, id));
}

export async function insertToken(tx: Executor, values: typeof featureNoticeTokens.$inferInsert) {
  await tx.insert(featureNoticeTokens).values(values);
}

/** A token of `purpose` with its notice (locked); null when unknown. Expired and used ones are returned too. */
export async function findTokenWithNotice(tx: Executor, tokenHash: string, purpose: 'confirm' | 'unsubscribe') {
  const [row] = await tx
    .select({ token: featureNoticeTokens, notice: featureNotices })
    .from(featureNoticeTokens)
    .innerJoin(featureNotices, eq(featureNotices.id, featureNoticeTokens.noticeId))
    .where(and(eq(featureNoticeTokens.tokenHash, tokenHash), eq(featureNoticeTokens.purpose, purpose)))
    .for('update');
  return row ?? null;
}

/** Marks a live token used; false when it was used already or has expired. */
export async function useToken(tx: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(featureNoticeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(featureNoticeTokens.tokenHash, tokenHash),
        isNull(featureNoticeTokens.usedAt),
        or(isNull(featureNoticeTokens.expiresAt), gt(featureNoticeTokens.expiresAt, now)),
      ),
    )
    .returning({ tokenHash: featureNoticeTokens.tokenHash });
  return rows.length > 0;
}

/**
 * A confirmed sign-up was mailed the opening notice when it was mailed after it was confirmed: a confirmation is
 * always mailed before the link is opened, and a confirmed address is never mailed a confirmation again.
 */
const NOTIFIED = sql`${featureNotices.lastMailedAt} > ${featureNotices.confirmedAt}`;

/** Sign-ups per service and status, with the confirmed ones already told the service opened. */
export async function countsByFeature(db: Executor) {
  return db
    .select({
      feature: featureNotices.feature,
      status: featureNotices.status,
      n: count(),
      notified: sql<number>`count(*) filter (where ${featureNotices.status} = 'confirmed' and ${NOTIFIED})::int`,
    })
    .from(featureNotices)
    .groupBy(featureNotices.feature, featureNotices.status);
}

/** Up to `limit` confirmed sign-ups of the service not yet told it opened, locked (others sending skip them). */
export async function claimUnnotified(tx: Executor, feature: string, limit: number): Promise<FeatureNoticeRow[]> {
  return tx
    .select()
    .from(featureNotices)
    .where(
      and(
        eq(featureNotices.feature, feature),
        eq(featureNotices.status, 'confirmed'),
        or(isNull(featureNotices.lastMailedAt), sql`not (${NOTIFIED})`),
      ),
    )
    .orderBy(featureNotices.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
