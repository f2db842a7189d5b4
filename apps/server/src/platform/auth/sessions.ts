// Database-backed sessions: the cookie holds a random token, the table holds its digest. Revocable per device.
import { and, desc, eq, gt, isNull, ne, type Subquery } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { type individuals, sessions } from '../db/schema.ts';
import { hashToken, newToken } from '../security/tokens.ts';

export const SESSION_COOKIE = 'otodoke_sid';
export const BROWSER_COOKIE = 'otodoke_bid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type IndividualRow = typeof individuals.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Individuals as a subquery to join to a session, with its columns by name: features/accounts owns the table and
 * supplies it (through the request context's reader); the platform reads no individual itself.
 */
export type IndividualsJoin = (db: Executor) => {
  source: Subquery;
  columns: { [K in keyof IndividualRow]: PgColumn };
};

export async function createSession(
  db: Executor,
  input: { individualId: number; accountId: number | null; userAgent: string; ipAddress: string | null },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    individualId: input.individualId,
    currentAccountId: input.accountId,
    userAgent: input.userAgent.slice(0, 500),
    ipAddress: input.ipAddress,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

export interface LoadedSession {
  session: SessionRow;
  individual: IndividualRow;
}

/** The live session (not revoked, not expired) whose token digest is `tokenHash`, with who it belongs to. */
export async function findSession(
  db: Executor,
  tokenHash: string,
  individualsJoin: IndividualsJoin,
): Promise<LoadedSession | null> {
  const individual = individualsJoin(db);
  const [row] = (await db
    .select({ session: sessions, individual: individual.columns })
    .from(sessions)
    .innerJoin(individual.source, eq(individual.columns.id, sessions.individualId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))) as {
    session: SessionRow;
    individual: IndividualRow;
  }[];
  return row ?? null;
}

/** Whether a session seen at `now` is due for its sliding expiry to move on (at most every five minutes). */
export function dueForTouch(session: SessionRow, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS;
}

/**
 * Moves a session's sliding expiry on; returns the session as it now is. Its statement is the one write to
 * `sessions` the read cache does not forget for (platform/db/read-cache.ts matches its shape).
 */
export async function touchSession(db: Executor, session: SessionRow, now: Date): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.id));
  return { ...session, lastSeenAt: now, expiresAt };
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Signs an individual out everywhere, or everywhere but the session `exceptSessionId`. */
export async function revokeSessionsOf(db: Executor, individualId: number, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.individualId, individualId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** An individual's signed-in devices (sessions not revoked nor expired), most recently seen first. */
export async function activeSessionsOf(db: Executor, individualId: number, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.individualId, individualId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(limit);
}

/** Signs one of an individual's devices out; false when it is not theirs or already signed out. */
export async function revokeSessionOf(db: Executor, individualId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.individualId, individualId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** The account a session works in from now on (null: none). */
export async function setSessionAccount(db: Executor, sessionId: number, accountId: number | null): Promise<void> {
  await db.update(sessions).set({ currentAccountId: accountId }).where(eq(sessions.id, sessionId));
}

/** An individual's sessions no longer start in an account they left or were removed from. */
export async function forgetSessionAccount(db: Executor, individualId: number, accountId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ currentAccountId: null })
    .where(and(eq(sessions.individualId, individualId), eq(sessions.currentAccountId, accountId)));
}

/** An operator's session acts for another account read-only (takeover), or for its own again (null). */
export async function setSessionTakeover(db: Executor, sessionId: number, accountId: number | null): Promise<void> {
  await db.update(sessions).set({ takeoverAccountId: accountId }).where(eq(sessions.id, sessionId));
}
