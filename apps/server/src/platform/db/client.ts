// Opens the database: PGlite under DATA_DIR by default, or PostgreSQL when DATABASE_URL is set; applies migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db as BossDb, fromPglite } from 'pg-boss';
import { migrateUnderLock } from './migration-lock.ts';
import { type Listening, listenTo } from './notifications.ts';
import { prepareReadsOnPglite, prepareReadsOnPool } from './prepared-reads.ts';
import { noteStatement } from './read-cache.ts';
import * as schema from './schema.ts';
import { WriteWatch, watchPglite, watchPool } from './write-watch.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both so services decide the transaction. */
export type Executor = Db | Tx;

/** Raw SQL runner used by pg-boss and health checks. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs a script of statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  /** How pg-boss reaches the same database. */
  boss: { connectionString: string } | { db: BossDb; backend: 'pglite' };
  /** The embedded database itself (PGlite only), for what SQL alone cannot do (COPY with a blob, in benchmarks). */
  pglite?: PGlite;
  /** What this process's own connections wrote, told at each commit (before the writer's await returns). */
  writes: WriteWatch;
  /**
   * Hears NOTIFY on `channel` from every process (PostgreSQL; PGlite has one process, whose writes `writes` tells).
   * `onGap`: messages may have been missed while the connection was down.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../../drizzle', import.meta.url).pathname;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Test-only: called with the text of every statement the app's Drizzle client runs (not pg-boss's). */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  // The "logger" notes the tables each statement reads for the read cache (a look-up when none is being kept), and
  // tells a test's listener.
  const onQuery = options.onQuery;
  const logger = {
    logQuery: onQuery
      ? (query: string) => {
          noteStatement(query);
          onQuery(query);
        }
      : noteStatement,
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin command) is replaced on next use; without a
    // listener its error event would end the process.
    pool.on('error', () => {});
    // Several processes starting at once on one database apply each migration once, one after another.
    await migrateUnderLock(pool, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }));
    const writes = new WriteWatch();
    watchPool(pool, writes);
    prepareReadsOnPool(pool);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const listening: Listening[] = [];
    const connectionString = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      writes,
      async listen(channel, onMessage, onGap) {
        listening.push(await listenTo({ connectionString, channel, onMessage, onGap }));
      },
      boss: { connectionString: options.databaseUrl },
      sql: {
        query: async (text, values) => {
          const result = await pool.query(text, values as unknown[]);
          return { rows: result.rows };
        },
        exec: async (text) => {
          await pool.query(text);
        },
      },
      async close() {
        await Promise.all(listening.map((one) => one.close()));
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  // PGLITE_SHARED_BUFFERS (npm start's launcher sets 32MB): each MB of shared buffers is WebAssembly memory the
  // process keeps resident for good; unset, PostgreSQL's 128 MB (faster reads, as the tests and the bench run).
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS;
  const client = await PGlite.create({
    ...(dataPath ? { dataDir: dataPath } : {}),
    ...(sharedBuffers ? { postgresqlconf: [`shared_buffers=${sharedBuffers}`] } : {}),
  });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const writes = new WriteWatch();
  prepareReadsOnPglite(client);
  watchPglite(client, writes);
  const drizzleDb = drizzlePglite(client, { schema, logger });
  return {
    db: drizzleDb as unknown as Db,
    kind: 'pglite',
    writes,
    boss: { db: fromPglite(client), backend: 'pglite' },
    pglite: client,
    sql: {
      query: async (text, values) => {
        const result = await client.query<Record<string, unknown>>(text, values as unknown[]);
        return { rows: result.rows };
      },
      exec: async (text) => {
        await client.exec(text);
      },
    },
    close: () => client.close(),
  };
}
