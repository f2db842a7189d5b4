// What the drivers tell of committed writes: statements alone when they return, transactions at commit, nothing for
// a rollback; and the PostgreSQL triggers that tell other processes (run against PostgreSQL when TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/throwaway-database.ts';
import { type Database, openDatabase } from './client.ts';
import { createReadCache, NOTIFYING_TABLES, type ReadCache } from './read-cache.ts';
import { accounts, appSettings, sessions } from './schema.ts';
import { type CommittedWrite, writesOf } from './write-watch.ts';

describe('writesOf', () => {
  it('names the tables Drizzle writes, in a script too, and no read', () => {
    expect(writesOf('insert into "accounts" ("name") values ($1)').map((w) => w.table)).toEqual(['accounts']);
    expect(writesOf('update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2').map((w) => w.table)).toEqual([
      'sessions',
    ]);
    expect(writesOf('delete from "account_members" where true').map((w) => w.table)).toEqual(['account_members']);
    expect(writesOf('UPDATE accounts SET plan = 1; DELETE FROM individuals').map((w) => w.table)).toEqual([
      'accounts',
      'individuals',
    ]);
    expect(writesOf('copy "sales_import_lines" (a, b) from \'/dev/blob\'').map((w) => w.table)).toEqual([
      'sales_import_lines',
    ]);
    expect(writesOf('truncate table "sessions"').map((w) => w.table)).toEqual(['sessions']);
    expect(writesOf('select * from "accounts" where "id" = $1 for update')).toEqual([]);
    expect(writesOf('copy (select 1) to stdout')).toEqual([]);
    expect(writesOf('select "updated_at" from "accounts"')).toEqual([]);
  });
});

describe('the PGlite driver', () => {
  let database: Database;
  const told: CommittedWrite[][] = [];
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    database.writes.listen((writes) => told.push([...writes]));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('tells a statement when it returns and a transaction once, after its commit', async () => {
    told.length = 0;
    await database.db.insert(appSettings).values({ key: 'watch-a', value: true });
    expect(told.map((writes) => writes.map((w) => w.table))).toEqual([['app_settings']]);
    told.length = 0;
    let duringTransaction = -1;
    await database.db.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: 'watch-b', value: true });
      await tx.update(appSettings).set({ value: false }).where(eq(appSettings.key, 'watch-a'));
      duringTransaction = told.length;
    });
    expect(duringTransaction).toBe(0);
    expect(told.map((writes) => writes.map((w) => w.table))).toEqual([['app_settings', 'app_settings']]);
  });

  it('has a trigger telling other processes of each table the read cache keeps reads of, and of no other', async () => {
    const rows = await database.sql.query(
      `select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%_reads_%'`,
    );
    expect(rows.rows.map((row) => String(row.table)).sort()).toEqual([...NOTIFYING_TABLES].sort());
  });

  it('tells nothing of a transaction rolled back', async () => {
    told.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appSettings).values({ key: 'watch-c', value: true });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([]);
  });
});

// Two processes on one PostgreSQL: the second one's commits reach the first one's cache through the triggers.
const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('the triggers, across processes (PostgreSQL)', () => {
  let drop = async () => {};
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl!, 'otodoke_watch');
    drop = created.drop;
    first = await openDatabase({ databaseUrl: created.url });
    second = await openDatabase({ databaseUrl: created.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop();
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  /** A kept read of the accounts table, as the first process keeps it. */
  const keepAccounts = async (cache: ReadCache) => {
    await cache.remember('accounts', () => first.db.select({ id: accounts.id }).from(accounts));
    expect(cache.stats().size).toBe(1);
  };

  it('forgets when another process changes an account, not when it adds one or moves a session on', async () => {
    const cache = await createReadCache(first);
    await second.db.insert(accounts).values({ name: 'Watched', personCompanyType: 'person' }).returning();
    await keepAccounts(cache);
    await second.db.insert(accounts).values({ name: 'Another', personCompanyType: 'person' });
    await second.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, -1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.stats().size).toBe(1);
    await second.db.update(accounts).set({ name: 'Renamed' }).where(sql`true`);
    expect(await until(() => cache.stats().size === 0)).toBe(true);
  });

  it('forgets everything when the listening connection was lost (it may have missed a change)', async () => {
    const cache = await createReadCache(first);
    await keepAccounts(cache);
    await second.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN otodoke_reads' and datname = current_database()`,
    );
    expect(await until(() => cache.stats().size === 0)).toBe(true);
    // Listening again a second later: the next change is heard.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await keepAccounts(cache);
    await second.db.update(accounts).set({ name: 'Again' }).where(sql`true`);
    expect(await until(() => cache.stats().size === 0)).toBe(true);
  });
});
