// Migrations under a PostgreSQL advisory lock: several processes starting at once on one database (a deployment of
// N API processes and M workers) apply each migration once, one after another, instead of racing on CREATE TABLE.
import type pg from 'pg';

/** The lock's key (any constant bigint; "otodoke" in ASCII, so it is recognisable in pg_locks). */
const MIGRATION_LOCK_KEY = '31371744190098277';

/** Runs `migrate` while this process holds the migration lock on the pool's database (waiting for it if need be). */
export async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  // The lock is a session's: it is held on one connection of its own while `migrate` uses the pool's others.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
