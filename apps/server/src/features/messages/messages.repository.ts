// SQL for messages and which accounts have read them.
import { type AnyColumn, and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { messageReads, messages } from '../../platform/db/schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type MessageType = MessageRow['type'];

/** Messages an account sees: its personal ones and the general ones to everyone (however new the account is). */
function visibleTo(accountId: number, type?: MessageType): SQL {
  if (type === 'general') return isNull(messages.accountId);
  if (type === 'personal') return eq(messages.accountId, accountId);
  return or(isNull(messages.accountId), eq(messages.accountId, accountId)) as SQL;
}

/** Joins the account's read mark, if any, to each message. */
function readBy(accountId: number): SQL {
  return and(eq(messageReads.messageId, messages.id), eq(messageReads.accountId, accountId)) as SQL;
}

export async function insertMessage(db: Executor, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function listForAccount(
  db: Executor,
  accountId: number,
  filter: { type?: MessageType | undefined; unreadOnly: boolean; page: number; limit: number },
) {
  const where = and(visibleTo(accountId, filter.type), filter.unreadOnly ? isNull(messageReads.messageId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: messages, readAt: messageReads.readAt })
      .from(messages)
      .leftJoin(messageReads, readBy(accountId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(messages).leftJoin(messageReads, readBy(accountId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function findVisible(db: Executor, accountId: number, id: number) {
  return db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), visibleTo(accountId)))
    .then((rows) => rows[0] ?? null);
}

export async function unreadCounts(db: Executor, accountId: number): Promise<{ general: number; personal: number }> {
  const [row] = await db
    .select({
      general: sql<number>`count(*) filter (where ${messages.accountId} is null)`.mapWith(Number),
      personal: sql<number>`count(*) filter (where ${messages.accountId} is not null)`.mapWith(Number),
    })
    .from(messages)
    .leftJoin(messageReads, readBy(accountId))
    .where(and(visibleTo(accountId), isNull(messageReads.messageId)));
  return { general: row?.general ?? 0, personal: row?.personal ?? 0 };
}

export async function markRead(db: Executor, accountId: number, messageId: number): Promise<void> {
  await db.insert(messageReads).values({ messageId, accountId }).onConflictDoNothing();
}

/** Marks every unread message the account sees (of one type, when given) read, in one statement. */
export async function markAllRead(db: Executor, accountId: number, type?: MessageType): Promise<void> {
  await db
    .insert(messageReads)
    .select(
      db
        .select({
          messageId: messages.id,
          accountId: sql<number>`${accountId}::integer`.as('account_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(messages)
        .leftJoin(messageReads, readBy(accountId))
        .where(and(visibleTo(accountId, type), isNull(messageReads.messageId))),
    )
    .onConflictDoNothing();
}

/** The general messages, newest first, with who posted each (`nameOf`: the accounts capability's name subquery). */
export async function listGeneral(
  db: Executor,
  page: number,
  limit: number,
  nameOf: (individualId: AnyColumn) => SQL<string | null>,
  accountsSql: () => SQL,
) {
  const where = isNull(messages.accountId);
  const reads = db
    .select({ messageId: messageReads.messageId, n: count().as('n') })
    .from(messageReads)
    .groupBy(messageReads.messageId)
    .as('reads');
  const [rows, [total], [accounts]] = await Promise.all([
    db
      .select({
        message: messages,
        createdByName: nameOf(messages.createdBy),
        readCount: sql<number>`coalesce(${reads.n}, 0)`,
      })
      .from(messages)
      .leftJoin(reads, eq(reads.messageId, messages.id))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(messages).where(where),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${accountsSql()} as a`),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, readCount: Number(row.readCount) })),
    total: Number(total?.n ?? 0),
    accountCount: Number(accounts?.n ?? 0),
  };
}
