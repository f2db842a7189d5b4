// The one writer of a release's status: finds and locks releases, moves them along the domain's status machine and
// records each move in `release_events`, in the caller's transaction (docs/decisions/0005, 0009).
import {
  AppError,
  canTransition,
  RELEASE_STATUS,
  type ReleaseActor,
  type ReleaseStatusName,
  releaseStatusName,
} from '@otodoke/domain';
import { type AnyColumn, and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { releaseEvents, releases } from '../../platform/db/schema.ts';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseEventRow = typeof releaseEvents.$inferSelect;

/** Narrows a lookup to one account's releases (a release id from a request is only the caller's if it matches). */
export type ReleaseScope = { accountId?: number };

/** Who moves the release and why, and the status columns that change with the move. */
export type ReleaseMove = {
  actor: ReleaseActor;
  /** The member or operator who caused the move; none for the service itself and the stores. */
  individualId?: number | null;
  /** What the owner reads in the history (a review decision's reason, a takedown's). */
  reason?: string;
  takedownMode?: string | null;
  termEndsAt?: Date | null;
  submittedAt?: Date | null;
  /**
   * false: the move is not written to the history. The editor's own steps (submit, withdraw, delete) have never been
   * recorded there; they keep that until the history is meant to show them.
   */
  record?: boolean;
};

const whereRelease = (id: number, scope: ReleaseScope): SQL =>
  scope.accountId === undefined
    ? eq(releases.id, id)
    : and(eq(releases.id, id), eq(releases.accountId, scope.accountId))!;

/** The release as stored (deleted ones included), or null. */
export async function findRelease(db: Executor, id: number, scope: ReleaseScope = {}): Promise<ReleaseRow | null> {
  const [row] = await db.select().from(releases).where(whereRelease(id, scope));
  return row ?? null;
}

/** The release, locked for the rest of the transaction (deleted ones included), or null. */
export async function lockRelease(tx: Executor, id: number, scope: ReleaseScope = {}): Promise<ReleaseRow | null> {
  const [row] = await tx.select().from(releases).where(whereRelease(id, scope)).for('update');
  return row ?? null;
}

/** The status a release's code stands for (a code the domain does not know reads as a draft). */
export const releaseStatusOf = (release: { status: number }): ReleaseStatusName =>
  releaseStatusName(release.status) ?? 'creating';

/**
 * Moves the release to `to` if the status machine lets `actor` take that step (SONG00003 otherwise), and records the
 * move. `release.status` follows, so a caller holding the row can take the next step from where it now is.
 */
export async function moveRelease(
  tx: Executor,
  release: { id: number; status: number },
  to: ReleaseStatusName,
  move: ReleaseMove,
): Promise<void> {
  const from = releaseStatusOf(release);
  if (!canTransition(from, to, move.actor)) throw new AppError('SONG00003', { status: from, to });
  await tx
    .update(releases)
    .set({
      status: RELEASE_STATUS[to],
      ...(move.takedownMode !== undefined ? { takedownMode: move.takedownMode } : {}),
      ...(move.termEndsAt !== undefined ? { termEndsAt: move.termEndsAt } : {}),
      ...(move.submittedAt !== undefined ? { submittedAt: move.submittedAt } : {}),
      updatedAt: new Date(),
    })
    .where(eq(releases.id, release.id));
  if (move.record !== false) {
    await insertEvent(tx, {
      releaseId: release.id,
      fromStatus: release.status,
      toStatus: RELEASE_STATUS[to],
      actor: move.actor,
      individualId: move.individualId ?? null,
      reason: move.reason ?? '',
    });
  }
  release.status = RELEASE_STATUS[to];
}

/** A step in the history that keeps the status (titles corrected while the release is out). */
export async function recordReleaseNote(
  tx: Executor,
  release: { id: number; status: number },
  note: { actor: ReleaseActor; individualId?: number | null; reason: string },
): Promise<void> {
  await insertEvent(tx, {
    releaseId: release.id,
    fromStatus: release.status,
    toStatus: release.status,
    actor: note.actor,
    individualId: note.individualId ?? null,
    reason: note.reason,
  });
}

/**
 * The release's history, oldest first, with the name of the member or operator who took each step (`nameOf`: the
 * accounts feature's `individualNameSql`, a scalar subquery given the individual id column).
 */
export async function releaseHistory(
  db: Executor,
  releaseId: number,
  nameOf: (individualId: AnyColumn) => SQL<string | null>,
) {
  return db
    .select({ event: releaseEvents, individualName: nameOf(releaseEvents.individualId) })
    .from(releaseEvents)
    .where(eq(releaseEvents.releaseId, releaseId))
    .orderBy(asc(releaseEvents.id));
}

async function insertEvent(tx: Executor, values: typeof releaseEvents.$inferInsert) {
  await tx.insert(releaseEvents).values(values);
}
