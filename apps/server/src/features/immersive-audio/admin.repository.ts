// The operators' reads of immersive_songs across accounts: a filtered, searched page by last change, and the account
// (name, first manager's e-mail) an edition belongs to, each owner writing the SQL over its own tables.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { immersiveSongs } from '../../platform/db/schema.ts';
import { accountNameSql, individualEmailSql, individualIdsWithEmailLikeSql } from '../accounts/index.ts';
import { songReleasesJoinSql } from '../releases/index.ts';
import { accountHasMemberAmongSql, firstManagerIdSql } from '../team/index.ts';

export interface AdminEditionFilter {
  page: number;
  limit: number;
  q?: string | undefined;
  /** Song status code. */
  status?: number | undefined;
  /** Verification status code. */
  verificationStatus?: number | undefined;
  format?: string | undefined;
  sort: 'updated_desc' | 'updated_asc';
}

/** One row of the operators' list, as read. */
export interface AdminEditionRow {
  id: number;
  format: string;
  status: number;
  verification_status: number;
  invalid_code_count: number;
  verification_attempt: number;
  upload_id: number | null;
  account_id: number;
  account_name: string | null;
  release_id: number;
  release_title: string;
  song_id: number;
  song_title: string;
  isrc: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: AdminEditionFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status !== undefined) parts.push(sql`i.status = ${filter.status}`);
  if (filter.verificationStatus !== undefined) parts.push(sql`i.verification_status = ${filter.verificationStatus}`);
  if (filter.format !== undefined) parts.push(sql`i.format = ${filter.format}`);
  if (filter.q) {
    const like = likeOf(filter.q);
    // Song title, ISRC, the account's name, or the e-mail of one of its members (accounts and team write those).
    parts.push(sql`(sr.song_title ilike ${like} or coalesce(sr.isrc, '') ilike ${like}
      or ${accountNameSql(sql`i.account_id`)} ilike ${like}
      or ${accountHasMemberAmongSql(sql`i.account_id`, individualIdsWithEmailLikeSql(like))})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of every account's editions (releases deleted by their owner left out, as the owner's list does). */
export async function pageOfAllEditions(
  db: Executor,
  filter: AdminEditionFilter,
): Promise<{ rows: AdminEditionRow[]; total: number }> {
  const from = sql`immersive_songs i join ${songReleasesJoinSql()} sr on sr.song_id = i.song_id`;
  const where = whereOf(filter);
  const order = filter.sort === 'updated_asc' ? sql`i.updated_at asc, i.id asc` : sql`i.updated_at desc, i.id desc`;
  const [rows, count] = await Promise.all([
    selectRows<AdminEditionRow>(
      db,
      sql`select i.id, i.format, i.status, i.verification_status, i.verification_attempt,
          jsonb_array_length(i.invalid_codes)::int as invalid_code_count, i.upload_id, i.account_id,
          ${accountNameSql(sql`i.account_id`)} as account_name,
          sr.release_id, sr.release_title, sr.song_id, sr.song_title, sr.isrc, i.created_at, i.updated_at
        from ${from} where ${where} order by ${order}
        limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}

/** Any account's edition by id, or null. */
export async function findAnyEdition(db: Executor, id: number) {
  const [row] = await db.select().from(immersiveSongs).where(eq(immersiveSongs.id, id));
  return row ?? null;
}

/** The account's name and its first manager's e-mail (null when it has no manager). */
export async function accountOfEdition(
  db: Executor,
  accountId: number,
): Promise<{ name: string | null; manager_email: string | null }> {
  const [row] = await selectRows<{ name: string | null; manager_email: string | null }>(
    db,
    sql`select ${accountNameSql(sql`${accountId}::int`)} as name,
      ${individualEmailSql(firstManagerIdSql(sql`${accountId}::int`))} as manager_email`,
  );
  return { name: row?.name ?? null, manager_email: row?.manager_email ?? null };
}
