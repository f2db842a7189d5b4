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
import * as schema from './schema.ts';

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
  // Without a listener Drizzle keeps its no-op logger: production pays nothing.
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin command) is replaced on next use; without a
    // listener its error event would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
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
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath ? { dataDir: dataPath } : {});
  const drizzleDb = drizzlePglite(client, { schema, logger });
  await migratePglite(drizzleDb, { migrationsFolder });
  return {
    db: drizzleDb as unknown as Db,
    kind: 'pglite',
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
