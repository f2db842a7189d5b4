// SQL for sign-in attempts, challenges and e-mail tokens (individuals and accounts: features/accounts; devices:
// features/profile).
import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { emailTokens, signinAttempts, signinChallenges } from '../../platform/db/schema.ts';

export type { IndividualRow } from '../../platform/auth/sessions.ts';
export type ChallengeRow = typeof signinChallenges.$inferSelect;

export async function recordSigninAttempt(
  db: Executor,
  emailHash: string,
  ipAddress: string,
  succeeded: boolean,
): Promise<number> {
  const [row] = await db
    .insert(signinAttempts)
    .values({ emailHash, ipAddress, succeeded })
    .returning({ id: signinAttempts.id });
  return row!.id;
}

/** Gives back the slot a password attempt took (the password was right, so it was no failure). */
export async function deleteSigninAttempt(db: Executor, id: number) {
  await db.delete(signinAttempts).where(eq(signinAttempts.id, id));
}

/**
 * Holds the sign-in gates of one client address and one e-mail address until the transaction ends, so reading
 * their attempt counts and taking a slot is one step for parallel requests. The client address is always taken
 * first, so two gates never wait for each other.
 */
export async function lockSigninGates(tx: Executor, emailHash: string, ipAddress: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`signin-ip:${ipAddress}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`signin-email:${emailHash}`}, 0))`);
}

/** Failures for an address within the window, counted since its last success; newest first. */
export async function recentFailures(db: Executor, emailHash: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ succeeded: signinAttempts.succeeded, createdAt: signinAttempts.createdAt })
    .from(signinAttempts)
    .where(and(eq(signinAttempts.emailHash, emailHash), gt(signinAttempts.createdAt, since)))
    .orderBy(desc(signinAttempts.id))
    .limit(50);
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.succeeded) break;
    failures.push(row.createdAt);
  }
  return failures;
}

export async function attemptsFromAddress(db: Executor, ipAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signinAttempts)
    .where(and(eq(signinAttempts.ipAddress, ipAddress), gt(signinAttempts.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertEmailToken(db: Executor, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Marks a live token used and returns it; null when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(db: Executor, tokenHash: string, purpose: 'verify_email' | 'password_reset') {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** A token by its hash whatever its state (used, expired): lets a used verification link say it was used. */
export async function findEmailToken(db: Executor, tokenHash: string, purpose: 'verify_email' | 'password_reset') {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export async function hasRecentEmailToken(
  db: Executor,
  individualId: number,
  purpose: 'verify_email' | 'password_reset',
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.individualId, individualId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Makes every live token of a purpose unusable (after one of them was used). */
export async function expireEmailTokens(
  db: Executor,
  individualId: number,
  purpose: 'verify_email' | 'password_reset',
) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.individualId, individualId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
    );
}

export async function insertChallenge(db: Executor, values: typeof signinChallenges.$inferInsert) {
  await db.insert(signinChallenges).values(values);
}

export function findLiveChallenge(db: Executor, tokenHash: string) {
  return db
    .select()
    .from(signinChallenges)
    .where(and(eq(signinChallenges.tokenHash, tokenHash), isNull(signinChallenges.consumedAt)))
    .then((rows) => rows[0] ?? null);
}

/**
 * Adds one try to a live challenge unless it has used them all; returns the tries used, or null when none were left
 * or a parallel request used the code meanwhile.
 */
export async function countChallengeAttempt(db: Executor, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(signinChallenges)
    .set({ attempts: sql`${signinChallenges.attempts} + 1` })
    .where(
      and(eq(signinChallenges.id, id), isNull(signinChallenges.consumedAt), lt(signinChallenges.attempts, maxAttempts)),
    )
    .returning({ attempts: signinChallenges.attempts });
  return row ? row.attempts : null;
}

/**
 * Puts a new code on a live challenge and counts the send, in one step, unless the last send is too recent or all
 * sends are used; true when it did.
 */
export async function takeChallengeResend(
  db: Executor,
  id: number,
  codeHash: string,
  limits: { maxSends: number; sentBefore: Date },
): Promise<boolean> {
  const [row] = await db
    .update(signinChallenges)
    .set({ codeHash, sentCount: sql`${signinChallenges.sentCount} + 1`, lastSentAt: new Date() })
    .where(
      and(
        eq(signinChallenges.id, id),
        isNull(signinChallenges.consumedAt),
        lt(signinChallenges.sentCount, limits.maxSends),
        lte(signinChallenges.lastSentAt, limits.sentBefore),
      ),
    )
    .returning({ id: signinChallenges.id });
  return Boolean(row);
}

export async function updateChallenge(db: Executor, id: number, values: Partial<typeof signinChallenges.$inferInsert>) {
  await db.update(signinChallenges).set(values).where(eq(signinChallenges.id, id));
}
