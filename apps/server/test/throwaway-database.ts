// A PostgreSQL database of its own for one test file or benchmark, on the server of TEST_DATABASE_URL, and how to drop
// it: the one place tests create and drop databases.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database named `<prefix>_<random>` on the server of `adminUrl`. `drop` waits up to three seconds for
 * connections still closing (a stopped app's pool saying goodbye) before it forces them off.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}${attempt >= 30 ? ' with (force)' : ''}`);
            return;
          } catch (error) {
            if (attempt >= 30) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
